import fs from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, onTestFinished, test, vi } from "vitest";
import { type AiEnv } from "~/config/env.server";
import { createAiService, type AiLogger } from "~/ai/ai-service.server";
import { createLogger, processLogger, setProcessLogger } from "~/config/logger.server";
import { aiFallbacks, aiModelCalls } from "~/config/metrics.server";
import type { BeginnerIdeasResult, UseCaseBundle } from "~/ai/types";
import { eventually } from "../eventually";

/**
 * The OpenAI-compatible provider through its real HTTP path: a local server speaking the
 * chat-completions wire format, told per test how to answer.
 */
type Behaviour = (request: IncomingMessage, body: string, response: ServerResponse) => void;
const calls: { path: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> }[] = [];
let behaviour: Behaviour = () => undefined;
const server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    calls.push({ path: request.url ?? "", headers: request.headers, body: JSON.parse(body || "{}") as Record<string, unknown> });
    behaviour(request, body, response);
  });
});
let baseUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const modelIdeas = {
  introduction: "Based on the words in your profile link, here are three ideas.",
  ideas: [
    {
      type: "prompt",
      title: "Sharpen your launch brief",
      difficulty: "Beginner",
      description: "A prompt that tightens a brief.",
      prompt: "You are an editor...",
      steps: ["Open ChatGPT", "Paste", "Review"],
      how_to_try: "Paste your last brief.",
      example: "A brief in, a sharper brief out.",
    },
    {
      type: "simple_tool",
      title: "Feedback sorter",
      difficulty: "Intermediate",
      description: "A tool that sorts feedback.",
      prompt: "Build an app...",
      steps: ["Open Lovable", "Paste", "Test"],
      how_to_try: "Try it with five comments.",
      example: "Comments in, themes out.",
    },
    {
      type: "creative",
      title: "Haiku stand-up",
      difficulty: "",
      description: "Your stand-up as a haiku.",
      prompt: "",
      steps: [],
      how_to_try: "",
      example: "",
    },
  ],
  conclusion: "",
};

