import { expect, test } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a test helper, shared with the integration tests
import { routerContext } from "../../../tests/call-route";
import { beginnerIdeasAction } from "./beginner-ideas-action.server";

// `data()` results carry the body and the response init; read them the way the router would.
async function call(init: RequestInit, visitor = "192.0.2.10") {
  const result = (await beginnerIdeasAction(
    new Request("http://site.test/api/ai/beginner-ideas", init),
    routerContext({ address: visitor }),
  )) as unknown as {
    data: Record<string, unknown>;
    init?: { status?: number; headers?: Record<string, string> };
  };
  return { status: result.init?.status ?? 200, body: result.data, headers: result.init?.headers ?? {} };
}
const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

test("a profile link gets three ideas", async () => {
  const { status, body } = await call(json({ linkedinUrl: "https://www.linkedin.com/in/sam-teacher" }));
  expect(status).toBe(200);
  expect((body.ideas as unknown[]).length).toBe(3);
});

test("bad requests get a 4xx and an error field, never a 500", async () => {
  expect(await call(json({ linkedinUrl: "https://evil.test/in/x" }))).toMatchObject({
    status: 400,
    body: { error: "Please enter a LinkedIn profile URL" },
  });
  expect(await call(json({}))).toMatchObject({ status: 400, body: { error: "Enter a valid URL" } });
  expect(await call(json(["not", "an", "object"]))).toMatchObject({ status: 400, body: { error: "Enter a valid URL" } });
  expect(await call({ method: "POST", headers: { "content-type": "application/json" }, body: "{oops" })).toMatchObject({ status: 400 });
  // A form post from another site would skip the CORS preflight: only JSON is accepted.
  expect(
    await call({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "linkedinUrl=x" }),
  ).toMatchObject({ status: 415 });
  expect(await call({ method: "PUT", headers: { "content-type": "application/json" }, body: "{}" })).toMatchObject({ status: 405 });
});

test("a filled honeypot is answered as a success, with no ideas", async () => {
  expect(await call(json({ linkedinUrl: "https://www.linkedin.com/in/sam-teacher", website: "spam.example" }))).toMatchObject({
    status: 200,
    body: { introduction: "", ideas: [], conclusion: "" },
  });
});
