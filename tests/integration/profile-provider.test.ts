import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createAiService } from "~/ai/ai-service.server";
import { parseProfileUrl, type ProfileUrl } from "~/ai/linkedin-url";
import { createEnrichLayerProvider, factsFromEnrichLayer } from "~/ai/profile-provider.server";
import type { BeginnerIdeasResult } from "~/ai/types";

/**
 * Enrich Layer's person profile endpoint through its real HTTP path: a local server speaking its
 * wire format (GET /api/v2/profile?profile_url=…, Bearer key, a JSON person), told per test how to
 * answer. Nothing here reaches beyond 127.0.0.1.
 */
type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;
const calls: { path: string; query: URLSearchParams; headers: IncomingMessage["headers"] }[] = [];
let behaviour: Behaviour = () => undefined;
const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  calls.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
  behaviour(request, response);
});
let baseUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A person as the endpoint answers one (trimmed to what matters, with fields the engine ignores). */
const PERSON = {
  public_identifier: "satyanadella",
  full_name: "Satya Nadella",
  city: "Redmond",
  headline: "Chairman and CEO at Microsoft",
  occupation: "Chairman and CEO at Microsoft",
  summary: "Leading a company whose mission is to empower every person and every organization.",
  experiences: [
    { company: "Microsoft", title: "Executive Vice President, Cloud and Enterprise", ends_at: { day: 1, month: 2, year: 2014 } },
    { company: "Microsoft", title: "Chairman and Chief Executive Officer", starts_at: { day: 1, month: 2, year: 2014 }, ends_at: null },
  ],
  education: [{ school: "University of Wisconsin-Milwaukee", degree_name: "Master of Science" }],
  skills: ["Cloud computing", "Leadership"],
};

const json =
  (body: unknown, status = 200): Behaviour =>
  (_request, response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };

function profile(url = "https://www.linkedin.com/in/satyanadella/"): ProfileUrl {
  const parsed = parseProfileUrl(url, "beginner");
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.profile;
}

function provider(options: { timeoutMs?: number; maxBytes?: number } = {}) {
  calls.length = 0;
  const warnings: string[] = [];
  const lookUp = createEnrichLayerProvider({
    baseUrl,
    apiKey: "el-test-key",
    timeoutMs: options.timeoutMs ?? 500,
    maxBytes: options.maxBytes,
    logger: { warn: (_object, message) => warnings.push(message) },
  });
  return { lookUp, warnings };
}

test("the request is Enrich Layer's: GET /api/v2/profile with the normalised link and the Bearer key", async () => {
  behaviour = json(PERSON);
  const { lookUp } = provider();
  const facts = await lookUp.lookUp(profile("linkedin.com/in/SatyaNadella/?trk=x"));
  expect(calls).toHaveLength(1);
  expect(calls[0]!.path).toBe("/api/v2/profile");
  expect(calls[0]!.query.get("profile_url")).toBe("https://www.linkedin.com/in/satyanadella");
  expect(calls[0]!.headers.authorization).toBe("Bearer el-test-key");
  // Only what says what the person does, current roles first; names, places and schools are not kept.
  expect(facts).toEqual({
    headline: "Chairman and CEO at Microsoft",
    occupation: "Chairman and CEO at Microsoft",
    summary: PERSON.summary,
    titles: ["Chairman and Chief Executive Officer", "Executive Vice President, Cloud and Enterprise"],
    skills: ["Cloud computing", "Leadership"],
  });
  expect(JSON.stringify(facts)).not.toContain("Redmond");
});

test("a sparse profile with nulls gives what it has; one that says nothing about the work is no answer", async () => {
  expect(factsFromEnrichLayer({ headline: "Nurse", summary: null, occupation: null, experiences: null, skills: null })).toEqual({
    headline: "Nurse",
    summary: undefined,
    occupation: undefined,
    titles: [],
    skills: [],
  });
  expect(factsFromEnrichLayer({ full_name: "Jane Doe", headline: "   " })).toBeUndefined();
});

