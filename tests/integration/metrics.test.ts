import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import type { DatabaseHandle } from "~/db/client.server";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { importBuiltServer } from "../e2e/built-server";
import { startServerOn, testDatabases, type TestDatabaseKind } from "../db";
import type { RunningServer } from "../../server/app";

/**
 * /metrics as a scraper and a stranger reach it: the built server in this process, its answer read
 * by a Prometheus text-format parser. Counters are compared before and after, since every server this
 * process starts counts into the one registry.
 */

const repo = path.resolve(import.meta.dirname, "../..");
const TOKEN = randomBytes(32).toString("hex");

let startServer: Awaited<ReturnType<typeof importBuiltServer>>["startServer"];
beforeAll(async () => {
  ensureBuild({ quiet: true });
  ({ startServer } = await importBuiltServer());
}, 600_000);

const startOn = (kind: TestDatabaseKind) =>
  startServerOn(startServer, kind, { SEED_SAMPLE_DATA: "true", LOG_LEVEL: "error", METRICS_TOKEN: TOKEN, SITE_URL: "" });

type Families = ReturnType<typeof parsePrometheusTextFormat>;

/** A counter's or a gauge's value for exactly these labels (0 when it has no such sample yet). */
function valueOf(families: Families, name: string, labels: Record<string, string> = {}): number {
  const family = families.find((candidate) => candidate.name === name);
  if (!family) throw new Error(`no metric ${name}`);
  const sample = family.metrics.find((metric) => Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value));
  return Number(sample?.value ?? 0);
}

const NAMES = [
  ["site_http_requests_total", "COUNTER"],
  ["site_http_request_duration_seconds", "HISTOGRAM"],
  ["site_event_loop_delay_seconds", "HISTOGRAM"],
  ["site_ai_model_calls_total", "COUNTER"],
  ["site_ai_fallbacks_total", "COUNTER"],
  ["site_signups_total", "COUNTER"],
  ["site_registrations_total", "COUNTER"],
  ["site_db_connections", "GAUGE"],
  ["site_db_ping_seconds", "GAUGE"],
  ["site_outbox_messages", "GAUGE"],
  ["site_outbox_oldest_pending_age_seconds", "GAUGE"],
  ["site_job_queue_jobs", "GAUGE"],
  ["site_metrics_source_up", "GAUGE"],
  ["site_build_info", "GAUGE"],
  ["site_draining", "GAUGE"],
  ["process_resident_memory_bytes", "GAUGE"],
  ["nodejs_eventloop_lag_p99_seconds", "GAUGE"],
  ["nodejs_heap_size_used_bytes", "GAUGE"],
] as const;

