import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, onTestFinished, test } from "vitest";
import { loadEnv, type AppEnv } from "~/config/env.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { blogPosts, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "~/db/schema";
import { registerIssueWorkers, tendSendingIssues } from "~/features/newsletter/issue-send.server";
import { subscriberOfToken } from "~/features/newsletter/subscriber-links.server";
import { startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { issueReport, previewIssue, sendIssue } from "~/services/newsletter.server";
import { saveSiteValues } from "~/services/site-settings.server";
import { serviceDeps } from "~/services/service-deps.server";
import { createTestDatabase, testDatabases } from "../db";
import { eventually } from "../eventually";
import { startTestSmtpServer, type TestSmtpServer } from "../smtp";

// Issues sent from the site to a real SMTP server: each recipient once with two workers and
// through a kill -9, unsubscribes between batches, refusals for good and for now, the headers.

const SLOW = 180_000;
const SITE_URL = "https://example.com";
const logger = { info() {}, warn() {}, error() {} };

function envFor(smtp: TestSmtpServer): AppEnv {
  return loadEnv({ DATA_DIR: "memory://", SMTP_URL: smtp.url, MAIL_FROM: "Newsletter <news@example.com>", SITE_URL });
}

async function startQueue(handle: DatabaseHandle): Promise<JobQueue> {
  const queue = await startJobQueue(handle.connection, { onError: () => {} });
  onTestFinished(() => queue.stop({ graceful: false, timeout: 2_000 }));
  return queue;
}

/** `n` confirmed subscribers, reader-0@… onwards. */
async function subscribe(handle: DatabaseHandle, n: number, prefix = "reader") {
  const rows = Array.from({ length: n }, (_, i) => ({
    email: `${prefix}-${i}@example.org`,
    source: "/",
    status: "confirmed" as const,
    consentedAt: new Date(),
  }));
  for (let i = 0; i < rows.length; i += 1_000) await handle.db.insert(newsletterSubscribers).values(rows.slice(i, i + 1_000));
}

async function post(handle: DatabaseHandle, status: "draft" | "published" = "published") {
  const [row] = await handle.db
    .insert(blogPosts)
    .values({
      slug: `issue-${randomUUID().slice(0, 8)}`,
      title: "Three prompts for a calmer week",
      excerpt: "Short, tested, yours.",
      body: "## The first\n\nTry [this page](/ai-tools) and this picture:\n\n![A chart](/images/blog/chart.png)\n\n- one\n- two",
      status,
      publishedAt: status === "published" ? new Date() : null,
    })
    .returning();
  return row!;
}

/** Sends the post as an issue now, through the service as the console does. */
async function send(handle: DatabaseHandle, env: AppEnv, queue: JobQueue | undefined, postId: string) {
  const deps = serviceDeps({ database: handle, env, queue: async () => queue });
  // The owner has chosen the site as the newsletter's sender (Kit is the default).
  const chose = await saveSiteValues(deps, { area: "settings", values: { "newsletter.sender": "site" } });
  if (!chose.ok) throw new Error(chose.message);
  const preview = await previewIssue(deps, { postId });
  if (!preview.ok) throw new Error(preview.message);
  const sent = await sendIssue(deps, { key: preview.value.key, postId });
  if (!sent.ok) throw new Error(sent.message);
  return { id: sent.value.id, key: preview.value.key, deps };
}

const issueStatus = async (handle: DatabaseHandle, id: string) =>
  (await handle.db.select({ status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, id)))[0]!.status;

/** How many messages each address received. */
function receivedBy(smtp: TestSmtpServer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of smtp.messages) for (const to of message.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

/** Moves the rows' clock on by `seconds`, as if that long had passed (claims and retries come due). */
const passTime = (handle: DatabaseHandle, seconds: number) =>
  handle.db.execute(
    sql`update newsletter_deliveries set next_attempt_at = next_attempt_at - make_interval(secs => ${seconds}), updated_at = updated_at - make_interval(secs => ${seconds})`,
  );

describe.each(testDatabases())("newsletter issues on %s", (kind) => {
  test(
    "two workers send every confirmed subscriber the issue once, with its parts, footer and one-click unsubscribe headers",
    async () => {
      const handle = await createTestDatabase(kind);
      onTestFinished(() => handle.close());
      const smtp = await startTestSmtpServer();
      onTestFinished(() => smtp.close());
      const env = envFor(smtp);
      await subscribe(handle, 120);
      // Not confirmed, left, or bounced: never sent an issue.
      await handle.db.insert(newsletterSubscribers).values([
        { email: "pending@example.org", source: "/" },
        { email: "left@example.org", source: "/", status: "unsubscribed" },
        { email: "bounced@example.org", source: "/", status: "bounced" },
      ]);
      const first = await startQueue(handle);
      const second = await startQueue(handle);
      await registerIssueWorkers({ database: handle, queue: first, env, logger }, { pollingIntervalSeconds: 0.5 });
      await registerIssueWorkers({ database: handle, queue: second, env, logger }, { pollingIntervalSeconds: 0.5 });
      const { id, key, deps } = await send(handle, env, first, (await post(handle)).id);

      await eventually(
        async () => await issueStatus(handle, id),
        (value) => value === "sent",
        60_000,
      );
      const counts = receivedBy(smtp);
      expect(counts.size).toBe(120);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      for (const address of ["pending@example.org", "left@example.org", "bounced@example.org"]) expect(counts.has(address)).toBe(false);

      // A second send with the same key sends nothing.
      const again = await sendIssue(deps, { key, postId: (await handle.db.select().from(newsletterIssues))[0]!.postId! });
      expect(again.ok && again.value.already).toBe(true);

      const message = smtp.messages.find((m) => m.to[0] === "reader-7@example.org")!;
      // The message's header lines, a long one unfolded.
      const headers = message.raw
        .toString()
        .split("\r\n\r\n")[0]!
        .replace(/\r\n[ \t]+/g, " ");
      const link = /^List-Unsubscribe: <(https:\/\/example\.com\/newsletter\/unsubscribe\/([^>]+))>\r?$/m.exec(headers)!;
      expect(link, "List-Unsubscribe names the recipient's own link").toBeTruthy();
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      const [reader7] = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "reader-7@example.org"));
      expect(await subscriberOfToken(handle.db, "unsubscribe", link[2]!)).toBe(reader7!.id);
      expect(message.parsed.subject).toBe("Three prompts for a calmer week");
      expect(message.parsed.text).toContain(link[1]);
      expect(message.parsed.text).toContain(`${SITE_URL}/ai-tools`);
      expect(message.parsed.html).toContain(`href="${link[1]}"`);
      expect(message.parsed.html).toContain(`src="${SITE_URL}/images/blog/chart.png"`);
      expect(message.parsed.html).not.toContain("{{unsubscribe_url}}");
      expect(message.parsed.text).toMatch(/Seattle, WA/);

      const report = await issueReport(deps, { id });
      expect(report.ok && report.value.counts).toMatchObject({ sent: 120, failed: 0, bounced: 0, toGo: 0 });
      expect(report.ok && report.value.issue.recipients).toBe(120);
    },
    SLOW,
  );

  test(
    "an unsubscribe between batches takes effect before that address's turn",
    async () => {
      const handle = await createTestDatabase(kind);
      onTestFinished(() => handle.close());
      // Slow enough that the last addresses are still waiting when they leave.
      const smtp = await startTestSmtpServer({ delayMs: 20 });
      onTestFinished(() => smtp.close());
      const env = envFor(smtp);
      await subscribe(handle, 150);
      const queue = await startQueue(handle);
      await registerIssueWorkers({ database: handle, queue, env, logger }, { pollingIntervalSeconds: 0.5 });
      const { id, deps } = await send(handle, env, queue, (await post(handle)).id);
      await smtp.waitForMessages(10, 30_000);
      // Everyone whose turn has not come (no worker has claimed their row) leaves now. Their rows are
      // locked meanwhile, as a worker's claim would lock them, so no worker takes one mid-way.
      const leaving = await handle.db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from newsletter_deliveries where issue_id = ${id} and status = 'queued' and next_attempt_at <= now() for update`,
        );
        return tx
          .update(newsletterSubscribers)
          .set({ status: "unsubscribed", unsubscribedAt: new Date() })
          .where(
            sql`${newsletterSubscribers.id} in (select subscriber_id from newsletter_deliveries where issue_id = ${id} and status = 'queued' and next_attempt_at <= now())`,
          )
          .returning({ email: newsletterSubscribers.email });
      });
      expect(leaving.length).toBeGreaterThan(0);
      await eventually(
        async () => await issueStatus(handle, id),
        (value) => value === "sent",
        60_000,
      );
      const counts = receivedBy(smtp);
      for (const { email } of leaving) expect(counts.has(email), email).toBe(false);
      const report = await issueReport(deps, { id });
      expect(report.ok && report.value.counts.skipped).toBe(leaving.length);
      expect(report.ok && report.value.counts.sent + report.value.counts.skipped).toBe(150);
      expect(report.ok && report.value.counts.unsubscribedSince).toBe(leaving.length);
    },
    SLOW,
  );

  test(
    "a refusal for good bounces an unknown mailbox at once and any other on the second; a refusal for now is tried again",
    async () => {
      const handle = await createTestDatabase(kind);
      onTestFinished(() => handle.close());
      let deferring = true;
      const smtp = await startTestSmtpServer({
        rejectRecipients: /^gone@/,
        rejectDataFor: /^spammy@/,
        deferRecipient: (address) => deferring && address.startsWith("later@"),
      });
      onTestFinished(() => smtp.close());
      const env = envFor(smtp);
      await subscribe(handle, 3);
      await handle.db.insert(newsletterSubscribers).values(
        ["gone@example.org", "spammy@example.org", "later@example.org"].map((email) => ({
          email,
          source: "/",
          status: "confirmed" as const,
        })),
      );
      const queue = await startQueue(handle);
      await registerIssueWorkers({ database: handle, queue, env, logger }, { pollingIntervalSeconds: 0.5 });
      const subscriber = async (email: string) =>
        (await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
      const delivery = async (issueId: string, email: string) =>
        (
          await handle.db
            .select()
            .from(newsletterDeliveries)
            .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.subscriberId, (await subscriber(email)).id)))
        )[0]!;

      const first = await send(handle, env, queue, (await post(handle)).id);
      await eventually(
        async () => (await delivery(first.id, "later@example.org")).attempts,
        (value) => value === 1,
        30_000,
      );
      await eventually(
        async () => (await delivery(first.id, "spammy@example.org")).status,
        (value) => value === "failed",
        30_000,
      );
      expect((await delivery(first.id, "gone@example.org")).status).toBe("bounced");
      expect(await subscriber("gone@example.org")).toMatchObject({ status: "bounced", bounceCount: 1 });
      expect((await subscriber("gone@example.org")).bounceReason).toMatch(/5\.1\.1/);
      // Refused as spam: may pass another day, so counted but not yet bounced.
      expect(await subscriber("spammy@example.org")).toMatchObject({ status: "confirmed", bounceCount: 1 });
      // Deferred: waits for its retry, and the issue is not done.
      expect((await delivery(first.id, "later@example.org")).status).toBe("queued");
      expect(await issueStatus(handle, first.id)).toBe("sending");

      deferring = false;
      await passTime(handle, 3_600);
      await tendSendingIssues(handle.db, queue);
      await eventually(
        async () => await issueStatus(handle, first.id),
        (value) => value === "sent",
        30_000,
      );
      expect((await delivery(first.id, "later@example.org")).status).toBe("sent");
      expect((await delivery(first.id, "later@example.org")).attempts).toBe(2);

      // The second refusal for good bounces the spammy address; the bounced one is not tried again.
      const second = await send(handle, env, queue, (await post(handle)).id);
      await eventually(
        async () => await issueStatus(handle, second.id),
        (value) => value === "sent",
        30_000,
      );
      expect(await subscriber("spammy@example.org")).toMatchObject({ status: "bounced", bounceCount: 2 });
      const report = await issueReport(second.deps, { id: second.id });
      expect(report.ok && report.value.counts).toMatchObject({ sent: 4, bounced: 1 });
      expect(report.ok && report.value.problems.map((p) => p.email)).toEqual(["spammy@example.org"]);
      expect(receivedBy(smtp).has("gone@example.org")).toBe(false);
    },
    SLOW,
  );

  test(
    "a worker killed with SIGKILL mid-send: after the restart every recipient has it, none twice",
    async () => {
      const smtp = await startTestSmtpServer({ delayMs: 5 });
      onTestFinished(() => smtp.close());
      const env = envFor(smtp);
      let handle: DatabaseHandle;
      let where: string;
      let dataDir: string | undefined;
      if (kind === "pglite") {
        dataDir = mkdtempSync(path.join(tmpdir(), "issue-kill-"));
        const dir = dataDir;
        onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
        handle = await openDatabase({ dataDir });
        where = dataDir;
      } else {
        handle = await createTestDatabase(kind);
        where = (handle.connection as { url: string }).url;
      }
      const total = 600;
      await subscribe(handle, total);
      const postRow = await post(handle);
      // Sent from the command line with no queue: the issue is written, and the worker's minute starts it.
      const { id } = await send(handle, env, undefined, postRow.id);
      await handle.db.update(newsletterIssues).set({ status: "scheduled" }).where(eq(newsletterIssues.id, id));
      if (kind === "pglite") await handle.close();

      const child = spawn(process.execPath, [fileURLToPath(new URL("./issue-send-child.mjs", import.meta.url)), where, smtp.url], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      onTestFinished(async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
        await exited;
      });
      await smtp.waitForMessages(150, 90_000).catch((error: Error) => {
        throw new Error(`${error.message}; the worker said: ${output}`);
      });
      child.kill("SIGKILL");
      await exited;
      const beforeRestart = smtp.messages.length;
      expect(beforeRestart).toBeLessThan(total);

      if (kind === "pglite") handle = await openDatabase({ dataDir: dataDir! });
      onTestFinished(() => handle.close());
      // The killed process's claims and its message in hand come due as time passes.
      await passTime(handle, 3_600);
      const queue = await startQueue(handle);
      await registerIssueWorkers({ database: handle, queue, env, logger }, { pollingIntervalSeconds: 0.5 });
      await eventually(
        async () => await issueStatus(handle, id),
        (value) => value === "sent",
        90_000,
      );

      const counts = receivedBy(smtp);
      const duplicates = [...counts.values()].filter((n) => n > 1).length;
      expect(duplicates).toBe(0);
      const rows = await handle.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, id));
      const unknown = rows.filter((row) => row.status === "unknown");
      // At most the messages the killed worker had with the server (two lanes of four); each of the rest arrived once.
      expect(unknown.length).toBeLessThanOrEqual(8);
      expect(rows.filter((row) => row.status === "sent").length + unknown.length).toBe(total);
      for (const row of rows.filter((r) => r.status === "sent")) expect(row.sentAt).not.toBeNull();
      expect(counts.size).toBeGreaterThanOrEqual(total - unknown.length);
    },
    SLOW,
  );
});
