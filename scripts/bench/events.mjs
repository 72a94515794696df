// `npm run bench -- events`: the live sessions page under load. GET /events at 50 connections for
// 20 s (requests/s, p50, p99), then at 200 connections for 60 s (timeouts and errors: the page must
// hold a burst), then 200 registrations sent at once to one session (every answer a 2xx or a 503
// with Retry-After, never a 500). BENCH_DURATION and BENCH_BURST_DURATION shorten the two runs.

export const description = "the live sessions page (GET /events) at 50 and 200 connections, then 200 registrations at once";

// Every registration of the burst comes from the bench's one address.
export const serverEnv = { REGISTRATION_RATE_LIMIT_PER_MINUTE: "10000" };

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const BURST_DURATION = Number(process.env.BENCH_BURST_DURATION ?? 60);
const BURST_CONNECTIONS = 200;
const REGISTRATIONS = 200;
const RUN = Date.now().toString(36);

function load(autocannon, options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function pageRow(label, result) {
  return {
    run: label,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "2xx": result["2xx"],
    503: result.statusCodeStats?.["503"]?.count ?? 0,
    "other non-2xx": result.non2xx - (result.statusCodeStats?.["503"]?.count ?? 0),
    timeouts: result.timeouts,
    // autocannon counts a timeout as an error too.
    errors: result.errors - result.timeouts,
  };
}

// The session without a seat limit, so every registration of the burst can be taken.
async function openSessionId(base) {
  const html = await (await fetch(`${base}/events`)).text();
  const uuid = "[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}";
  // Its card's link names it: session=<id>#session-details">AI Office Hours…
  const unlimited = new RegExp(`session=(${uuid})#session-details"[^>]*>AI Office Hours`).exec(html)?.[1];
  return unlimited ?? new RegExp(`session=(${uuid})`).exec(html)?.[1];
}

async function registrationBurst(base) {
  const session = await openSessionId(base);
  if (!session) throw new Error("no session on /events to register for");
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: REGISTRATIONS }, async (_, i) => {
      try {
        const response = await fetch(`${base}/events?session=${session}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
          body: new URLSearchParams({ eventId: session, name: `Bench ${i}`, email: `bench-${RUN}-${i}@example.com` }).toString(),
          redirect: "manual",
        });
        await response.arrayBuffer();
        return { status: response.status, retryAfter: response.headers.get("retry-after") };
      } catch {
        return { status: 0, retryAfter: null };
      }
    }),
  );
  const count = (test) => answers.filter(test).length;
  return {
    run: `${REGISTRATIONS} registrations at once (503s: all with Retry-After: ${answers.every((a) => a.status !== 503 || a.retryAfter)})`,
    "req/s": Math.round(REGISTRATIONS / ((performance.now() - started) / 1000)),
    "p50 ms": "",
    "p99 ms": "",
    "2xx": count((a) => a.status >= 200 && a.status < 300),
    503: count((a) => a.status === 503),
    "other non-2xx": count((a) => a.status >= 300 && a.status !== 503),
    timeouts: "",
    errors: count((a) => a.status === 0),
  };
}

export async function run({ base, autocannon }) {
  const url = `${base}/events`;
  await load(autocannon, { url, connections: 50, duration: 2 }); // warm-up: JIT, pools, caches
  const steady = await load(autocannon, { url, connections: 50, duration: DURATION });
  const burst = await load(autocannon, { url, connections: BURST_CONNECTIONS, duration: BURST_DURATION });
  return [
    pageRow(`GET /events, 50 connections, ${DURATION} s`, steady),
    pageRow(`GET /events, ${BURST_CONNECTIONS} connections, ${BURST_DURATION} s`, burst),
    await registrationBurst(base),
  ];
}
