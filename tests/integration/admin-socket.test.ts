import sharp from "sharp";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { runAdminCommand, serveOn } from "../admin-command";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { expect, onTestFinished, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { blogImages, blogPosts, eventRegistrations, events } from "~/db/schema";
import { loadEnv } from "~/config/env.server";
import { adminSocketPath, callThroughSocket, listenAdminSocket, probeAdminSocket } from "../../cli/admin-socket";
import { mailboxKey } from "~/lib/email-address";
import type { ServiceName } from "~/services/calls.server";

// The admin socket in one process: the "server" side runs the service calls on its own open
// handle, the "command line" side is runAdmin with no database, as `npm run admin` is. Real processes on the
// built server and CLI: tests/e2e/admin-cli.spec.ts.

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "admin-socket-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function cli(argv: string[], dataDir: string) {
  return runAdminCommand(argv, { env: loadEnv({ DATA_DIR: dataDir }) });
}

async function addSession(database: DatabaseHandle) {
  const [event] = await database.db
    .insert(events)
    .values({
      title: "Socket session",
      date: "2031-03-04",
      time: "10:00 AM",
      category: "Workshop",
      description: "d",
      maxAttendees: 5,
      currentAttendees: 2,
    })
    .returning();
  await database.db.insert(eventRegistrations).values([
    {
      eventId: event!.id,
      email: "one@example.com",
      emailKey: mailboxKey("one@example.com"),
      name: "One",
      createdAt: new Date("2026-11-20T10:00:00Z"),
    },
    {
      eventId: event!.id,
      email: "two@example.com",
      emailKey: mailboxKey("two@example.com"),
      name: "=Two",
      createdAt: new Date("2026-11-20T11:00:00Z"),
    },
  ]);
  return event!.id;
}

test("while a server holds the PGlite directory, commands run through its socket (mode 0600), files written where the command line is", async () => {
  const dataDir = path.join(tempDir(), "data");
  const { database } = await serveOn(dataDir);
  const id = await addSession(database);
  expect(statSync(adminSocketPath(dataDir)).mode & 0o777).toBe(0o600);

  const list = await cli(["events", "list"], dataDir);
  expect(list).toMatchObject({ code: 0, stderr: "" });
  expect(list.stdout).toMatch(/2031-03-04 10:00 PST\s+Socket session\s+Workshop\s+2\/5\s+upcoming/);

  const out = path.join(tempDir(), "registrations.csv");
  const exported = await cli(["registrations", "export", id, "--out", out], dataDir);
  expect(exported).toMatchObject({ code: 0, stdout: "", stderr: `Wrote 2 registrations for "Socket session" to ${out}\n` });
  expect(readFileSync(out, "utf8")).toMatch(
    /^\uFEFFemail,name,status,waitlist_position,registered_at.*\r\none@example.com,One,.*\r\ntwo@example.com,'=Two,/s,
  );
  const toStdout = await cli(["registrations", "export", id], dataDir);
  expect(toStdout.stdout.split("\r\n")).toHaveLength(4);

  // Refusals and usage errors keep their exit codes through the socket.
  expect(await cli(["registrations", "list", "00000000-0000-4000-8000-000000000000"], dataDir)).toMatchObject({
    code: 1,
    stderr: expect.stringContaining("no event with id"),
  });
  expect(await cli(["events", "list", "--bogus"], dataDir)).toMatchObject({ code: 2 });
  const unwritable = await cli(["registrations", "export", id, "--out", path.join(tempDir(), "missing", "x.csv")], dataDir);
  expect(unwritable).toMatchObject({ code: 1, stderr: expect.stringContaining("could not write") });
}, 60_000);

