import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { loadEnv } from "~/config/env.server";
import { getSiteValues, forgetSiteValues } from "~/content/site-values.server";
import type { DatabaseHandle } from "~/db/client.server";
import { emailOutbox, newsletterSubscribers } from "~/db/schema";
import { registerConsentExpiryWorker } from "~/features/newsletter/consent-expiry.server";
import { CONFIRMATION_EMAIL_KIND } from "~/features/newsletter/confirmation-email";
import { subscriberToken } from "~/features/newsletter/subscriber-links.server";
import { addSubscriber, deleteUnconfirmedSignUps } from "~/features/newsletter/subscriber-mutations.server";
import { startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { registerOutboxWorker } from "~/mail/outbox-worker.server";
import { action as subscribe } from "~/routes/newsletter";
import * as confirmRoute from "~/routes/newsletter.confirm.$token";
import * as unsubscribeRoute from "~/routes/newsletter.unsubscribe.$token";
import { serviceDeps } from "~/services/service-deps.server";
import { saveSiteValues } from "~/services/site-settings.server";
import { freshAddress, postForm, routeAnswer, routerContext } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { eventually } from "../eventually";
import { startTestSmtpServer } from "../smtp";

const silent = pino({ level: "silent" });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SITE = { siteUrl: "https://jamie-rivera.dev", ownerName: "Jamie Rivera" };

/**
 * Consent when the site sends its own newsletter: a new address gets one confirmation e-mail
 * (through the outbox, a real SMTP server), its link shows a button and only the press confirms;
 * the unsubscribe link, by its page or a mail program's one-click POST; the expiry of what nobody
 * confirmed; and the owner's choice of sender.
 */
describe.each(testDatabases())("newsletter consent on %s", (kind) => {
  let handle: DatabaseHandle;
  let queue: JobQueue;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    queue = await startJobQueue(handle.connection, { onError: () => {} });
    // The owner has chosen the site as the newsletter's sender (Kit is the default).
    const env = loadEnv({ DATA_DIR: "memory://" });
    const chose = await saveSiteValues(serviceDeps({ database: handle, env, queue: async () => undefined }), {
      area: "settings",
      values: { "newsletter.sender": "site" },
    });
    if (!chose.ok) throw new Error(chose.message);
  });
  afterAll(async () => {
    await queue?.stop({ graceful: false, timeout: 2_000 });
    await handle?.close();
  });

  const rowOf = (email: string) =>
    handle.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
      .then((rows) => rows[0]);
  const confirmationsTo = (email: string) =>
    handle.db
      .select({ id: emailOutbox.id, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(sql`${emailOutbox.kind} = ${CONFIRMATION_EMAIL_KIND} and lower(${emailOutbox.toAddress}) = lower(${email})`);
  const path = (url: string) => new URL(url).pathname;
  const tokenOf = (url: string) => path(url).split("/").at(-1)!;
  const confirmGet = (token: string) =>
    routeAnswer(confirmRoute.loader, `http://localhost/newsletter/confirm/${token}`, { database: handle }, { token });
  const confirmPost = (token: string, address?: string) =>
    routeAnswer(confirmRoute.action, postForm(`/newsletter/confirm/${token}`, {}), { database: handle, address }, { token });

  test(
    "a sign-up sends one confirmation e-mail whose link shows a button; opening it changes nothing, the press confirms",
    { timeout: 90_000 },
    async () => {
      const smtp = await startTestSmtpServer();
      onTestFinished(() => smtp.close());
      const env = loadEnv({ DATA_DIR: "memory://", SMTP_URL: smtp.url, MAIL_FROM: "Jamie <news@example.com>", LOG_LEVEL: "silent" });
      await registerOutboxWorker({ database: handle, queue, env, logger: silent }, { pollingIntervalSeconds: 0.5 });

      const answer = await routeAnswer(subscribe, postForm("/newsletter", { email: " Nia.Brown@Example.com ", source: "/ai-tools" }), {
        database: handle,
        queue,
      });
      expect(answer).toMatchObject({ status: 200, result: { ok: true } });
      expect(await rowOf("nia.brown@example.com")).toMatchObject({ status: "pending", kitStatus: "local", consentedAt: null });

      const [message] = await smtp.waitForMessages(1, 60_000);
      expect(message!.to).toEqual(["Nia.Brown@example.com"]);
      expect(message!.parsed.subject).toContain("Confirm your subscription");
      const { siteUrl, ownerName } = (await getSiteValues(handle)).site;
      expect(message!.parsed.text).toContain(ownerName);
      const link = /https?:\/\/\S+\/newsletter\/confirm\/\S+/.exec(message!.parsed.text ?? "")?.[0];
      expect(link, "the text carries the confirmation link").toBeDefined();
      expect(link!.startsWith(`${siteUrl}/newsletter/confirm/`)).toBe(true);
      expect(String(message!.parsed.html)).toContain(`href="${link}"`);

      // Opening the link (a person, or a mail scanner) shows the button and confirms nothing.
      const opened = await confirmGet(tokenOf(link!));
      expect(opened).toMatchObject({ status: 200, result: { view: { state: "ask", email: "Nia.Brown@example.com" } } });
      expect(opened.headers.get("Cache-Control")).toBe("no-store");
      expect(opened.headers.get("X-Robots-Tag")).toBe("noindex");
      expect((await rowOf("nia.brown@example.com"))!.status).toBe("pending");

      const pressed = await confirmPost(tokenOf(link!));
      expect(pressed).toMatchObject({ status: 200, result: { view: { state: "confirmed" } } });
      const row = await rowOf("nia.brown@example.com");
      expect(row).toMatchObject({ status: "confirmed" });
      expect(row!.consentedAt).toBeInstanceOf(Date);
      // Again: it says the address is confirmed, and nothing more was sent.
      expect(await confirmPost(tokenOf(link!))).toMatchObject({ status: 200, result: { view: { state: "already" } } });
      expect(await confirmGet(tokenOf(link!))).toMatchObject({ status: 200, result: { view: { state: "already" } } });
      expect(await confirmationsTo("nia.brown@example.com")).toHaveLength(1);
    },
  );

  test("a forged, another purpose's or expired confirmation link is a 404 page that offers a new sign-up", async () => {
    const forged = `00000000-0000-4000-8000-000000000000.${"A".repeat(43)}`;
    expect(await confirmGet(forged)).toMatchObject({ status: 404, result: { view: { state: "bad-link" } } });
    expect(await confirmPost(forged)).toMatchObject({ status: 404, result: { view: { state: "bad-link" } } });
    expect(await confirmGet("not-a-token")).toMatchObject({ status: 404 });

    await addSubscriber(
      handle.db,
      { email: "gone@example.com", source: "/" },
      { sender: "site", queue: undefined, site: SITE, now: new Date() },
    );
    const row = await rowOf("gone@example.com");
    // An unsubscribe token opens no confirmation.
    expect(await confirmGet(await subscriberToken(handle.db, "unsubscribe", row!.id))).toMatchObject({ status: 404 });
    const token = await subscriberToken(handle.db, "confirm", row!.id);
    await handle.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, row!.id));
    expect(await confirmPost(token)).toMatchObject({ status: 404, result: { view: { state: "bad-link" } } });
  });

  test("the press is rate-limited per visitor: past the limit a 429 with Retry-After, and nothing confirmed", async () => {
    await addSubscriber(
      handle.db,
      { email: "limit@example.com", source: "/" },
      { sender: "site", queue: undefined, site: SITE, now: new Date() },
    );
    const token = await subscriberToken(handle.db, "confirm", (await rowOf("limit@example.com"))!.id);
    const address = freshAddress();
    const forged = `00000000-0000-4000-8000-000000000000.${"B".repeat(43)}`;
    for (let i = 0; i < 20; i++) expect((await confirmPost(forged, address)).status).toBe(404);
    const refused = await confirmPost(token, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await rowOf("limit@example.com"))!.status).toBe("pending");
  });

  test("signing up again: pending gets the confirmation again at most once an hour; confirmed nothing; unsubscribed comes back pending", async () => {
    const t0 = new Date("2026-11-20T10:00:00Z");
    const signUp = (email: string, now: Date) =>
      addSubscriber(handle.db, { email, source: "/" }, { sender: "site", queue: undefined, site: SITE, now });

    expect(await signUp("again@example.com", t0)).toBe("added");
    expect(await signUp("AGAIN@example.com", new Date(t0.getTime() + 30 * 60_000))).toBe("known");
    expect(await confirmationsTo("again@example.com")).toHaveLength(1);
    expect(await signUp("again@example.com", new Date(t0.getTime() + HOUR + 1))).toBe("known");
    expect(await confirmationsTo("again@example.com")).toHaveLength(2);

    await handle.db
      .update(newsletterSubscribers)
      .set({ status: "confirmed", consentedAt: t0 })
      .where(sql`lower(email) = 'again@example.com'`);
    expect(await signUp("again@example.com", new Date(t0.getTime() + 5 * HOUR))).toBe("known");
    expect(await confirmationsTo("again@example.com")).toHaveLength(2);
    expect((await rowOf("again@example.com"))!.status).toBe("confirmed");

    await handle.db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: t0 })
      .where(sql`lower(email) = 'again@example.com'`);
    expect(await signUp("again@example.com", new Date(t0.getTime() + 6 * HOUR))).toBe("known");
    expect(await rowOf("again@example.com")).toMatchObject({ status: "pending", consentedAt: null });
    expect(await confirmationsTo("again@example.com")).toHaveLength(3);

    // The form answers alike whatever the address's state.
    const answers = await Promise.all(
      ["again@example.com", "brand-new@example.com"].map((email) =>
        routeAnswer(subscribe, postForm("/newsletter", { email, source: "/" }), routerContext({ database: handle, queue })),
      ),
    );
    expect(answers[0]).toEqual(answers[1]);
  });

  test("two sign-ups of one pending address at once send one confirmation", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    await addSubscriber(handle.db, { email: "race@example.com", source: "/" }, { sender: "site", queue: undefined, site: SITE, now });
    const later = new Date(now.getTime() + 2 * HOUR);
    await Promise.all(
      [1, 2, 3].map(() =>
        addSubscriber(handle.db, { email: "race@example.com", source: "/" }, { sender: "site", queue: undefined, site: SITE, now: later }),
      ),
    );
    expect(await confirmationsTo("race@example.com")).toHaveLength(2);
  });

  test("unsubscribe: opening the link changes nothing, the button unsubscribes, a second press is harmless, a bad token is 404", async () => {
    await handle.db
      .insert(newsletterSubscribers)
      .values({ email: "leaver@example.com", source: "/", status: "confirmed", consentedAt: new Date() });
    const row = await rowOf("leaver@example.com");
    const token = await subscriberToken(handle.db, "unsubscribe", row!.id);
    const get = (t: string) =>
      routeAnswer(unsubscribeRoute.loader, `http://localhost/newsletter/unsubscribe/${t}`, { database: handle }, { token: t });
    const press = (t: string) =>
      routeAnswer(unsubscribeRoute.action, postForm(`/newsletter/unsubscribe/${t}`, {}), { database: handle }, { token: t });

    const opened = await get(token);
    expect(opened).toMatchObject({ status: 200, result: { view: { state: "ask", email: "leaver@example.com" } } });
    expect(opened.headers.get("Cache-Control")).toBe("no-store");
    expect((await rowOf("leaver@example.com"))!.status).toBe("confirmed");

    expect(await press(token)).toMatchObject({ status: 200, result: { view: { state: "done" } } });
    const left = await rowOf("leaver@example.com");
    expect(left).toMatchObject({ status: "unsubscribed" });
    expect(left!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await press(token)).toMatchObject({ status: 200, result: { view: { state: "done" } } });
    expect((await rowOf("leaver@example.com"))!.unsubscribedAt).toEqual(left!.unsubscribedAt);
    expect(await get(token)).toMatchObject({ status: 200, result: { view: { state: "done" } } });

    // A confirmation token opens no unsubscribe, and a forged one nothing.
    const confirmToken = await subscriberToken(handle.db, "confirm", row!.id);
    expect(await get(confirmToken)).toMatchObject({ status: 404, result: { view: { state: "bad-link" } } });
    expect(await press(`${row!.id}.${"C".repeat(43)}`)).toMatchObject({ status: 404 });
  });

  test("a mail program's one-click POST (List-Unsubscribe=One-Click, no Origin, no cookie) unsubscribes with a plain 200 and no page", async () => {
    await handle.db
      .insert(newsletterSubscribers)
      .values({ email: "oneclick@example.com", source: "/", status: "confirmed", consentedAt: new Date() });
    const row = await rowOf("oneclick@example.com");
    const token = await subscriberToken(handle.db, "unsubscribe", row!.id);
    const [oneClick] = unsubscribeRoute.middleware;
    const post = async (t: string, body: string, type: string) => {
      const request = new Request(`http://localhost/newsletter/unsubscribe/${t}`, {
        method: "POST",
        headers: { "Content-Type": type },
        body,
      });
      let passed = false;
      const answer = (await oneClick!(
        {
          request,
          params: { token: t },
          context: routerContext({ database: handle }),
          unstable_pattern: "",
          url: new URL(request.url),
        } as never,
        async () => {
          passed = true;
          return new Response("the page");
        },
      )) as Response;
      return { status: answer.status, type: answer.headers.get("Content-Type"), text: await answer.text(), passed };
    };

    const answer = await post(token, "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded");
    expect(answer).toMatchObject({ status: 200, text: "Unsubscribed.", passed: false });
    expect(answer.type).toContain("text/plain");
    expect((await rowOf("oneclick@example.com"))!.status).toBe("unsubscribed");
    // Repeated (mail programs retry): the same.
    expect(await post(token, "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded")).toMatchObject({ status: 200 });
    // Multipart, as some send it.
    const boundary = "----oneclick";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    expect(await post(token, multipart, `multipart/form-data; boundary=${boundary}`)).toMatchObject({ status: 200, passed: false });
    // A forged token: a 404, never a 5xx; anything else than the one-click body goes on to the page.
    expect(await post(`${row!.id}.${"D".repeat(43)}`, "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded")).toMatchObject({
      status: 404,
      passed: false,
    });
    expect(await post(token, "List-Unsubscribe=One-Click&more=1", "application/x-www-form-urlencoded")).toMatchObject({ passed: true });
    expect(await post(token, "{}", "application/json")).toMatchObject({ passed: true });
  });

  test("expiry with a fake clock: pending 6 days is kept, 8 days is gone; confirmed and Kit's rows are never removed", async () => {
    const now = new Date("2026-12-10T12:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    await handle.db.insert(newsletterSubscribers).values([
      { email: "six@example.com", source: "/", status: "pending", confirmationSentAt: ago(6), createdAt: ago(6) },
      { email: "eight@example.com", source: "/", status: "pending", confirmationSentAt: ago(8), createdAt: ago(8) },
      {
        email: "old-confirmed@example.com",
        source: "/",
        status: "confirmed",
        confirmationSentAt: ago(30),
        consentedAt: ago(29),
        createdAt: ago(30),
      },
      { email: "kit-handing@example.com", source: "/", status: "pending", kitStatus: "pending", createdAt: ago(20) },
      { email: "kit-held@example.com", source: "/", status: "pending", kitStatus: "subscribed", kitState: "inactive", createdAt: ago(20) },
      // Unsubscribed long ago, back 2 days ago: its clock is the last confirmation asked.
      { email: "returned@example.com", source: "/", status: "pending", confirmationSentAt: ago(2), createdAt: ago(90) },
    ]);
    // Earlier tests' sign-ups are older still, and go too.
    expect(await deleteUnconfirmedSignUps(handle.db, now)).toBeGreaterThanOrEqual(1);
    expect(await rowOf("eight@example.com")).toBeUndefined();
    for (const kept of ["six", "old-confirmed", "kit-handing", "kit-held", "returned"])
      expect(await rowOf(`${kept}@example.com`), kept).toBeDefined();

    // Through the queue, the worker with its own clock two days on: the six-day one goes too.
    const later = new Date(now.getTime() + 2 * DAY);
    await registerConsentExpiryWorker({ database: handle, queue, logger: silent, sendsMail: true, now: () => later });
    await queue.send(QUEUES.newsletterConsentExpiry.name, {});
    await eventually(
      () => rowOf("six@example.com"),
      (row) => row === undefined,
      20_000,
    );
    expect(await rowOf("returned@example.com")).toBeDefined();
  });
});

