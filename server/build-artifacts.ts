import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Written into the build by its last step: the new, empty database a first start copies (decision 065). */
export const PGLITE_TEMPLATE_DIR = "pglite-template";

const PRECOMPRESS = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|ico)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Runs after the build: writes .br and .gz beside every compressible static file so the server
 * never compresses them per request.
 */
export async function writeBuildArtifacts(clientDir: string) {
  const files = (await listFiles(clientDir)).filter((file) => PRECOMPRESS.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
