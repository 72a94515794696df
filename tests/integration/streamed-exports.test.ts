import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { sql } from "drizzle-orm";
import { describe, expect, onTestFinished, test } from "vitest";
import { adminSocketPath, callThroughSocket, listenAdminSocket } from "../../cli/admin-socket";
import { loadEnv } from "~/config/env.server";
import { takeBackup } from "~/db/backup.server";
import { openDatabase } from "~/db/client.server";
import { landingPageSignups } from "~/db/schema";
import { done } from "~/services/outcome";
import { EXPORT_BATCH, exportSignups, streamSignups } from "~/services/signups.server";
import { serviceDeps } from "~/services/service-deps.server";
import { runAdminCommand, serveOn } from "../admin-command";
import { createTestDatabase, testDatabases } from "../db";

// An export, and a backup, are read and passed on in pieces: neither the site nor the command
// line holds all their rows at once (decision 064).

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "streamed-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const ROWS = EXPORT_BATCH * 2 + 500;
// Every tenth sign-up shares its time with the next nine, down to the microsecond: a batch that
// started after the last row by its time alone would lose or repeat some of them.
const insertSignups = (n: number) =>
  sql`insert into landing_page_signups (first_name, last_name, email, page_source, created_at)
      select 'First', 'Last ' || i, 'person' || lpad(i::text, 5, '0') || '@example.com', 'career-ai',
             timestamptz '2026-11-01 00:00:00.123456+00' + (i / 10) * interval '1 microsecond'
        from generate_series(1, ${n}) as i`;

describe.each(testDatabases())("on %s", (kind) => {
  test("a sign-up export reads its rows a batch at a time, in order, each once; one that comes meanwhile waits for the next", async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    await database.db.execute(insertSignups(ROWS));
    const deps = serviceDeps({ database, env: loadEnv({}), queue: async () => undefined });

    const outcome = await streamSignups(deps, {});
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.value.count).toBe(ROWS);
    const chunks: string[] = [];
    for await (const chunk of outcome.value.body) {
      chunks.push(new TextDecoder().decode(chunk));
      // Once the export has started, a new sign-up sorts after it and is not in it.
      if (chunks.length === 2)
        await database.db
          .insert(landingPageSignups)
          .values({ firstName: "Late", lastName: "Comer", email: "late@example.com", pageSource: "career-ai" });
    }
    // The header, then one chunk per batch: never more rows at once than a batch.
    expect(chunks).toHaveLength(1 + Math.ceil(ROWS / EXPORT_BATCH));
    const lines = chunks.slice(1).map((chunk) => chunk.split("\r\n").filter(Boolean));
    expect(lines.map((batch) => batch.length)).toEqual([EXPORT_BATCH, EXPORT_BATCH, ROWS - 2 * EXPORT_BATCH]);
    const emails = lines.flat().map((line) => line.split(",")[2]);
    expect(emails).toEqual(Array.from({ length: ROWS }, (_, i) => `person${String(i + 1).padStart(5, "0")}@example.com`));

    // The console's download is the same export, whole.
    const whole = await exportSignups(deps, {});
    expect(whole.ok && whole.value.count).toBe(ROWS + 1);
    expect(whole.ok && whole.value.csv.startsWith(chunks.join(""))).toBe(true);
    expect(whole.ok && whole.value.csv.slice(chunks.join("").length)).toMatch(/^Late,Comer,late@example\.com,career-ai,,/);
  }, 300_000);
});

test("over the admin socket an export arrives in pieces and is written as it comes; the file is the whole export", async () => {
  const dataDir = path.join(tempDir(), "data");
  const { database, env } = await serveOn(dataDir);
  await database.db.execute(insertSignups(ROWS));

  const answer = await callThroughSocket(adminSocketPath(dataDir), "streamSignups", {});
  if (!answer.reached) throw new Error("no server answered");
  const { body, count } = (answer.outcome as { ok: true; value: { body: AsyncIterable<Uint8Array>; count: number } }).value;
  expect(count).toBe(ROWS);
  let pieces = 0;
  let bytes = 0;
  for await (const chunk of body) {
    pieces += 1;
    bytes += chunk.length;
  }
  expect(pieces).toBe(1 + Math.ceil(ROWS / EXPORT_BATCH));

  const out = path.join(tempDir(), "signups.csv");
  const run = await runAdminCommand(["signups", "export", "--out", out], { env });
  expect(run).toMatchObject({ code: 0, stderr: expect.stringContaining(`${ROWS} sign-ups`) });
  const file = readFileSync(out);
  // The byte-order mark, then the same bytes.
  expect(file.length).toBe(3 + bytes);
  expect(file.toString("utf8").split("\r\n").filter(Boolean)).toHaveLength(ROWS + 1);

  // A backup too: the bytes through the socket are those of the archive.
  const backup = await runAdminCommand(["backup", "--out", path.join(tempDir(), "site.pglite.tar.gz")], { env });
  expect(backup).toMatchObject({ code: 0, stdout: expect.stringMatching(/\(pglite, [\d.]+ MB\)/) });
}, 300_000);

test("a stream that fails half-way fails the command line's read, and a slow reader slows the server's writes", async () => {
  const socketPath = path.join(tempDir(), "data.admin.sock");
  let made = 0;
  async function* failing() {
    for (; made < 3; made++) yield new Uint8Array(64 * 1024).fill(made);
    throw new Error("the disk went away");
  }
  async function* endless() {
    for (;;) {
      made++;
      yield new Uint8Array(64 * 1024);
    }
  }
  let next: () => AsyncIterable<Uint8Array> = failing;
  const server = await listenAdminSocket(socketPath, async () => done({ body: next() }));
  onTestFinished(() => server.close(5_000));

  const answer = await callThroughSocket(socketPath, "streamSignups", {});
  const { body } = (answer as { outcome: { value: { body: AsyncIterable<Uint8Array> } } }).outcome.value;
  await expect(buffer(body)).rejects.toThrow("the disk went away");

  // An endless stream read slowly: the server stays a few chunks (the socket's buffers) ahead of
  // the reader, rather than making and holding what the reader has not taken yet.
  made = 0;
  next = endless;
  const slow = await callThroughSocket(socketPath, "streamSignups", {});
  const reader = (slow as { outcome: { value: { body: AsyncIterable<Uint8Array> } } }).outcome.value.body[Symbol.asyncIterator]();
  let ahead = 0;
  for (let read = 1; read <= 100; read++) {
    await reader.next();
    await new Promise((resolve) => setImmediate(resolve));
    ahead = Math.max(ahead, made - read);
  }
  await reader.return?.();
  expect(ahead).toBeGreaterThan(0);
  expect(ahead).toBeLessThan(100); // at most a few MB, not the stream
}, 60_000);

test("a backup's body is read once, as it is made", async () => {
  const database = await openDatabase({ dataDir: "memory://" });
  onTestFinished(() => database.close());
  const backup = await takeBackup(database);
  let pieces = 0;
  for await (const _ of backup.body) pieces++;
  expect(pieces).toBeGreaterThan(1);
}, 300_000);
