// `npm run admin -- <command>`: the owner's command line (cli/admin.ts), built beside the server
// (decision 007). Outside production, builds first when the sources changed since the last build
// and the build tools are installed (decision 018); the build's output goes to stderr so an
// export on stdout stays clean.
import { pathToFileURL } from "node:url";
import { adminEntry } from "./build-state.mjs";
import { ensureBuild } from "./ensure-build.mjs";

// Whether to build is decided on NODE_ENV as the owner set it; the built code then runs as production.
ensureBuild({ quiet: true });
process.env.NODE_ENV ??= "production";
const { main } = await import(pathToFileURL(adminEntry).href);
process.exitCode = await main(process.argv.slice(2));