describe.each(testDatabases())("who sends the newsletter on %s", (kind) => {
  const NOW = new Date("2026-11-22T12:00:00Z");
  const deps = (database: DatabaseHandle, env: ReturnType<typeof loadEnv>) =>
    serviceDeps({ database, env, queue: async () => undefined, now: NOW, actor: "Test owner" });

  test("Kit sends until the owner chooses the site, with or without Kit's API key; the choice is saved and shown in the history", async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    // Kit's embed on the pages is the site's default, key or no key (without one, sign-ups through the site's own form stay here).
    const bare = loadEnv({ DATA_DIR: "memory://" });
    expect(bare.site.newsletter.sender).toBe("kit");
    const withKit = loadEnv({ DATA_DIR: "memory://", KIT_API_KEY: "kit_key", KIT_FORM_ID: "4242" });
    expect(withKit.site.newsletter.sender).toBe("kit");
    const chose = await saveSiteValues(deps(database, withKit), { area: "settings", values: { "newsletter.sender": " Site " } });
    expect(chose).toMatchObject({ ok: true, value: { changed: ["newsletter.sender"] } });
    forgetSiteValues(database.db);
    expect((await getSiteValues(database, withKit.site)).site.newsletter.sender).toBe("site");
    const back = await saveSiteValues(deps(database, bare), { area: "settings", values: { "newsletter.sender": "kit" } });
    expect(back).toMatchObject({ ok: true, value: { changed: ["newsletter.sender"] } });
    const bad = await saveSiteValues(deps(database, withKit), { area: "settings", values: { "newsletter.sender": "mailchimp" } });
    expect(bad).toMatchObject({
      ok: false,
      field: "newsletter.sender",
      message: expect.stringContaining("must be site (This site) or kit (Kit)"),
    });
  });
});
