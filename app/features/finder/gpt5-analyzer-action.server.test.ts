import { expect, test } from "vitest";
import type { AiService } from "~/ai/ai-service.server";
import type { UseCaseSection } from "~/ai/types";
// eslint-disable-next-line no-restricted-imports -- a test helper, shared with the integration tests
import { postJson, routerContext } from "../../../tests/call-route";
import { gpt5AnalyzerAction } from "./gpt5-analyzer-action.server";

const section = (type: UseCaseSection["type"], n: number, description = "Public data only"): UseCaseSection => ({
  id: `${type}-${n}`,
  type,
  title: `${type} ${n}`,
  subtitle: "",
  content: { description, benefits: [] },
});

function call(body: unknown, engine: Pick<AiService, "useCaseSections">) {
  return gpt5AnalyzerAction(postJson("/api/use-case-analysis", body), routerContext(), engine, "open");
}

const engineWith = (sections: UseCaseSection[]): Pick<AiService, "useCaseSections"> => ({
  async useCaseSections() {
    return { ok: true, value: { introduction: "Hello", sections, conclusion: "Bye" }, cached: false, provider: "builtin" };
  },
});

test("the analyzer's answer is trimmed on the server: two of each kind, private-data agents out", async () => {
  const sections = [
    ...[1, 2, 3].map((n) => section("prompt", n)),
    ...[1, 2, 3].map((n) => section("vibeCode", n)),
    section("agent", 1, "Logs every HubSpot deal"),
    section("agent", 2),
    section("agent", 3),
  ];
  const response = await call({ linkedinUrl: "https://www.linkedin.com/in/jane-doe" }, engineWith(sections));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { introduction: string; sections: UseCaseSection[]; conclusion: string };
  expect(body.introduction).toBe("Hello");
  expect(body.conclusion).toBe("Bye");
  expect(body.sections.map((s) => s.id)).toEqual(["prompt-1", "prompt-2", "vibeCode-1", "vibeCode-2", "agent-2", "agent-3"]);
});

test("a bad link answers 400 with the site's message; the engine's quota answers 429 with Retry-After", async () => {
  const bad = await call({ linkedinUrl: "https://example.com/in/jane" }, engineWith([]));
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ error: "Please enter a valid LinkedIn profile URL (should contain 'linkedin.com/in/')" });
  const limited = await call(
    { linkedinUrl: "https://www.linkedin.com/in/jane-doe" },
    { useCaseSections: async () => ({ ok: false, status: 429, message: "Too many", retryAfterSeconds: 120 }) },
  );
  expect(limited.status).toBe(429);
  expect(limited.headers.get("Retry-After")).toBe("120");
  expect(((await limited.json()) as { error: string }).error).toContain("2 minutes");
});
