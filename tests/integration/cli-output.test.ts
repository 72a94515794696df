import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

// Many more lines than `head -2` reads, each written as a command writes its table rows.
const WRITER = `
import { streamIo } from "./cli/output.ts";
const io = streamIo(process.stdout, process.stderr);
for (let line = 0; line < 20000; line++) io.stdout("row " + line + " of a long listing\\n");
await new Promise((resolve) => setTimeout(resolve, 200));
for (let line = 0; line < 1000; line++) io.stdout("a late row\\n");
io.stderr("done\\n");
`;

test("output piped into a reader that stops early (| head -2) ends quietly: no EPIPE, no stack trace", async () => {
  const child = spawn("bash", ["-o", "pipefail", "-c", `node --import tsx --input-type=module -e "$WRITER" | head -2`], {
    cwd: root,
    env: { ...process.env, WRITER },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  expect(stdout).toBe("row 0 of a long listing\nrow 1 of a long listing\n");
  expect(stderr).toBe("done\n");
  expect(code).toBe(0);
}, 60_000);
