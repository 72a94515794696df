// `npm run admin -- <command>`: the owner's command line (cli/admin.ts), built beside the server
// (decision 007). Builds first when the build is missing or older than the sources; the build's
// output goes to stderr so an export on stdout stays clean.
import { pathToFileURL } from "node:url";
import { adminEntry } from "./build-state.mjs";
import { ensureBuild } from "./ensure-build.mjs";

process.env.NODE_ENV ??= "production";
ensureBuild({ quiet: true });
const { main } = await import(pathToFileURL(adminEntry).href);
process.exitCode = await main(process.argv.slice(2));
