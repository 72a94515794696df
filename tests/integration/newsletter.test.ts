import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { analyticsContext } from "~/context";
import type { DatabaseHandle } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { loadEnv } from "~/config/env.server";
import { createKitClient } from "~/features/newsletter/kit-client.server";
import { handToKit, registerNewsletterWorker } from "~/features/newsletter/newsletter-worker.server";
import { addSubscriber } from "~/features/newsletter/subscriber-mutations.server";
import { startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { getAnalyticsOverview } from "~/owner/analytics-overview.server";
import { createAnalytics } from "~/owner/analytics.server";
import { QUEUES } from "~/jobs/queues";
import { action } from "~/routes/newsletter";
import { freshAddress, postForm, routeAnswer, routerContext } from "../call-route";
import { testSitePages } from "../site-pages";
import { createTestDatabase, testDatabases } from "../db";
import { startFakeKit } from "../fake-kit";
import { eventually } from "../eventually";

const API_KEY = "kit_test_key";
const FORM_ID = "4242";
const silent = pino({ level: "silent" });
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe.each(testDatabases())("newsletter sign-ups on %s", (kind) => {
  let handle: DatabaseHandle;
  let signUpQueue: JobQueue;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    signUpQueue = await startJobQueue(handle.connection, { onError: () => {} });
  });
  afterAll(async () => {
    await signUpQueue?.stop({ graceful: false, timeout: 2_000 });
    await handle?.close();
  });

  const post = (fields: Record<string, string>, address?: string) =>
    routeAnswer(action, postForm("/newsletter", fields), { database: handle, queue: signUpQueue, address });
  const rowsLike = (email: string) =>
    handle.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);

  test("stores an address once, whatever its case; without Kit it stays on the site", async () => {
    const first = await post({ email: " Maya.Okafor@Example.COM ", source: "/lovable-guide" });
    expect(first).toMatchObject({ status: 200, result: { ok: true } });
    const again = await post({ email: "maya.okafor@example.com", source: "/" });
    expect(again).toMatchObject({ status: 200, result: { ok: true } });
    const rows = await rowsLike("maya.okafor@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "Maya.Okafor@example.com", source: "/lovable-guide", kitStatus: "local", kitAttempts: 0 });
  });

  test("a bad address is refused with the form's message and stores nothing; a strange source is replaced", async () => {
    const bad = await post({ email: "not-an-email", source: "/" });
    expect(bad).toMatchObject({ status: 400, result: { ok: false, errors: { email: "Please enter a valid email address" } } });
    const control = await post({ email: "a\u0000@example.com" });
    expect(control.status).toBe(400);
    expect(await rowsLike("not-an-email")).toHaveLength(0);

    await post({ email: "source@example.com", source: "javascript:alert(1)\u0000" });
    expect((await rowsLike("source@example.com"))[0]?.source).toBe("/");
  });

  test("a filled honeypot is thanked and stores nothing; a JSON body is a clear 400", async () => {
    const bot = await post({ email: "bot@example.com", website: "https://spam.example" });
    expect(bot).toMatchObject({ status: 200, result: { ok: true } });
    expect(await rowsLike("bot@example.com")).toHaveLength(0);

    const json = new Request("http://localhost/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "json@example.com" }),
    });
    const answer = await routeAnswer(action, json, { database: handle });
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({ ok: false, errors: { form: expect.stringContaining("could not be read") } });
  });

  test("a new address counts a newsletter sign-up, attributed to the page the visit landed on; a known address counts none", async () => {
    await handle.db.execute(
      sql`truncate analytics_page_views, analytics_visitors, analytics_conversions, analytics_converted_visitors, analytics_salts`,
    );
    const analytics = createAnalytics({ db: handle.db, pages: await testSitePages(), flushIntervalMs: 0 });
    const visitor = freshAddress();
    const browser = { "User-Agent": CHROME };
    // The visit lands on a guide, reads on, and signs up from the block on /about.
    analytics.pageView({ url: new URL("http://localhost/lovable-guide"), headers: new Headers(browser), address: visitor });
    analytics.pageView({ url: new URL("http://localhost/about"), headers: new Headers(browser), address: visitor });
    const signUp = (email: string, address: string, from: string) => {
      const context = routerContext({ database: handle, queue: signUpQueue, address });
      context.set(analyticsContext, analytics);
      const body = new FormData();
      body.set("email", email);
      body.set("source", from);
      const request = new Request("http://localhost/newsletter", {
        method: "POST",
        body,
        headers: { ...browser, Referer: `http://localhost${from}` },
      });
      return routeAnswer(action, request, context);
    };
    expect((await signUp("landing@example.com", visitor, "/about")).status).toBe(200);
    // The same address again, from the same visitor: thanked, not counted.
    expect((await signUp("LANDING@example.com", visitor, "/about")).status).toBe(200);
    // A visitor with no counted view: the page the form sat on.
    expect((await signUp("no-view@example.com", freshAddress(), "/blog")).status).toBe(200);
    await analytics.close();

    const { today } = (await getAnalyticsOverview(handle.db, new Date())).ranges;
    expect(today.conversions["newsletter-signup"]).toBe(2);
    expect(today.conversions["newsletter-click"]).toBe(0);
    expect(today.conversionsByLanding.map((row) => [row.landingPath, row.counts["newsletter-signup"]])).toEqual([
      ["/blog", 1],
      ["/lovable-guide", 1],
    ]);
  });

  test("more than the limit per minute from one address gets 429 with Retry-After", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await post({ email: `burst-${i}@example.com` }, address)).status).toBe(200);
    const refused = await post({ email: "burst-last@example.com" }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await rowsLike("burst-last@example.com")).toHaveLength(0);
  });

  test("with Kit the row is pending and its job is written with it, once per address", async () => {
    const queue = await startJobQueue(handle.connection, { onError: () => {} });
    onTestFinished(() => queue.stop({ graceful: false, timeout: 2_000 }));
    expect(await addSubscriber(handle.db, { email: "Queued@example.com", source: "/ai-tools" }, { sender: "kit", kitQueue: queue })).toBe(
      "added",
    );
    expect(await addSubscriber(handle.db, { email: "queued@EXAMPLE.com", source: "/" }, { sender: "kit", kitQueue: queue })).toBe("known");
    const [row] = await rowsLike("queued@example.com");
    expect(row).toMatchObject({ kitStatus: "pending" });
    const jobs = (await handle.db.execute(
      sql`select data from pgboss.job where name = ${QUEUES.newsletterKit.name} and data->>'subscriberId' = ${row!.id}`,
    )) as unknown as { rows: unknown[] };
    expect(jobs.rows).toHaveLength(1);
  });
});

