/**
 * `/metrics` (decision 071): the process's figures in Prometheus's text format, for this machine
 * or a scraper holding METRICS_TOKEN, and the route pattern a request is counted under.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import {
  buildInfo,
  databaseConnections,
  databasePingSeconds,
  instanceDraining,
  jobQueueJobs,
  metricsRegistry,
  outboxMessages,
  outboxOldestPendingSeconds,
  scrapeSourceUp,
} from "~/config/metrics.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { fullRoutePath } from "~/lib/route-paths";
import { readOutboxBacklog } from "~/mail/outbox.server";
import { pathNoPageHas } from "./request-edge";

export const METRICS_PATH = "/metrics";

/**
 * Headers a proxy adds to what it passes on. A proxy on the same machine connects from loopback,
 * so a request carrying any of them may come from anyone: it must show the token.
 */
const PROXY_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip", "via"];

const LOOPBACK = /^(?:::ffff:)?127(?:\.\d{1,3}){3}$|^::1$/;

export interface MetricsRequest {
  /** The connection's peer address, as the socket has it. */
  socketAddress: string | undefined;
  headers: Headers;
}

/**
 * Whether a request may read /metrics: one with `Authorization: Bearer <METRICS_TOKEN>` from
 * anywhere, or one from this machine (a loopback peer) that no proxy passed on and that carries no
 * credentials. A wrong or unexpected token is refused wherever it comes from. The token is
 * compared in constant time, by its SHA-256, so neither its bytes nor its length leak through the
 * time a refusal takes.
 */
export function mayReadMetrics({ socketAddress, headers }: MetricsRequest, token: string | undefined): boolean {
  const authorization = headers.get("authorization");
  if (authorization !== null) {
    const offered = /^Bearer +(\S+) *$/i.exec(authorization)?.[1];
    return token !== undefined && offered !== undefined && sameSecret(offered, token);
  }
  if (socketAddress === undefined || !LOOPBACK.test(socketAddress)) return false;
  return PROXY_HEADERS.every((name) => !headers.has(name));
}

function sameSecret(offered: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(offered), digest(expected));
}

/** Files and endpoints the server answers itself, before the router: each is its own label. */
const SERVER_PATHS = new Set(["/healthz", METRICS_PATH, "/sitemap.xml", "/robots.txt", "/site.webmanifest"]);

/**
 * The label a request is counted under: a page's route pattern as the route table writes it
 * (`/blog/:slug`, `/events/manage/:token`), the server's own paths, `/assets/*`, or `other` (any
 * path no route matches: a public file, a probe, a typo). Never the path itself: a label per
 * visitor-chosen path would grow without end, and a manage link's token is a secret. A client
 * navigation's data request (`/blog/:slug.data`) counts under its page's pattern.
 */
export function routeLabels(routes: ServerBuild["routes"]): (path: string) => string {
  const patterns = new Set(
    Object.values(routes)
      .filter((route) => route !== undefined && route.id !== "root" && (route.index === true || route.path !== undefined))
      .map((route) => fullRoutePath(routes, route!.id)),
  );
  // Compiled once and tried in the router's order (the most literal first): the router's own
  // matching ranks the whole table again per call, some 0.2 ms a request.
  const table = [...patterns]
    .map((pattern) => ({ pattern, matcher: compilePattern(pattern), score: patternScore(pattern) }))
    .sort((a, b) => b.score - a.score);
  return (path) => {
    if (SERVER_PATHS.has(path)) return path;
    if (path.startsWith("/assets/")) return "/assets/*";
    // A path no page can have costs nothing to label.
    if (pathNoPageHas(path) !== undefined) return "other";
    const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
    return table.find((entry) => entry.matcher.test(page))?.pattern ?? "other";
  };
}

const DYNAMIC_SEGMENT = /^:[\w-]+$/;

/** A route pattern as a RegExp, as the router reads it: any letter case, a parameter one whole or partial segment, a trailing slash allowed. */
function compilePattern(pattern: string): RegExp {
  const segments = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/^:[\w-]+/, "[^/]+"));
  return new RegExp(`^/${segments.join("/")}/*$`, "i");
}