describe.each(testDatabases())("/metrics on %s", (kind) => {
  let server: RunningServer | undefined;
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    ({ server, database } = await startOn(kind));
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const get = (target: string, headers: Record<string, string> = {}) => fetch(`${server!.url}${target}`, { headers, redirect: "manual" });

  async function scrape(): Promise<Families> {
    const response = await get("/metrics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return parsePrometheusTextFormat(await response.text());
  }

  test("refused like a page that does not exist: through a proxy on this machine, with a wrong token, with a token where none is set", async () => {
    const missing = await get("/no-such-page-here");
    expect(missing.status).toBe(404);
    const missingType = missing.headers.get("content-type");
    await missing.text();
    const refusedHeaders: Array<Record<string, string>> = [
      { "X-Forwarded-For": "198.51.100.7" },
      { Forwarded: "for=198.51.100.7;proto=https" },
      { "X-Real-IP": "198.51.100.7" },
      { Authorization: `Bearer ${TOKEN.slice(1)}x` },
      { Authorization: "Bearer not-the-token", "X-Forwarded-For": "198.51.100.7" },
      { Authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of refusedHeaders) {
      const response = await get("/metrics", headers);
      const body = await response.text();
      expect([headers, response.status]).toEqual([headers, 404]);
      expect(response.headers.get("content-type")).toBe(missingType);
      expect(body).not.toContain("# HELP");
    }
  });

  test("answered to the token from behind a proxy, and to this machine; every metric named, parsed as Prometheus reads it", async () => {
    const proxied = await get("/metrics", { Authorization: `Bearer ${TOKEN}`, "X-Forwarded-For": "198.51.100.7" });
    expect(proxied.status).toBe(200);
    expect(parsePrometheusTextFormat(await proxied.text()).length).toBeGreaterThan(NAMES.length);

    const families = await scrape();
    for (const [name, type] of NAMES) expect([name, families.find((family) => family.name === name)?.type]).toEqual([name, type]);
    expect(valueOf(families, "site_metrics_source_up", { source: "database" })).toBe(1);
    expect(valueOf(families, "site_metrics_source_up", { source: "outbox" })).toBe(1);
    expect(valueOf(families, "site_metrics_source_up", { source: "job_queue" })).toBe(1);
    expect(valueOf(families, "site_db_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    // The build /healthz names, and not stopping.
    expect(valueOf(families, "site_build_info", { build: server!.build })).toBe(1);
    expect(valueOf(families, "site_draining")).toBe(0);
    const states = families.find((family) => family.name === "site_db_connections")!.metrics.map((metric) => metric.labels?.state);
    expect(states.sort()).toEqual(kind === "postgres" ? ["idle", "total", "waiting"] : ["total"]);
    // Every queue of the site, queued and active; nothing else.
    const queues = families.find((family) => family.name === "site_job_queue_jobs")!.metrics;
    expect(queues.map((metric) => metric.labels?.queue)).toContain("email-outbox");
    expect(new Set(queues.map((metric) => metric.labels?.state))).toEqual(new Set(["queued", "active"]));
  });

  test("a page counts under its route's pattern and status, never its path", async () => {
    const token = randomBytes(24).toString("base64url");
    const before = await scrape();
    const events = await get("/events");
    await events.text();
    expect(events.status).toBe(200);
    const manage = await get(`/events/manage/${token}`);
    await manage.text();
    const after = await scrape();

    const count = (families: Families, route: string, status: number) =>
      valueOf(families, "site_http_requests_total", { method: "GET", route, status: String(status) });
    expect(count(after, "/events", 200) - count(before, "/events", 200)).toBe(1);
    expect(count(after, "/events/manage/:token", manage.status) - count(before, "/events/manage/:token", manage.status)).toBe(1);
    const routes = after.find((family) => family.name === "site_http_requests_total")!.metrics.map((metric) => metric.labels?.route ?? "");
    expect(routes).toContain("/metrics");
    expect(routes.some((route) => route.includes(token))).toBe(false);
    // The parser keeps a histogram's buckets only, not its labels: the family and its buckets are there.
    const latency = after.find((family) => family.name === "site_http_request_duration_seconds")!;
    expect(Object.keys(latency.metrics[0]?.buckets ?? {})).toContain("+Inf");
  });

  test("a new sign-up counts once, under its page; the same address again does not", async () => {
    const before = await scrape();
    const email = `metrics-${randomBytes(6).toString("hex")}@example.com`;
    const signUp = async () => {
      const response = await fetch(`${server!.url}/career-ai`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server!.url },
        body: new URLSearchParams({ firstName: "Ana", lastName: "Ruiz", email, learningInterest: "agents" }),
        redirect: "manual",
      });
      await response.text();
      return response.status;
    };
    expect(await signUp()).toBe(200);
    expect(await signUp()).toBe(200);
    const after = await scrape();
    const signups = (families: Families) => valueOf(families, "site_signups_total", { page_source: "career-ai" });
    expect(signups(after) - signups(before)).toBe(1);
    // The owner's notice of it waits in the outbox (no SMTP here), so the backlog has an age.
    expect(valueOf(after, "site_outbox_messages", { status: "pending" })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, "site_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(0);
  });
});

test("every metric the sample alert rules read is one /metrics writes", async () => {
  const { server } = await startOn("pglite");
  try {
    const response = await fetch(`${server.url}/metrics`);
    const families = parsePrometheusTextFormat(await response.text());
    const written = new Set(
      families.flatMap((family) =>
        family.type === "HISTOGRAM" ? [`${family.name}_bucket`, `${family.name}_sum`, `${family.name}_count`] : [family.name],
      ),
    );
    const rules = parseYaml(readFileSync(path.join(repo, "docs/deploy/alerts.yml"), "utf8")) as {
      groups: Array<{ rules: Array<{ alert: string; expr: string }> }>;
    };
    const alerts = rules.groups.flatMap((group) => group.rules);
    expect(alerts.length).toBeGreaterThanOrEqual(4);
    for (const { alert, expr } of alerts) {
      // The site's names and Node's; `up` is Prometheus's own, written for every scrape.
      const read = [...expr.matchAll(/\b(?:site|nodejs|process)_[a-z0-9_]+\b/g)].map(([name]) => name);
      expect([alert, read.length > 0 || /\bup\b/.test(expr)]).toEqual([alert, true]);
      for (const name of read) expect([alert, name, written.has(name)]).toEqual([alert, name, true]);
    }
  } finally {
    await server.close();
  }
}, 180_000);