test("a stale socket file left by a crash is replaced; a socket another process answers on is not", async () => {
  const dir = tempDir();
  const socketPath = path.join(dir, "admin.sock");
  // A process killed while it listens leaves its socket file behind.
  const crashed = spawn(
    process.execPath,
    ["-e", `require("node:net").createServer().listen(${JSON.stringify(socketPath)}, () => console.log("up"))`],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise((resolve) => crashed.stdout.once("data", resolve));
  crashed.kill("SIGKILL");
  await new Promise((resolve) => crashed.once("exit", resolve));
  expect(existsSync(socketPath)).toBe(true);
  expect(await probeAdminSocket(socketPath)).toBe("stale");

  const socket = await listenAdminSocket(socketPath, async () => ({ ok: true, value: "pong" }));
  expect(await probeAdminSocket(socketPath)).toBe("answering");
  await expect(listenAdminSocket(socketPath, async () => ({ ok: true, value: "" }))).rejects.toThrow("another process already answers");
  await socket.close(1_000);
  expect(existsSync(socketPath)).toBe(false);
});

test("without a database in DATA_DIR a command says so and creates nothing; --init creates one", async () => {
  const dataDir = path.join(tempDir(), "nothing-here");
  const refused = await cli(["events", "list"], dataDir);
  expect(refused.code).toBe(1);
  expect(refused.stdout).toBe("");
  expect(refused.stderr).toContain(`there is no database in ${dataDir}`);
  expect(refused.stderr).toContain("--init");
  expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(false);

  mkdirSync(dataDir, { recursive: true });
  expect((await cli(["events", "list"], dataDir)).code).toBe(1);

  const created = await cli(["events", "list", "--init"], dataDir);
  expect(created).toMatchObject({ code: 0, stdout: expect.stringContaining("No upcoming sessions") });
  expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
  expect((await cli(["events", "list"], dataDir)).code).toBe(0);
}, 90_000);

test("posts through the socket: a body from standard input or a file, the post's dates arriving as dates, schedule, publish and delete", async () => {
  const dataDir = path.join(tempDir(), "data");
  const { database } = await serveOn(dataDir);
  const run = (argv: string[], stdin?: string) =>
    runAdminCommand(argv, { env: loadEnv({ DATA_DIR: dataDir }), ...(stdin === undefined ? {} : { stdin: Readable.from([stdin]) }) });

  const created = await run(
    ["posts", "create", "--title", "Over the socket", "--excerpt", "Sent to the server.", "--body", "-"],
    "Piped in.\n",
  );
  expect(created).toMatchObject({ code: 0, stdout: expect.stringContaining("address:         /blog/over-the-socket") });
  const bodyFile = path.join(tempDir(), "post.md");
  writeFileSync(bodyFile, "Read where the command runs.\n");
  expect(
    await run([
      "posts",
      "update",
      "over-the-socket",
      "--body",
      bodyFile,
      "--cover-image",
      "/images/blog/socket.svg",
      "--cover-alt",
      "A plug",
    ]),
  ).toMatchObject({ code: 0, stdout: expect.stringContaining("Saved revision 2:") });
  const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "over-the-socket"));
  expect(row).toMatchObject({ body: "Read where the command runs.\n", revision: 2, status: "draft" });

  // A cover picture from a file, its bytes sent to the server and stored there; a file that is no picture is refused.
  const coverFile = path.join(tempDir(), "cover.png");
  writeFileSync(
    coverFile,
    await sharp({ create: { width: 640, height: 360, channels: 3, background: "#4c40e0" } })
      .png()
      .toBuffer(),
  );
  const covered = await run(["posts", "update", "over-the-socket", "--cover", coverFile]);
  expect(covered).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Uploaded the cover: \/media\/[0-9a-f]{64}\.png\n/) });
  const [withCover] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "over-the-socket"));
  expect(withCover!.coverImage).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
  expect(await database.db.select({ id: blogImages.id }).from(blogImages)).toHaveLength(1);
  const notPicture = path.join(tempDir(), "cover.jpg");
  writeFileSync(notPicture, "<html><script>alert(1)</script></html>");
  const refused = await run(["posts", "update", "over-the-socket", "--cover", notPicture]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/--cover .*cover\.jpg: This file is not a picture/);

  // The service's outcomes keep their dates across the socket, as a call in the same process has them.
  const socketPath = adminSocketPath(dataDir);
  const call = async (name: ServiceName, input: unknown) => {
    const answer = await callThroughSocket(socketPath, name, input);
    expect(answer.reached).toBe(true);
    return (answer as { outcome: { ok: boolean; value: Record<string, unknown> } }).outcome;
  };
  const at = new Date(Date.now() + 86_400_000);
  const scheduled = await call("schedulePost", { id: row!.id, at });
  expect(scheduled).toMatchObject({ ok: true, value: { status: "scheduled", scheduledAt: at } });
  expect(scheduled.value.scheduledAt).toBeInstanceOf(Date);
  expect(scheduled.value.updatedAt).toBeInstanceOf(Date);
  const revisions = (await call("listPostRevisions", { id: row!.id })) as unknown as { value: Array<{ savedAt: unknown }> };
  expect(revisions.value.map((revision) => revision.savedAt instanceof Date)).toEqual([true, true, true]);
  expect((await call("postPreviewLink", { id: row!.id })).value.expiresAt).toBeInstanceOf(Date);
  const listed = (await call("listPosts", {})) as unknown as { value: Array<{ id: string; scheduledAt: unknown }> };
  expect(listed.value.find((post) => post.id === row!.id)?.scheduledAt).toEqual(at);

  const tooLate = await run(["posts", "schedule", "over-the-socket", "--at", "2031-03-04 10:00"]);
  expect(tooLate).toMatchObject({ code: 2, stderr: expect.stringContaining("--at Pick a time within the next year.") });
  const published = await run(["posts", "publish", "over-the-socket"]);
  expect(published).toMatchObject({ code: 0, stdout: expect.stringContaining("/blog/over-the-socket:") });
  const shown = await run(["posts", "show", "over-the-socket"]);
  expect(shown.stdout).toMatch(/state:\s+published \d{4}-\d{2}-\d{2} \d{2}:\d{2} P[SD]T/);
  expect((await run(["posts", "revisions", "over-the-socket"])).stdout).toMatch(/^revision\s+saved\s+by\s+title\n3 \(now\)\s+\d{4}-/);

  expect(await run(["posts", "publish", "no-such-post"])).toMatchObject({
    code: 1,
    stderr: expect.stringContaining("No post has the address"),
  });
  expect(await run(["posts", "unpublish", "over-the-socket"])).toMatchObject({ code: 0 });
  expect(await run(["posts", "delete", "over-the-socket", "--yes"])).toMatchObject({ code: 0 });
  expect(await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "over-the-socket"))).toEqual([]);
}, 60_000);
