// `npm start`: build if needed, then serve the site.
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
await import("./serve.mjs");
