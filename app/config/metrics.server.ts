import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { PAGE_SOURCES } from "~/content/early-access";

/**
 * The process's one registry of metrics, read by `/metrics` (server/metrics.ts, decision 071).
 * What a request, the AI engine or a form counts is defined here once, and the code that counts
 * imports it from here, the way every line goes through the one logger. Our own metrics are named
 * `site_`; Node's process metrics (memory, CPU, handles, garbage collection, the event loop's
 * delay) keep the names every dashboard knows (`process_`, `nodejs_`).
 *
 * Every label has a bounded set of values: a route's pattern, never its path; a page source from
 * the content's list; an outcome from a union type. A label fed by a visitor's input would grow the
 * registry with every new value.
 */
export const metricsRegistry = new Registry();

// From a kept page (under a millisecond) to a model's answer or an export (tens of seconds).
const REQUEST_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequests = new Counter({
  name: "site_http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status (aborted: the client left before the answer)",
  labelNames: ["method", "route", "status"] as const,
  registers: [metricsRegistry],
});

export const httpRequestSeconds = new Histogram({
  name: "site_http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's headers, by method and route pattern",
  labelNames: ["method", "route"] as const,
  buckets: REQUEST_SECONDS,
  registers: [metricsRegistry],
});

/**
 * How late a timer set for every EVENT_LOOP_SAMPLE_MS fires: the time a request waits before
 * its turn when the loop is busy. Node's own figures (`nodejs_eventloop_lag_p99_seconds` ...)
 * start again at every scrape, so two scrapers would each see half; a histogram adds up, and an
 * alert reads any window of it.
 */
const eventLoopDelay = new Histogram({
  name: "site_event_loop_delay_seconds",
  help: "How late a timer fires on the event loop, sampled every 100 ms",
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});
const EVENT_LOOP_SAMPLE_MS = 100;

let collecting = false;

/**
 * Node's process figures and the event loop's sampler, from the first server made in this process
 * on: a command of the command line, which counts nothing anyone scrapes, never starts them.
 */
export function collectProcessMetrics(): void {
  if (collecting) return;
  collecting = true;
  collectDefaultMetrics({ register: metricsRegistry });
  let expected = performance.now() + EVENT_LOOP_SAMPLE_MS;
  // unref: the sampler never keeps a process alive that has nothing else to do.
  setInterval(() => {
    const now = performance.now();
    eventLoopDelay.observe(Math.max(0, now - expected) / 1000);
    expected = now + EVENT_LOOP_SAMPLE_MS;
  }, EVENT_LOOP_SAMPLE_MS).unref();
}

/** Why the built-in generator answered in the model's place. */
export type AiFallbackReason = "busy" | "failed" | "daily-limit";

export const aiModelCalls = new Counter({
  name: "site_ai_model_calls_total",
  help: "Answers asked of the AI model, by kind and outcome (answered, failed)",
  labelNames: ["kind", "outcome"] as const,
  registers: [metricsRegistry],
});

export const aiFallbacks = new Counter({
  name: "site_ai_fallbacks_total",
  help: "Answers the built-in generator gave in the model's place, by kind and reason (busy: AI_MAX_CONCURRENT calls in flight; failed; daily-limit)",
  labelNames: ["kind", "reason"] as const,
  registers: [metricsRegistry],
});

const signups = new Counter({
  name: "site_signups_total",
  help: "New early-access sign-ups, by page (a repeated address is not counted)",
  labelNames: ["page_source"] as const,
  registers: [metricsRegistry],
});

/** One new sign-up; a page the content does not list is counted as other. */
export function countSignup(pageSource: string): void {
  signups.inc({ page_source: (PAGE_SOURCES as readonly string[]).includes(pageSource) ? pageSource : "other" });
}

export const registrations = new Counter({
  name: "site_registrations_total",
  help: "Live-session registration attempts answered, by outcome (registered, waiting, known, full, closed, past, not-found)",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});

// What a scrape reads from the database and the job queue (server/metrics.ts sets them just before it answers).

export const buildInfo = new Gauge({
  name: "site_build_info",
  help: "1, labelled with the build this process runs (the name /healthz reports)",
  labelNames: ["build"] as const,
  registers: [metricsRegistry],
});

export const instanceDraining = new Gauge({
  name: "site_draining",
  help: "1 while this instance stops (its /healthz answers 503 draining), else 0",
  registers: [metricsRegistry],
});

export const databaseConnections = new Gauge({
  name: "site_db_connections",
  help: "The database's connections by state: total, idle, and waiting (queries waiting for one); PGlite has one connection and reports total only",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
});

export const databasePingSeconds = new Gauge({
  name: "site_db_ping_seconds",
  help: "How long a SELECT 1 took at the scrape, waiting for a connection included (on PGlite: behind any running transaction)",
  registers: [metricsRegistry],
});

export const outboxMessages = new Gauge({
  name: "site_outbox_messages",
  help: "E-mails in the outbox by status: pending (not delivered yet) and failed (given up)",
  labelNames: ["status"] as const,
  registers: [metricsRegistry],
});

export const outboxOldestPendingSeconds = new Gauge({
  name: "site_outbox_oldest_pending_age_seconds",
  help: "Age of the oldest e-mail not delivered yet; 0 when none waits",
  registers: [metricsRegistry],
});

export const jobQueueJobs = new Gauge({
  name: "site_job_queue_jobs",
  help: "Jobs per queue by state (queued: waiting, deferred ones included; active: being worked), as the job queue last counted them (every minute)",
  labelNames: ["queue", "state"] as const,
  registers: [metricsRegistry],
});

export const scrapeSourceUp = new Gauge({
  name: "site_metrics_source_up",
  help: "Whether the scrape could read a source (database, outbox, job_queue) in time: 1 read, 0 failed or too slow (its figures are then left out)",
  labelNames: ["source"] as const,
  registers: [metricsRegistry],
});