test("malformed answers are no answer: not JSON, wrong types, a list", async () => {
  const { lookUp, warnings } = provider();
  behaviour = (_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end("<html>oops</html>");
  };
  expect(await lookUp.lookUp(profile())).toBeUndefined();
  behaviour = json({ headline: 42, skills: "everything" });
  expect(await lookUp.lookUp(profile())).toBeUndefined();
  behaviour = json([PERSON]);
  expect(await lookUp.lookUp(profile())).toBeUndefined();
  expect(warnings).toContain("profile look-up answered something that is not JSON; going on without it");
});

test("a huge answer is no answer, declared or streamed", async () => {
  const { lookUp, warnings } = provider({ maxBytes: 10_000 });
  behaviour = json({ ...PERSON, summary: "x".repeat(50_000) });
  expect(await lookUp.lookUp(profile())).toBeUndefined();
  // Without a length: chunks until the cap is passed, then the rest is not read.
  behaviour = (_request, response) => {
    response.writeHead(200, { "content-type": "application/json", "transfer-encoding": "chunked" });
    response.write(`{"headline":"CEO","summary":"`);
    const chunk = "y".repeat(4_096);
    let sent = 0;
    const timer = setInterval(() => {
      if (response.destroyed || sent > 100) {
        clearInterval(timer);
        response.end();
        return;
      }
      sent += 1;
      response.write(chunk);
    }, 1);
  };
  expect(await lookUp.lookUp(profile())).toBeUndefined();
  expect(warnings.filter((message) => message.includes("more than it may"))).toHaveLength(2);
});