function chatAnswer(content: string) {
  return JSON.stringify({
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1,
    model: "test-model",
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}
const answerWith =
  (content: string): Behaviour =>
  (_request, _body, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(chatAnswer(content));
  };

function quietLogger() {
  const warnings: string[] = [];
  const logger: AiLogger = { info: () => undefined, warn: (_object, message) => warnings.push(message) };
  return { logger, warnings };
}

function service(env: Partial<AiEnv> = {}, now: () => number = () => Date.parse("2026-11-22T12:00:00Z")) {
  calls.length = 0;
  const { logger, warnings } = quietLogger();
  const ai = createAiService({
    env: { AI_PROVIDER: "openai", OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: "sk-test", AI_MODEL: "test-model", AI_TIMEOUT_MS: 400, ...env },
    now,
    logger,
  });
  return { ai, warnings };
}

const link = "https://www.linkedin.com/in/jane-doe-product-manager";

test("a good answer is asked for with the response's JSON Schema and comes back tidied", async () => {
  behaviour = answerWith(JSON.stringify(modelIdeas));
  const { ai } = service();
  const answer = await ai.beginnerIdeas(link, {});
  expect(answer).toMatchObject({ ok: true, provider: "openai", cached: false });
  const value = (answer as { value: BeginnerIdeasResult }).value;
  expect(value.ideas.map((idea) => idea.type)).toEqual(["prompt", "simple_tool", "creative"]);
  // Empty strings of strict structured output become absent fields.
  expect(value.ideas[2]).toEqual({ type: "creative", title: "Haiku stand-up", description: "Your stand-up as a haiku." });
  expect(value.conclusion).toBeUndefined();

  expect(calls).toHaveLength(1);
  const [call] = calls;
  expect(call!.path).toBe("/v1/chat/completions");
  expect(call!.headers.authorization).toBe("Bearer sk-test");
  expect(call!.body.model).toBe("test-model");
  const format = call!.body.response_format as {
    type: string;
    json_schema: { name: string; strict: boolean; schema: { required: string[] } };
  };
  expect(format.type).toBe("json_schema");
  expect(format.json_schema.strict).toBe(true);
  expect(format.json_schema.schema.required).toEqual(["introduction", "ideas", "conclusion"]);
  // The model gets the normalised link's words; the link itself is never fetched by the server.
  const messages = call!.body.messages as { role: string; content: string }[];
  expect(messages[1]!.content).toContain("Words in the link: jane doe product manager");
  expect(messages[0]!.content).toContain("never claim or imply that you read more than you were given");
});

test("use case sections from the model get ids and keep only the fields of their kind", async () => {
  const section = (type: string, extra: Record<string, string>) => ({
    type,
    title: `A ${type}`,
    subtitle: "One line",
    content: {
      description: "What it is.",
      benefits: ["Saves time", " "],
      prompt: "Do this.",
      whatToBuild: "",
      whatToDo: "",
      whyItHelps: "Because.",
      steps: ["One", "Two", "Three"],
      ...extra,
    },
  });
  behaviour = answerWith(
    JSON.stringify({
      introduction: "Intro.",
      sections: [
        section("prompt", {}),
        section("vibeCode", { whatToBuild: "Build a tracker in about 90 minutes." }),
        section("agent", { whatToDo: "Every Monday..." }),
      ],
      conclusion: "Outro.",
    }),
  );
  const { ai } = service();
  const answer = await ai.useCaseSections(link, {});
  const bundle = (answer as { value: UseCaseBundle }).value;
  expect(bundle.sections.map((s) => [s.id, s.type])).toEqual([
    ["section-1", "prompt"],
    ["section-2", "vibeCode"],
    ["section-3", "agent"],
  ]);
  expect(bundle.sections[0]!.content.benefits).toEqual(["Saves time"]);
  expect(bundle.sections[0]!.content.whatToBuild).toBeUndefined();
  expect(bundle.sections[1]!.content.whatToBuild).toBe("Build a tracker in about 90 minutes.");
});

const failures: [string, Behaviour][] = [
  ["malformed JSON", answerWith("{ideas: [nope")],
  ["a schema violation", answerWith(JSON.stringify({ introduction: "x", ideas: [{ type: "video", title: 3 }], conclusion: "" }))],
  ["an empty ideas list", answerWith(JSON.stringify({ ...modelIdeas, ideas: [] }))],
  ["a timeout", () => undefined],
  [
    "HTTP 500",
    (_request, _body, response) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "upstream exploded" } }));
    },
  ],
  [
    "a body that is not JSON",
    (_request, _body, response) => {
      response.writeHead(502, { "content-type": "text/html" });
      response.end("<html>bad gateway</html>");
    },
  ],
];

for (const [name, failing] of failures) {
  test(`${name}: one retry, then the built-in generator answers and the failure is logged`, async () => {
    behaviour = failing;
    const { ai, warnings } = service();
    const answer = await ai.beginnerIdeas(link, {});
    expect(answer).toMatchObject({ ok: true, provider: "builtin", cached: false });
    expect((answer as { value: BeginnerIdeasResult }).value.ideas.map((idea) => idea.type)).toEqual(["prompt", "simple_tool", "creative"]);
    expect(calls).toHaveLength(2);
    expect(warnings).toEqual(["AI model call failed; the built-in generator answers"]);
  });
}

test("a 401 is not retried", async () => {
  behaviour = (_request, _body, response) => {
    response.writeHead(401, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { message: "Incorrect API key" } }));
  };
  const { ai } = service();
  expect(await ai.ideaTool("Marketing Director", {})).toMatchObject({ ok: true, provider: "builtin" });
  expect(calls).toHaveLength(1);
});

for (const format of ["json", "pretty"] as const) {
  test(`the engine logs through the process's logger, so its lines follow LOG_FORMAT=${format}`, async () => {
    const previous = processLogger();
    onTestFinished(() => setProcessLogger(previous));
    // Standard error, where the process's logger writes outside a server (synchronously, by file descriptor).
    setProcessLogger(createLogger("info", format, 2));
    const written: string[] = [];
    const writeSync = vi.spyOn(fs, "writeSync").mockImplementation(((fd: number, data: string | Buffer) => {
      written.push(String(data));
      return Buffer.byteLength(data);
    }) as typeof fs.writeSync);
    onTestFinished(() => writeSync.mockRestore());
    behaviour = (_request, _body, response) => {
      response.writeHead(401, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "Incorrect API key" } }));
    };
    const ai = createAiService({ env: { AI_PROVIDER: "openai", OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: "sk-test", AI_TIMEOUT_MS: 400 } });
    expect(await ai.ideaTool("Marketing Director", {})).toMatchObject({ provider: "builtin" });
    writeSync.mockRestore();
    const lines = written.join("").split("\n").filter(Boolean);
    if (format === "json") {
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        level: 40,
        component: "ai",
        msg: "AI model call failed; the built-in generator answers",
      });
    } else {
      // Readable lines: the message, then the failure's details.
      expect(lines[0]).toContain("AI model call failed; the built-in generator answers");
      for (const line of lines) expect(() => JSON.parse(line)).toThrow();
    }
  });
}