describe.each(testDatabases())("handing sign-ups to Kit on %s", (kind) => {
  let handle: DatabaseHandle;
  let kit: Awaited<ReturnType<typeof startFakeKit>>;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    kit = await startFakeKit({ apiKey: API_KEY, formId: FORM_ID });
  });
  afterAll(async () => {
    await kit?.close();
    await handle?.close();
  });

  const client = () => createKitClient({ apiKey: API_KEY, formId: FORM_ID, baseUrl: kit.url });
  const deps = () => ({ db: handle.db, kit: client(), siteUrl: "https://example.com", logger: silent });
  async function pendingRow(email: string) {
    const [row] = await handle.db
      .insert(newsletterSubscribers)
      .values({ email, source: "/lovable-guide", kitStatus: "pending" })
      .returning({ id: newsletterSubscribers.id });
    return row!.id;
  }
  const rowOf = (id: string) =>
    handle.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .then((rows) => rows[0]!);

  test("creates the subscriber inactive, then adds it to the form, with the key and JSON Kit expects", async () => {
    const id = await pendingRow("ana@example.com");
    const before = kit.requests.length;
    expect(await handToKit(deps(), id)).toBe("subscribed");
    const [create, add] = kit.requests.slice(before);
    expect(create).toEqual({
      method: "POST",
      path: "/v4/subscribers",
      apiKey: API_KEY,
      contentType: "application/json",
      body: { email_address: "ana@example.com", state: "inactive" },
    });
    expect(add).toMatchObject({
      method: "POST",
      path: `/v4/forms/${FORM_ID}/subscribers`,
      apiKey: API_KEY,
      body: { email_address: "ana@example.com", referrer: "https://example.com/lovable-guide" },
    });
    expect(kit.onForm.has("ana@example.com")).toBe(true);
    expect(await rowOf(id)).toMatchObject({ kitStatus: "subscribed", kitAttempts: 1, kitError: null });
    // Done once: a repeated job asks Kit nothing.
    const after = kit.requests.length;
    expect(await handToKit(deps(), id)).toBe("missing");
    expect(kit.requests.length).toBe(after);
  });

  test("after the hand-off the row mirrors Kit's state: inactive stays pending, an address active at Kit is confirmed", async () => {
    const id = await pendingRow("mirror@example.com");
    const before = kit.requests.length;
    expect(await handToKit(deps(), id)).toBe("subscribed");
    expect(kit.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      "POST /v4/subscribers",
      "POST /v4/forms/4242/subscribers",
      "GET /v4/subscribers",
    ]);
    expect(await rowOf(id)).toMatchObject({ kitStatus: "subscribed", kitState: "inactive", status: "pending", consentedAt: null });
    expect(await client().subscriberState("MIRROR@example.com")).toBe("inactive");
    expect(await client().subscriberState("nobody@example.com")).toBeUndefined();

    // Known to Kit and confirmed there already: the row is confirmed as it is handed.
    kit.setState("mirror@example.com", "active");
    const again = await pendingRow("Mirror-Again@example.com");
    await handToKit(deps(), again);
    expect((await rowOf(again)).kitState).toBe("inactive");
    await handle.db.update(newsletterSubscribers).set({ kitStatus: "pending" }).where(eq(newsletterSubscribers.id, id));
    await handToKit(deps(), id);
    const confirmed = await rowOf(id);
    expect(confirmed).toMatchObject({ kitState: "active", status: "confirmed" });
    expect(confirmed.consentedAt).toBeInstanceOf(Date);

    // A failed read costs the hand-off nothing.
    const third = await pendingRow("unread@example.com");
    kit.script("/v4/subscribers", { status: 201, body: { subscriber: {} } }, { status: 500 });
    kit.script("/v4/forms/4242/subscribers", { status: 201, body: { subscriber: {} } });
    expect(await handToKit(deps(), third)).toBe("subscribed");
    expect(await rowOf(third)).toMatchObject({ kitStatus: "subscribed", kitState: null });
  });

  test("Kit's 422 marks the row failed with Kit's words, and is not retried", async () => {
    const id = await pendingRow("refused@example.com");
    kit.script("/v4/subscribers", { status: 422, body: { errors: ["Email address is invalid"] } });
    expect(await handToKit(deps(), id)).toBe("refused");
    expect(await rowOf(id)).toMatchObject({
      kitStatus: "failed",
      kitAttempts: 1,
      kitError: "Kit create subscriber: HTTP 422: Email address is invalid",
    });
  });

  test("an unknown form (404) is a refusal too", async () => {
    const id = await pendingRow("noform@example.com");
    const wrongForm = createKitClient({ apiKey: API_KEY, formId: "999", baseUrl: kit.url });
    expect(await handToKit({ ...deps(), kit: wrongForm }, id)).toBe("refused");
    expect((await rowOf(id)).kitError).toContain("HTTP 404");
  });

  test("429 and 5xx throw so the job is retried; the row stays pending with the error", async () => {
    const id = await pendingRow("busy@example.com");
    kit.script("/v4/subscribers", { status: 429, body: { errors: ["Rate limit exceeded"] }, headers: { "Retry-After": "30" } });
    await expect(handToKit(deps(), id)).rejects.toThrow("HTTP 429: Rate limit exceeded");
    expect(await rowOf(id)).toMatchObject({ kitStatus: "pending", kitAttempts: 1 });
    kit.script(`/v4/forms/${FORM_ID}/subscribers`, { status: 503, body: "<html>down</html>" });
    await expect(handToKit(deps(), id)).rejects.toThrow("HTTP 503: <html>down</html>");
    expect(await handToKit(deps(), id)).toBe("subscribed");
    expect(await rowOf(id)).toMatchObject({ kitStatus: "subscribed", kitAttempts: 3, kitError: null });
  });

  test("a closed port is 'not now', not a refusal", async () => {
    const id = await pendingRow("offline@example.com");
    const offline = createKitClient({ apiKey: API_KEY, formId: FORM_ID, baseUrl: "http://127.0.0.1:9" });
    await expect(handToKit({ ...deps(), kit: offline }, id)).rejects.toThrow(/Kit create subscriber/);
    expect((await rowOf(id)).kitStatus).toBe("pending");
  });

  test("through the queue: the worker retries a 429 and a 500 until Kit takes the address", async () => {
    const queue: JobQueue = await startJobQueue(handle.connection, { onError: () => {} });
    onTestFinished(() => queue.stop({ graceful: false, timeout: 2_000 }));
    // The real queue waits 30 s and more between attempts; a test cannot.
    await queue.updateQueue(QUEUES.newsletterKit.name, { retryLimit: 3, retryDelay: 1, retryBackoff: false });
    const env = loadEnv({ DATA_DIR: "memory://", KIT_API_KEY: API_KEY, KIT_FORM_ID: FORM_ID, KIT_API_URL: kit.url });
    await registerNewsletterWorker({ database: handle, queue, env, logger: silent }, { pollingIntervalSeconds: 0.5 });

    kit.script("/v4/subscribers", { status: 429 }, { status: 500 });
    await addSubscriber(handle.db, { email: "Retried@example.com", source: "/" }, { sender: "kit", kitQueue: queue });
    const [row] = await handle.db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "Retried@example.com"));
    // Three attempts with the outbox's backoff between them.
    const done = await eventually(
      () => rowOf(row!.id),
      (r) => r.kitStatus !== "pending",
      30_000,
    );
    expect(done).toMatchObject({ kitStatus: "subscribed", kitAttempts: 3 });
    expect(kit.onForm.has("retried@example.com")).toBe(true);
  }, 60_000);
});

test("KIT_API_KEY needs KIT_FORM_ID, which is a number; KIT_API_URL is an http(s) URL", () => {
  expect(() => loadEnv({ KIT_API_KEY: "key" })).toThrow(/KIT_FORM_ID: is required when KIT_API_KEY is set/);
  expect(() => loadEnv({ KIT_API_KEY: "key", KIT_FORM_ID: "abc" })).toThrow(/KIT_FORM_ID: must be a Kit form's number/);
  expect(() => loadEnv({ KIT_API_URL: "ftp://kit" })).toThrow(/KIT_API_URL: must be an http\(s\) URL/);
  expect(loadEnv({ KIT_API_KEY: "key", KIT_FORM_ID: "123" }).server).toMatchObject({
    KIT_FORM_ID: "123",
    KIT_API_URL: "https://api.kit.com",
  });
});