test("long fields are cut and control characters never pass", async () => {
  behaviour = json({
    ...PERSON,
    headline: `Head of Support\u001b[31m at Acme\u0000 ${"word ".repeat(200)}`,
    skills: Array.from({ length: 40 }, (_, i) => `Skill ${i}`),
  });
  const facts = (await provider().lookUp.lookUp(profile()))!;
  expect(facts.headline!.length).toBeLessThanOrEqual(221);
  expect(facts.headline).toMatch(/^Head of Support \[31m at Acme word/);
  // eslint-disable-next-line no-control-regex -- the point of the check
  expect(JSON.stringify(facts)).not.toMatch(/[\u0000-\u001f]/);
  expect(facts.skills).toHaveLength(15);
});

test("a slow answer is no answer after the timeout, headers or body", async () => {
  // The answers would be whole after 3 s; an answer at all would mean the deadline did not hold.
  const { lookUp, warnings } = provider({ timeoutMs: 200 });
  behaviour = (_request, response) => {
    setTimeout(() => json(PERSON)(_request, response), 3_000);
  };
  expect(await lookUp.lookUp(profile())).toBeUndefined();
  behaviour = (_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.write(`{"headline":"CEO",`);
    setTimeout(() => response.end(`"summary":null}`), 3_000);
  };
  expect(await lookUp.lookUp(profile())).toBeUndefined();
  expect(warnings.filter((message) => message === "profile look-up failed; going on without it")).toHaveLength(2);
});

test("404 (no public profile) and other refusals are no answer; only the unusual ones are logged", async () => {
  const { lookUp, warnings } = provider();
  behaviour = json({ code: 404, description: "Person not found" }, 404);
  expect(await lookUp.lookUp(profile())).toBeUndefined();
  expect(warnings).toEqual([]);
  behaviour = json({ code: 401, description: "Invalid API key" }, 401);
  expect(await lookUp.lookUp(profile())).toBeUndefined();
  behaviour = json({}, 503);
  expect(await lookUp.lookUp(profile())).toBeUndefined();
  expect(warnings).toEqual(["profile look-up refused; going on without it", "profile look-up refused; going on without it"]);
});

function engine(env: Record<string, unknown> = {}) {
  calls.length = 0;
  return createAiService({
    env: {
      AI_PROVIDER: "builtin",
      PROFILE_PROVIDER: "enrichlayer",
      ENRICHLAYER_API_KEY: "el-test-key",
      ENRICHLAYER_BASE_URL: baseUrl,
      PROFILE_TIMEOUT_MS: 500,
      ...env,
    },
    now: () => Date.parse("2026-11-25T12:00:00Z"),
    logger: { info: () => undefined, warn: () => undefined },
  });
}

test("with the provider on, the profile's facts make the ideas personal for a link that names no role", async () => {
  behaviour = json(PERSON);
  const ai = engine();
  const answer = await ai.beginnerIdeas("https://www.linkedin.com/in/satyanadella", { visitor: "198.51.100.1" });
  const value = (answer as { value: BeginnerIdeasResult }).value;
  expect(value.introduction).toMatch(/^From your public profile \("ceo"\), here are three beginner-friendly ideas for an executive/);
  expect(value.askRole).toBeUndefined();
});

test("one look-up per profile while it is cached, shared by both mini apps; the visitor's own words win", async () => {
  behaviour = json(PERSON);
  const ai = engine();
  await ai.beginnerIdeas("https://www.linkedin.com/in/satyanadella", { visitor: "198.51.100.2" });
  await ai.useCaseSections("https://linkedin.com/in/SatyaNadella/", { visitor: "198.51.100.3" });
  const told = await ai.beginnerIdeas("https://www.linkedin.com/in/satyanadella", { visitor: "198.51.100.2", about: "ICU nurse" });
  expect(calls).toHaveLength(1);
  expect((told as { value: BeginnerIdeasResult }).value.introduction).toMatch(/^From what you told us \("/);
});

test("a look-up takes one from the daily cap: with none left, nothing is asked and the link's words are used", async () => {
  behaviour = json(PERSON);
  const ai = engine({ AI_DAILY_LIMIT: 0 });
  const answer = await ai.beginnerIdeas("https://www.linkedin.com/in/satyanadella", { visitor: "198.51.100.4" });
  expect(calls).toHaveLength(0);
  const value = (answer as { value: BeginnerIdeasResult }).value;
  expect(value.introduction).toMatch(/^We couldn't tell your role from the link/);
  expect(value.askRole).toBe(true);
});

test("a look-up happens only inside the visitor's quota: once it is spent, no request reaches the provider", async () => {
  behaviour = json(PERSON);
  const ai = engine({ AI_RATE_LIMIT_PER_HOUR: 1 });
  await ai.beginnerIdeas("https://www.linkedin.com/in/someone-one", { visitor: "198.51.100.5" });
  const refused = await ai.beginnerIdeas("https://www.linkedin.com/in/someone-two", { visitor: "198.51.100.5" });
  expect(refused).toMatchObject({ ok: false, status: 429 });
  expect(calls).toHaveLength(1);
});

test("a failed look-up falls back to the link's words and is not asked again at once", async () => {
  behaviour = json({}, 500);
  const ai = engine();
  const answer = await ai.beginnerIdeas("https://www.linkedin.com/in/jane-doe-product-manager", { visitor: "198.51.100.6" });
  expect((answer as { value: BeginnerIdeasResult }).value.introduction).toMatch(
    /^Based on the words in your profile link \("product manager"\)/,
  );
  await ai.useCaseSections("https://www.linkedin.com/in/jane-doe-product-manager", { visitor: "198.51.100.6" });
  expect(calls).toHaveLength(1);
});

test("without PROFILE_PROVIDER nothing is ever looked up", async () => {
  behaviour = json(PERSON);
  const ai = engine({ PROFILE_PROVIDER: "none" });
  await ai.beginnerIdeas("https://www.linkedin.com/in/satyanadella", { visitor: "198.51.100.7" });
  expect(calls).toHaveLength(0);
});
