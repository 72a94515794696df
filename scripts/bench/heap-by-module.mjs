// Where the server's JavaScript heap goes, by module: each package the server's bundle imports is
// loaded alone in a fresh Node process, and the heap it adds (after a full collection, before and
// after the import) is its share; the whole bundle loaded the same way gives the total, and what
// the packages do not explain is the site's own code and what its modules make when loaded.
// Printed by the memory scenario (`npm run bench -- memory`).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const MB = 1024 * 1024;
// `import x from "pkg"` or `import "pkg"` (loaded with the server), `import("pkg")` (loaded when first
// needed): a bare specifier, not a file or a node: module.
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)"((?:@[\w.-]+\/)?[\w.-]+(?:\/[\w./-]+)?)"/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*"((?:@[\w.-]+\/)?[\w.-]+(?:\/[\w./-]+)?)"\s*\)/g;

/** The bare specifiers the server bundle of `root`'s build imports, each with whether it loads at start. */
function bundleImports(root) {
  const serverDir = path.join(root, "build", "server");
  const files = readdirSync(serverDir, { recursive: true }).filter((file) => String(file).endsWith(".js"));
  const atStart = new Set();
  const later = new Set();
  for (const file of files) {
    const source = readFileSync(path.join(serverDir, String(file)), "utf8");
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) if (!specifier.startsWith("node:")) atStart.add(specifier);
    for (const [, specifier] of source.matchAll(DYNAMIC_IMPORT)) if (!specifier.startsWith("node:")) later.add(specifier);
  }
  return [...new Set([...atStart, ...later])].sort().map((specifier) => ({ specifier, atStart: atStart.has(specifier) }));
}

/** The heap (used, after a full collection) that importing `urls` (bare specifiers or file URLs) adds to a fresh Node process, in bytes. */
function heapOfImports(root, urls) {
  const script = `
    const used = () => { globalThis.gc(); globalThis.gc(); return process.memoryUsage().heapUsed; };
    const before = used();
    for (const url of ${JSON.stringify(urls)}) await import(url).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    console.log(used() - before);`;
  try {
    // Resolved in the child, from `root` (its working directory), as the server resolves them.
    const out = execFileSync(process.execPath, ["--expose-gc", "--input-type=module", "-e", script], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 60_000,
    });
    return Number(out.toString().trim().split("\n").at(-1));
  } catch {
    return undefined;
  }
}

const format = (bytes) => (bytes === undefined ? "" : (bytes / MB).toFixed(1));

/**
 * Rows of the heap each package adds loaded alone, largest first (a dependency two packages share
 * counts in both), then those the server loads at start together, the whole server bundle, and
 * the difference: the site's own code and what its modules make when loaded.
 */
export function heapByModule(root) {
  const imports = bundleImports(root);
  const rows = imports
    .map(({ specifier, atStart }) => ({ specifier, atStart, bytes: heapOfImports(root, [specifier]) }))
    .filter((row) => row.bytes !== undefined)
    .sort((a, b) => b.bytes - a.bytes);
  const atStart = imports.filter((row) => row.atStart).map(({ specifier }) => specifier);
  const together = heapOfImports(root, atStart);
  const whole = heapOfImports(root, [pathToFileURL(path.join(root, "build", "server", "index.js")).href]);
  return [
    ...rows.slice(0, 15).map(({ specifier, atStart, bytes }) => ({
      module: specifier,
      loads: atStart ? "at start" : "when first needed",
      "heap MB": format(bytes),
    })),
    { module: `the ${atStart.length} loaded at start, together`, loads: "at start", "heap MB": format(together) },
    { module: "the whole server bundle", loads: "at start", "heap MB": format(whole) },
    {
      module: "the site's own code (the bundle less its packages)",
      loads: "",
      "heap MB": whole === undefined || together === undefined ? "" : format(Math.max(0, whole - together)),
    },
  ];
}
