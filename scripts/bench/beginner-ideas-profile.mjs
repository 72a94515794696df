// The beginner-ideas endpoint with the profile provider on, against a local stand-in for Enrich
// Layer that answers every look-up after 300 ms (its documented 2–5 s would only stretch the
// numbers). Every request names a new profile, so each one waits for a look-up; then the same
// profiles again, which the per-profile cache answers.
import { createServer } from "node:http";
import { throughputFigures } from "./figures.mjs";

const LATENCY_MS = 300;
const person = JSON.stringify({
  headline: "Senior Product Manager at a SaaS company",
  occupation: "Senior Product Manager at Acme",
  summary: "I lead a team shipping analytics features.",
  experiences: [{ title: "Senior Product Manager", ends_at: null }],
  skills: ["Roadmapping", "User research"],
});
let lookUps = 0;
const fake = createServer((_request, response) => {
  lookUps += 1;
  setTimeout(() => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(person);
  }, LATENCY_MS);
});
await new Promise((resolve) => fake.listen(0, "127.0.0.1", resolve));
fake.unref();

export const description = `POST /api/ai/beginner-ideas, built-in generator, PROFILE_PROVIDER=enrichlayer against a local fake answering in ${LATENCY_MS} ms; quota and per-minute limit lifted`;

export const serverEnv = {
  AI_PROVIDER: "builtin",
  PROFILE_PROVIDER: "enrichlayer",
  ENRICHLAYER_API_KEY: "bench-key",
  ENRICHLAYER_BASE_URL: `http://127.0.0.1:${fake.address().port}`,
  AI_RATE_LIMIT_PER_HOUR: "1000000",
  AI_REQUEST_RATE_LIMIT_PER_MINUTE: "1000000",
  AI_DAILY_LIMIT: "10000000",
  AI_CACHE_MAX_ENTRIES: "1000000",
};

export async function run({ base, duration, connections, autocannon }) {
  const rows = [];
  let count = 0;
  for (const [name, link] of [
    ["new profile every request (a look-up each)", (n) => `https://www.linkedin.com/in/someone-${n}`],
    ["the same profiles again (cached answers)", (n) => `https://www.linkedin.com/in/someone-${n % Math.max(1, count)}`],
  ]) {
    let n = 0;
    const before = lookUps;
    const result = await autocannon({
      url: `${base}/api/ai/beginner-ideas`,
      method: "POST",
      connections,
      duration,
      headers: { "content-type": "application/json" },
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ linkedinUrl: link((n += 1)) }) }),
        },
      ],
    });
    if (count === 0) count = n;
    rows.push({
      case: name,
      requests: result.requests.total,
      "look-ups": lookUps - before,
      ...throughputFigures(result),
    });
  }
  return rows;
}
