// The idea tool and the beginner-ideas endpoint on the built-in generator: requests/s and latency.
// The quota is lifted and the cache turned off, so every request runs the generator itself.
import { throughputFigures } from "./figures.mjs";

export const description =
  "POSTs of varied inputs to the idea tool (a no-JavaScript form post: generator plus page render; the fetcher's .data request) and to /api/ai/beginner-ideas (JSON), built-in generator, cache off, quota lifted";

export const serverEnv = { AI_PROVIDER: "builtin", AI_CACHE_TTL_HOURS: "0", AI_RATE_LIMIT_PER_HOUR: "1000000" };

const roles = [
  "Product Manager at SaaS startup",
  "Marketing Director",
  "Need better team dashboards",
  "ICU nurse",
  "High school teacher",
  "Sales account executive",
  "Founder of a small agency",
  "HR business partner",
  "Financial analyst",
  "Operations manager in logistics",
];

function varied(build) {
  let n = 0;
  return (request) => {
    n += 1;
    return { ...request, body: build(roles[n % roles.length], n) };
  };
}

export async function run({ base, duration, connections, autocannon }) {
  const cases = [
    {
      name: "idea tool (form POST)",
      url: `${base}/resources/what-should-i-vibe-code`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      setupRequest: varied((role, n) => `input=${encodeURIComponent(`${role} ${n}`)}`),
    },
    {
      // What the page's fetcher sends with JavaScript on: the action's data only, no page render.
      name: "idea tool (fetcher .data)",
      url: `${base}/resources/what-should-i-vibe-code.data`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      setupRequest: varied((role, n) => `input=${encodeURIComponent(`${role} ${n}`)}`),
    },
    {
      name: "beginner ideas (JSON)",
      url: `${base}/api/ai/beginner-ideas`,
      headers: { "content-type": "application/json" },
      setupRequest: varied((role, n) =>
        JSON.stringify({ linkedinUrl: `https://www.linkedin.com/in/jane-${role.toLowerCase().replace(/[^a-z]+/g, "-")}-${n}` }),
      ),
    },
  ];
  const rows = [];
  for (const item of cases) {
    const result = await autocannon({
      url: item.url,
      method: "POST",
      connections,
      duration,
      headers: item.headers,
      requests: [{ method: "POST", headers: item.headers, setupRequest: item.setupRequest }],
    });
    rows.push({
      case: item.name,
      ...throughputFigures(result),
    });
  }
  return rows;
}