test("the same profile twice, written two ways, costs one upstream call", async () => {
  behaviour = answerWith(JSON.stringify(modelIdeas));
  const { ai } = service();
  const first = await ai.beginnerIdeas(link, { visitor: "203.0.113.1" });
  const second = await ai.beginnerIdeas("linkedin.com/in/Jane-Doe-Product-Manager/?trk=public", { visitor: "203.0.113.2" });
  expect(first).toMatchObject({ ok: true, cached: false, provider: "openai" });
  expect(second).toMatchObject({ ok: true, cached: true, provider: "openai" });
  expect((second as { value: unknown }).value).toEqual((first as { value: unknown }).value);
  expect(calls).toHaveLength(1);
  // Idea-tool text is cached trimmed, whitespace-collapsed and lower-cased.
  behaviour = answerWith(
    JSON.stringify({
      roleAnalysis: "You lead marketing.",
      useCases: ["Briefs"],
      recommendations: [{ title: "T", description: "D", prompt: "P" }],
    }),
  );
  await ai.ideaTool("Marketing  Director", {});
  expect(await ai.ideaTool("  marketing director ", {})).toMatchObject({ cached: true });
  expect(calls).toHaveLength(2);
});

test("two visitors asking at once share one upstream call", async () => {
  behaviour = (request, body, response) => setTimeout(() => answerWith(JSON.stringify(modelIdeas))(request, body, response), 50);
  const { ai } = service();
  const [a, b] = await Promise.all([ai.beginnerIdeas(link, { visitor: "a" }), ai.beginnerIdeas(link, { visitor: "b" })]);
  expect(a).toMatchObject({ ok: true, provider: "openai" });
  expect(b).toMatchObject({ ok: true, provider: "openai" });
  expect(calls).toHaveLength(1);
});

test("the per-visitor quota answers 429 with Retry-After; cached answers and other visitors are not counted", async () => {
  let clock = Date.parse("2026-11-22T12:00:00Z");
  // The quota counts in real time (the limit store's engine), so the system clock moves with the service's.
  vi.useFakeTimers({ toFake: ["Date"], now: clock });
  onTestFinished(() => void vi.useRealTimers());
  const { ai } = service({ AI_PROVIDER: "builtin", AI_RATE_LIMIT_PER_HOUR: 2 }, () => clock);
  const visitor = "198.51.100.7";
  expect(await ai.ideaTool("Marketing Director", { visitor })).toMatchObject({ ok: true });
  expect(await ai.ideaTool("Product Manager at SaaS startup", { visitor })).toMatchObject({ ok: true });
  // From the cache: free.
  expect(await ai.ideaTool("marketing director", { visitor })).toMatchObject({ ok: true, cached: true });
  const refused = await ai.beginnerIdeas(link, { visitor });
  expect(refused).toEqual({
    ok: false,
    status: 429,
    message: "You've reached the limit of 2 AI requests per hour. Please try again in 60 minutes.",
    retryAfterSeconds: 3600,
  });
  expect(await ai.admit("useCaseSections", link, visitor)).toMatchObject({ ok: false, status: 429 });
  expect(await ai.beginnerIdeas(link, { visitor: "198.51.100.8" })).toMatchObject({ ok: true });
  // Without a visitor (a job already admitted) no quota applies.
  expect(await ai.useCaseSections(link, {})).toMatchObject({ ok: true });
  clock += 60 * 60_000;
  vi.setSystemTime(clock);
  expect(await ai.beginnerIdeas("https://www.linkedin.com/in/someone-else", { visitor })).toMatchObject({ ok: true });
});

