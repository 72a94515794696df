import http from "node:http";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { RunningServer } from "../../server/app";
import { startBuiltServer } from "./built-server";
// No browser needed: plain HTTP against two servers.
import { expect, test } from "@playwright/test";

/*
 * Two servers on one PostgreSQL database: one runs the jobs, the other only serves pages and
 * streams. A request submitted through one and followed on the other still reaches 'completed',
 * because the stream learns of changes from the database's NOTIFY, not from its own process.
 */
const PROFILE = "https://www.linkedin.com/in/sam-rivera-operations-manager";

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let visitor = 0;
/**
 * Each submit comes from its own address (the servers trust one proxy): the per-visitor limits are
 * process-wide, and this worker process may already have spent 127.0.0.1's share in other specs.
 */
async function submit(base: string) {
  const response = await fetch(`${base}/api/use-case-requests`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${++visitor}` },
    body: JSON.stringify({ linkedinUrl: PROFILE }),
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { requestId: string; userSessionId: string };
  return { ...answer, cookie: response.headers.get("set-cookie")!.split(";")[0]! };
}

async function followToEnd(base: string, id: string, cookie: string) {
  const response = await fetch(`${base}/api/use-case-requests/${id}/events`, { headers: { Cookie: cookie } });
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const text = await response.text();
  return [...text.matchAll(/^data: (.*)$/gm)].map(([, data]) => JSON.parse(data!) as { status: string; useCases: unknown[] | null });
}

test("submit through one server, follow the SSE of the other, see completed", async () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL");
  test.setTimeout(90_000);
  const name = `e2e_finder_${Date.now()}`;
  await admin(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const common = { DATABASE_URL: url.toString(), SEED_SAMPLE_DATA: "false", TRUST_PROXY: "1" };
  const servers: RunningServer[] = [];
  try {
    const web = await startBuiltServer(common);
    servers.push(web);
    const worker = await startBuiltServer({ ...common, WORKER_ENABLED: "true" });
    servers.push(worker);

    // Submitted where the job runs, followed where it doesn't.
    const first = await submit(worker.url);
    const seenOnWeb = await followToEnd(web.url, first.requestId, first.cookie);
    expect(seenOnWeb.at(-1)).toMatchObject({ status: "completed" });
    expect(seenOnWeb.at(-1)!.useCases!.length).toBeGreaterThan(0);

    // Submitted on the web-only server (its job goes to the other's worker), followed on the worker.
    const second = await submit(web.url);
    const seenOnWorker = await followToEnd(worker.url, second.requestId, second.cookie);
    expect(seenOnWorker.at(-1)).toMatchObject({ status: "completed" });
  } finally {
    for (const server of servers.reverse()) await server.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
});

/**
 * As a TLS proxy in front passes a visitor on: the server readdresses such a request to the
 * visitor's https origin, and a stream must still notice when that visitor leaves.
 */
// From an address of its own: the stream caps per address count across the servers this worker
// process has started, and other specs' streams must not spend this one's share.
const PROXIED = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "site.example", "X-Forwarded-For": "203.0.113.77" };

/** Opens a stream, waits for its first event, then hangs up like a closed tab. */
function connectAndLeave(base: string, id: string, cookie: string) {
  return new Promise<void>((resolve, reject) => {
    const request = http.get(`${base}/api/use-case-requests/${id}/events`, { headers: { Cookie: cookie, ...PROXIED } }, (response) => {
      response.once("data", () => {
        request.destroy();
        resolve();
      });
    });
    request.on("error", (error) => (request.destroyed ? resolve() : reject(error)));
  });
}

test("the production server lets go of the LISTEN when visitors leave: 200 connect/disconnect cycles", async () => {
  test.setTimeout(90_000);
  // No worker, so the request stays pending and every stream would stay open if nothing closed it.
  const server = await startBuiltServer({
    TRUST_PROXY: "1",
  });
  try {
    const { requestId, cookie } = await submit(server.url);
    const listening = async () => {
      const result = (await server.database.db.execute(sql`select pg_listening_channels() as channel`)) as unknown as {
        rows: { channel: string }[];
      };
      return result.rows.some((row) => row.channel === "ai_use_case_requests_changes");
    };
    // While a visitor follows the request, the channel is listened to...
    const held = http.get(`${server.url}/api/use-case-requests/${requestId}/events`, { headers: { Cookie: cookie, ...PROXIED } });
    held.on("error", () => {});
    await expect.poll(listening, { timeout: 30_000 }).toBe(true);
    held.destroy();
    // ...and after many come and go, nothing is left behind.
    for (let i = 0; i < 200; i++) await connectAndLeave(server.url, requestId, cookie);
    // Each stream lets go as its visitor leaves; on a busy machine the last ones take a while.
    await expect.poll(listening, { timeout: 30_000 }).toBe(false);
  } finally {
    await server.close();
  }
});
