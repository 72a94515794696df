// Opens the database in a separate Node process, the way a second server or a CLI script would.
// Vite's module runner loads the TypeScript source as-is, so the child runs the same code as the app.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const [dataDir] = process.argv.slice(2);
const clientPath = fileURLToPath(new URL("../../app/db/client.server.ts", import.meta.url));
const appDir = fileURLToPath(new URL("../../app", import.meta.url));
// The app's own alias (tsconfig.json's "~/*"): the database layer logs through app/config/logger.server.ts.
const { module } = await runnerImport(clientPath, { configFile: false, logLevel: "silent", resolve: { alias: { "~": appDir } } });

try {
  const handle = await module.openDatabase({ dataDir });
  await handle.close();
  console.log(JSON.stringify({ opened: true }));
} catch (error) {
  console.log(JSON.stringify({ opened: false, name: error.name, message: error.message }));
}