/** The router's ranking: a literal segment outweighs a parameter (`:slug.md` counts as literal, as there). */
function patternScore(pattern: string): number {
  const segments = pattern.split("/").filter(Boolean);
  return segments.reduce((score, segment) => score + (DYNAMIC_SEGMENT.test(segment) ? 3 : 10), segments.length);
}

// A scrape must answer within Prometheus's own timeout (10 s by default) whatever the database does:
// each source gets this long, and one that takes longer is reported down for this scrape.
const SOURCE_TIMEOUT_MS = 2_000;

export interface MetricsSources {
  database: DatabaseHandle;
  queue: JobQueue;
  /** The build this process runs and whether it is stopping, as /healthz says them (decision 070). */
  health?: () => { build: string; draining: boolean };
}

/**
 * The scrape: reads what lives in the database (the pool, the outbox, the job queue), each within
 * SOURCE_TIMEOUT_MS, then writes out the registry. A source that failed or was too slow reports
 * `site_metrics_source_up 0` and its figures are left out rather than shown stale.
 */
export async function scrapeMetrics({ database, queue, health }: MetricsSources): Promise<string> {
  if (health) {
    const { build, draining } = health();
    // One series per build: a reload shows as the old build's series ending and the new one's starting.
    buildInfo.reset();
    buildInfo.set({ build }, 1);
    instanceDraining.set(draining ? 1 : 0);
  }
  const connections = database.connections();
  databaseConnections.reset();
  databaseConnections.set({ state: "total" }, connections.total);
  if (connections.idle !== undefined) databaseConnections.set({ state: "idle" }, connections.idle);
  if (connections.waiting !== undefined) databaseConnections.set({ state: "waiting" }, connections.waiting);

  await Promise.all([
    readSource(
      "database",
      async () => {
        const started = performance.now();
        if (!(await database.ping())) throw new Error("the database did not answer");
        databasePingSeconds.set((performance.now() - started) / 1000);
      },
      () => databasePingSeconds.reset(),
    ),
    readSource(
      "outbox",
      async () => {
        const backlog = await readOutboxBacklog(database.db);
        outboxMessages.set({ status: "pending" }, backlog.pending);
        outboxMessages.set({ status: "failed" }, backlog.failed);
        outboxOldestPendingSeconds.set(backlog.oldestPendingSeconds);
      },
      () => {
        outboxMessages.reset();
        outboxOldestPendingSeconds.reset();
      },
    ),
    readSource(
      "job_queue",
      async () => {
        // The site's own queues only: a label per queue name that exists in QUEUES stays bounded.
        const names = Object.values(QUEUES).map((declared) => declared.name as string);
        const counted = await queue.getQueues(names);
        jobQueueJobs.reset();
        for (const found of counted) {
          jobQueueJobs.set({ queue: found.name, state: "queued" }, found.queuedCount);
          jobQueueJobs.set({ queue: found.name, state: "active" }, found.activeCount);
        }
      },
      () => jobQueueJobs.reset(),
    ),
  ]);
  return metricsRegistry.metrics();
}

async function readSource(source: string, read: () => Promise<void>, forget: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${source} took longer than ${SOURCE_TIMEOUT_MS} ms`)), SOURCE_TIMEOUT_MS);
  });
  try {
    // The read goes on in the background when it is late; what it sets then is reset by the next scrape's.
    await Promise.race([read(), late]);
    scrapeSourceUp.set({ source }, 1);
  } catch {
    forget();
    scrapeSourceUp.set({ source }, 0);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /metrics`. A request that may not read it goes on as any other request for a path no page
 * has, to the router's not-found page: the refusal looks like every 404, so the endpoint does not
 * say it exists.
 */
export function metricsEndpoint(
  sources: MetricsSources,
  token: string | undefined,
  peerAddress: (c: Parameters<MiddlewareHandler>[0]) => string | undefined,
): MiddlewareHandler {
  return async (c, next) => {
    if (!mayReadMetrics({ socketAddress: peerAddress(c), headers: c.req.raw.headers }, token)) return next();
    const body = await scrapeMetrics(sources);
    return c.body(body, 200, { "Content-Type": metricsRegistry.contentType, "Cache-Control": "no-store" });
  };
}