test("admit validates, counts once, and lets a cached answer through free", async () => {
  const { ai } = service({ AI_PROVIDER: "builtin", AI_RATE_LIMIT_PER_HOUR: 1 });
  expect(await ai.admit("useCaseSections", "https://example.com/in/jane", "v")).toEqual({
    ok: false,
    status: 400,
    message: "Please enter a valid LinkedIn profile URL (should contain 'linkedin.com/in/')",
  });
  expect(await ai.admit("useCaseSections", link, "v")).toEqual({ ok: true });
  await ai.useCaseSections(link, {});
  expect(await ai.admit("useCaseSections", link, "v")).toEqual({ ok: true });
  expect(await ai.admit("useCaseSections", "https://www.linkedin.com/in/other", "v")).toMatchObject({ ok: false, status: 429 });
});

test("bad input is a 400 with the form's message, before any quota or upstream call", async () => {
  behaviour = answerWith(JSON.stringify(modelIdeas));
  const { ai } = service({ AI_INPUT_MAX_LENGTH: 20, AI_RATE_LIMIT_PER_HOUR: 1 });
  expect(await ai.ideaTool("   ", { visitor: "v" })).toEqual({
    ok: false,
    status: 400,
    message: "Please tell us your role or what you'd like to build.",
  });
  expect(await ai.ideaTool("x".repeat(21), { visitor: "v" })).toEqual({
    ok: false,
    status: 400,
    message: "Please keep it under 20 characters.",
  });
  expect(await ai.beginnerIdeas("javascript:alert(1)", { visitor: "v" })).toEqual({ ok: false, status: 400, message: "Enter a valid URL" });
  expect(await ai.beginnerIdeas("https://linkedin.com.evil.test/in/jane", { visitor: "v" })).toEqual({
    ok: false,
    status: 400,
    message: "Please enter a LinkedIn profile URL",
  });
  expect(await ai.useCaseSections("", { visitor: "v" })).toEqual({ ok: false, status: 400, message: "LinkedIn URL is required" });
  expect(calls).toHaveLength(0);
  expect(await ai.beginnerIdeas(link, { visitor: "v" })).toMatchObject({ ok: true });
});

test("once the daily cap is spent the built-in generator answers with 0 upstream calls, until the next UTC day", async () => {
  behaviour = answerWith(JSON.stringify(modelIdeas));
  let clock = Date.parse("2026-11-22T23:00:00Z");
  const { ai, warnings } = service({ AI_DAILY_LIMIT: 1 }, () => clock);
  expect(await ai.beginnerIdeas(link, {})).toMatchObject({ provider: "openai" });
  expect(calls).toHaveLength(1);
  for (const slug of ["a-teacher", "b-nurse", "c-founder"]) {
    expect(await ai.beginnerIdeas(`https://www.linkedin.com/in/${slug}`, {})).toMatchObject({ ok: true, provider: "builtin" });
  }
  expect(calls).toHaveLength(1);
  expect(warnings.filter((warning) => warning.startsWith("AI daily limit"))).toHaveLength(1);
  clock = Date.parse("2026-11-23T00:30:00Z");
  // The fallback answer was cached only briefly, so the model gets this input again tomorrow.
  expect(await ai.beginnerIdeas("https://www.linkedin.com/in/a-teacher", {})).toMatchObject({ provider: "openai", cached: false });
  expect(calls).toHaveLength(2);
});

test("the engine counts its day for the owner's console: requests, cache hits, model calls against the cap, fallbacks", async () => {
  behaviour = answerWith(JSON.stringify(modelIdeas));
  let clock = Date.parse("2026-11-22T23:00:00Z");
  const { ai } = service({ AI_DAILY_LIMIT: 1 }, () => clock);
  await ai.beginnerIdeas(link, {});
  await ai.beginnerIdeas(link, {});
  // Over the cap: the built-in generator answers in the model's place.
  await ai.beginnerIdeas("https://www.linkedin.com/in/b-nurse", {});
  expect(ai.usageToday()).toEqual({
    day: "2026-11-22",
    requests: 3,
    cacheHits: 1,
    modelCalls: 1,
    failures: 0,
    fallbacks: 1,
    dailyLimit: 1,
  });
  clock = Date.parse("2026-11-23T00:30:00Z");
  expect(ai.usageToday()).toMatchObject({ day: "2026-11-23", requests: 0, modelCalls: 0 });
  behaviour = answerWith("not json");
  await ai.beginnerIdeas("https://www.linkedin.com/in/c-founder", {});
  expect(ai.usageToday()).toMatchObject({ requests: 1, modelCalls: 1, failures: 1, fallbacks: 1 });
});

