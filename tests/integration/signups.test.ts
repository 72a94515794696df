import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { landingPageSignups } from "~/db/schema";
import type { JobQueue } from "~/jobs/job-queue.server";
import type { SignupResult } from "~/features/signups/signup-fields";
import { action as earlyAccessAction } from "~/routes/early-access";
import { callRoute, freshAddress, postForm, routeAnswer } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";

/** The pages' actions, called as the router would: with a Request and a context. */
const actions = { "/career-ai": earlyAccessAction, "/business-building-ai": earlyAccessAction };
type Path = keyof typeof actions;
type Answer = UNSAFE_DataWithResponseInit<SignupResult>;

describe.each(testDatabases())("early-access signups on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  // Each new sign-up's notice to the owner asks for its delivery; the outbox's tests send them.
  const queue = { send: async () => randomUUID() } as unknown as JobQueue;

  async function post(path: Path, fields: Record<string, string>, address?: string) {
    return routeAnswer(actions[path], postForm(path, fields), { database: handle, queue, address });
  }

  const rowsFor = (email: string) => handle.db.select().from(landingPageSignups).where(eq(landingPageSignups.email, email));

  test("stores a valid signup with its page source; an empty interest is null", async () => {
    const answer = await post("/career-ai", {
      firstName: " Maya ",
      lastName: "Okafor",
      email: "maya@example.com",
      learningInterest: "  ",
    });
    expect(answer).toMatchObject({ status: 200, result: { ok: true } });
    const rows = await rowsFor("maya@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Maya", lastName: "Okafor", pageSource: "career-ai", learningInterest: null });
  });

  test("the same e-mail on the same page, in any case, keeps the first answer; on another page it is a second row", async () => {
    await post("/career-ai", { firstName: "Lee", lastName: "Park", email: "Lee.Park@Example.com", learningInterest: "interviews" });
    const [first] = await rowsFor("Lee.Park@example.com");
    const again = await post("/career-ai", { firstName: "Leland", lastName: "Park-Kim", email: "Lee.Park@EXAMPLE.COM" });
    expect(again.result).toEqual({ ok: true });
    const lowerCase = await post("/career-ai", {
      firstName: "Someone",
      lastName: "Else",
      email: "lee.park@example.com",
      learningInterest: "spam",
    });
    expect(lowerCase.result).toEqual({ ok: true });
    const rows = await handle.db
      .select()
      .from(landingPageSignups)
      .where(sql`lower(${landingPageSignups.email}) = 'lee.park@example.com'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(first);
    expect(rows[0]).toMatchObject({ firstName: "Lee", lastName: "Park", learningInterest: "interviews" });

    await post("/business-building-ai", { firstName: "Lee", lastName: "Park", email: "Lee.Park@example.com" });
    const both = await rowsFor("Lee.Park@example.com");
    expect(both.map((row) => row.pageSource).sort()).toEqual(["business-building-ai", "career-ai"]);
  });

  test("invalid input answers 400 with the site's messages and stores nothing", async () => {
    const answer = await post("/career-ai", { firstName: "", lastName: "  ", email: "nobody@" });
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      ok: false,
      errors: {
        firstName: "First name is required",
        lastName: "Last name is required",
        email: "Please enter a valid email address",
      },
    });
    expect(await rowsFor("nobody@")).toHaveLength(0);
  });

  test("overlong fields are refused", async () => {
    const answer = await post("/career-ai", {
      firstName: "x".repeat(81),
      lastName: "Long",
      email: "long@example.com",
      learningInterest: "y".repeat(1001),
    });
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      errors: { firstName: "First name must be at most 80 characters", learningInterest: "Please keep this under 1000 characters" },
    });
    expect(await rowsFor("long@example.com")).toHaveLength(0);
  });

  test("a body that is not a form (JSON) answers 400 with a clear message, not a server error", async () => {
    const request = new Request("http://localhost/career-ai", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Json", lastName: "Body", email: "json@example.com" }),
    });
    const answer = (await callRoute(earlyAccessAction, request, { database: handle })) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      errors: { form: "The sign-up form could not be read. Please reload the page and try again." },
    });
    expect(await rowsFor("json@example.com")).toHaveLength(0);
  });

  test("a filled honeypot is thanked like a person and stores nothing", async () => {
    const answer = await post("/career-ai", {
      firstName: "Bot",
      lastName: "Bot",
      email: "bot@example.com",
      website: "https://spam.example",
    });
    expect(answer).toMatchObject({ status: 200, result: { ok: true } });
    expect(await rowsFor("bot@example.com")).toHaveLength(0);
  });

  test("unknown fields are ignored", async () => {
    const answer = await post("/business-building-ai", {
      firstName: "Ines",
      lastName: "Duarte",
      email: "ines@example.com",
      page_source: "career-ai",
      id: "00000000-0000-0000-0000-000000000000",
    });
    expect(answer.result).toEqual({ ok: true });
    const rows = await rowsFor("ines@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.pageSource).toBe("business-building-ai");
    expect(rows[0]!.id).not.toBe("00000000-0000-0000-0000-000000000000");
  });

  test("the 11th signup from one address within a minute gets 429 with Retry-After; another address is unaffected", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const answer = await post("/career-ai", { firstName: "R", lastName: "L", email: `rate-${kind}-${i}@example.com` }, address);
      expect(answer.status).toBe(200);
    }
    const refused = await post("/career-ai", { firstName: "R", lastName: "L", email: `rate-${kind}-10@example.com` }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(refused.result).toMatchObject({ ok: false, errors: { form: expect.stringContaining("Too many sign-ups") } });
    expect(await rowsFor(`rate-${kind}-10@example.com`)).toHaveLength(0);

    const other = await post("/career-ai", { firstName: "O", lastName: "K", email: `other-${kind}@example.com` });
    expect(other.status).toBe(200);
  });
});