test("/metrics counts the model's answers and failures and every fallback with its reason, where the engine decides it", async () => {
  const valueOf = async (counter: typeof aiModelCalls | typeof aiFallbacks, labels: Record<string, string>) =>
    (await counter.get()).values.find((sample) =>
      Object.entries(labels).every(([key, value]) => (sample.labels as Record<string, unknown>)[key] === value),
    )?.value ?? 0;
  const read = async () => ({
    answered: await valueOf(aiModelCalls, { kind: "beginnerIdeas", outcome: "answered" }),
    failed: await valueOf(aiModelCalls, { kind: "beginnerIdeas", outcome: "failed" }),
    failedFallback: await valueOf(aiFallbacks, { kind: "beginnerIdeas", reason: "failed" }),
    limitFallback: await valueOf(aiFallbacks, { kind: "beginnerIdeas", reason: "daily-limit" }),
  });
  const before = await read();
  behaviour = answerWith(JSON.stringify(modelIdeas));
  const { ai } = service({ AI_DAILY_LIMIT: 2 });
  await ai.beginnerIdeas(link, {});
  // A cached answer asks nothing of the model.
  await ai.beginnerIdeas(link, {});
  behaviour = answerWith("not json");
  // The first attempt fails, its retry is refused by the cap: one failed call, one fallback.
  await ai.beginnerIdeas("https://www.linkedin.com/in/b-nurse", {});
  // Nothing left of the cap: no call at all.
  await ai.beginnerIdeas("https://www.linkedin.com/in/c-founder", {});
  const after = await read();
  expect({
    answered: after.answered - before.answered,
    failed: after.failed - before.failed,
    failedFallback: after.failedFallback - before.failedFallback,
    limitFallback: after.limitFallback - before.limitFallback,
  }).toEqual({ answered: 1, failed: 1, failedFallback: 1, limitFallback: 1 });
});

test("a retry counts against the daily cap too", async () => {
  behaviour = answerWith("not json");
  const { ai } = service({ AI_DAILY_LIMIT: 1 });
  expect(await ai.beginnerIdeas(link, {})).toMatchObject({ provider: "builtin" });
  expect(calls).toHaveLength(1);
});

test("model calls in flight are bounded: beyond AI_MAX_CONCURRENT the built-in generator answers at once", async () => {
  let release: () => void = () => undefined;
  behaviour = (request, body, response) => {
    release = () => answerWith(JSON.stringify(modelIdeas))(request, body, response);
  };
  const { ai, warnings } = service({ AI_MAX_CONCURRENT: 1, AI_TIMEOUT_MS: 5_000 });
  const slow = ai.beginnerIdeas(link, {});
  // The model holds the first request: its slot is taken.
  await eventually(
    async () => calls.length,
    (count) => count === 1,
  );
  expect(await ai.beginnerIdeas("https://www.linkedin.com/in/another-person", {})).toMatchObject({ ok: true, provider: "builtin" });
  expect(warnings).toContain("AI model calls at AI_MAX_CONCURRENT; the built-in generator answers");
  release();
  expect(await slow).toMatchObject({ provider: "openai" });
  expect(calls).toHaveLength(1);
});

test("the built-in provider makes no network request at all", async () => {
  let fetched = 0;
  const { logger } = quietLogger();
  const ai = createAiService({
    env: { AI_PROVIDER: "builtin" },
    fetch: (async () => {
      fetched += 1;
      throw new Error("no network");
    }) as typeof fetch,
    logger,
  });
  expect(await ai.beginnerIdeas(link, { visitor: "v" })).toMatchObject({ ok: true, provider: "builtin" });
  expect(await ai.useCaseSections(link, { visitor: "v" })).toMatchObject({ ok: true, provider: "builtin" });
  expect(await ai.ideaTool("Marketing Director", { visitor: "v" })).toMatchObject({ ok: true, provider: "builtin" });
  expect(fetched).toBe(0);
});

test("without AI_PROVIDER, an API key chooses the model and its absence the built-in generator", async () => {
  behaviour = answerWith(JSON.stringify(modelIdeas));
  const { logger } = quietLogger();
  calls.length = 0;
  const keyed = createAiService({ env: { OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: baseUrl }, logger });
  expect(await keyed.beginnerIdeas(link, {})).toMatchObject({ provider: "openai" });
  const keyless = createAiService({ env: { OPENAI_BASE_URL: baseUrl }, logger });
  expect(await keyless.beginnerIdeas(link, {})).toMatchObject({ provider: "builtin" });
  expect(calls).toHaveLength(1);
});

test("the visitor's text and the profile's facts go in the user message, never the system prompt", async () => {
  behaviour = answerWith(JSON.stringify(modelIdeas));
  calls.length = 0;
  const ai = createAiService({
    env: { AI_PROVIDER: "openai", OPENAI_BASE_URL: baseUrl, OPENAI_API_KEY: "sk-test", AI_MODEL: "test-model", AI_TIMEOUT_MS: 400 },
    profiles: {
      name: "enrichlayer",
      lookUp: async () => ({
        headline: "Head of Support at Acme",
        occupation: "Head of Support",
        titles: ["Support Lead"],
        skills: ["Zendesk"],
      }),
    },
    logger: quietLogger().logger,
  });
  const answer = await ai.beginnerIdeas("https://www.linkedin.com/in/satyanadella", {
    visitor: "192.0.2.9",
    about: "  I run   support\nfor a SaaS  ",
  });
  expect(answer.ok).toBe(true);
  const messages = calls[0]!.body.messages as { role: string; content: string }[];
  expect(messages[1]!.content).toContain("What the visitor wrote about their role: I run support for a SaaS");
  expect(messages[1]!.content).toContain("- Headline: Head of Support at Acme");
  expect(messages[1]!.content).toContain("- Job titles: Support Lead");
  expect(messages[1]!.content).toContain("- Skills: Zendesk");
  expect(messages[0]!.content).not.toContain("I run support");
  expect(messages[0]!.content).not.toContain("Acme");
});

test("AI_REASONING_EFFORT is sent only when it is set", async () => {
  behaviour = answerWith(JSON.stringify(modelIdeas));
  await service().ai.beginnerIdeas(link, {});
  expect(calls[0]!.body).not.toHaveProperty("reasoning_effort");
  await service({ AI_REASONING_EFFORT: "low" }).ai.beginnerIdeas(link, {});
  expect(calls[0]!.body.reasoning_effort).toBe("low");
});

test("the 'About you' text: checked with the forms' rule, part of the cache key, and asked for when nothing named a role", async () => {
  behaviour = answerWith(JSON.stringify(modelIdeas));
  const { ai } = service();
  const anonymous = "https://www.linkedin.com/in/satyanadella";
  expect(await ai.beginnerIdeas(anonymous, { about: "x".repeat(301) })).toMatchObject({
    ok: false,
    status: 400,
    message: "Please keep it under 300 characters.",
    field: "aboutYou",
  });
  expect(await ai.beginnerIdeas(anonymous, { about: "CEO\u0000" })).toMatchObject({ ok: false, status: 400, field: "aboutYou" });
  expect(await ai.beginnerIdeas(anonymous, { about: { role: "CEO" } })).toMatchObject({ ok: false, status: 400, field: "aboutYou" });
  expect(calls).toHaveLength(0);

  const plain = await ai.beginnerIdeas(anonymous, {});
  expect((plain as { value: BeginnerIdeasResult }).value.askRole).toBe(true);
  const told = await ai.beginnerIdeas(anonymous, { about: "Marketing Director" });
  expect(told).toMatchObject({ ok: true, cached: false });
  expect((told as { value: BeginnerIdeasResult }).value.askRole).toBeUndefined();
  expect(await ai.beginnerIdeas(anonymous, { about: " marketing   director " })).toMatchObject({ ok: true, cached: true });
  expect(calls).toHaveLength(2);
});

test("no cached answer outlives AI_RETENTION_DAYS, however long AI_CACHE_TTL_HOURS is", async () => {
  behaviour = answerWith(JSON.stringify(modelIdeas));
  let time = Date.parse("2026-11-22T12:00:00Z");
  const { ai } = service({ AI_CACHE_TTL_HOURS: 24 * 365, AI_RETENTION_DAYS: 1 }, () => time);
  await ai.beginnerIdeas(link, { about: "Product manager" });
  time += 23 * 60 * 60_000;
  expect(await ai.beginnerIdeas(link, { about: "Product manager" })).toMatchObject({ cached: true });
  time += 2 * 60 * 60_000;
  expect(await ai.beginnerIdeas(link, { about: "Product manager" })).toMatchObject({ cached: false });
});
