import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { emailOutbox, purchases } from "~/db/schema";
import { guideAccessOf } from "~/features/payment/guide-access.server";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { importBuiltServer } from "../e2e/built-server";
import { startServerOn, testDatabases, type TestDatabaseKind } from "../db";
import { startFakeStripe, stripeEvent } from "../fake-stripe";
import type { RunningServer } from "../../server/app";

/**
 * The full guide bought for real (decision 073): the built server in this process, a local stand-in
 * for Stripe's API and its webhooks signed as Stripe signs them. The checkout is started by the
 * server, /payment-success unlocks only a session Stripe calls paid, the purchase gives the paying
 * browser a signed cookie and its buyer an e-mailed link, and a refund ends both.
 */

const KEY = "sk_test_GuidePurchaseKey123";
const SECRET = "whsec_guide_purchase_secret";

let startServer: Awaited<ReturnType<typeof importBuiltServer>>["startServer"];
beforeAll(async () => {
  ensureBuild({ quiet: true });
  ({ startServer } = await importBuiltServer());
}, 600_000);

describe.each(testDatabases())("buying the full guide on %s", (kind: TestDatabaseKind) => {
  let server: RunningServer;
  let database: DatabaseHandle | undefined;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: KEY, webhook: { url: () => `${server.url}/webhooks/stripe`, secret: SECRET } });
    ({ server, database } = await startServerOn(startServer, kind, {
      LOG_LEVEL: "error",
      SITE_URL: "",
      STRIPE_SECRET_KEY: KEY,
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: stripe.url,
    }));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
    await stripe?.close();
  });

  const db = () => server.database.db;
  const page = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const startCheckout = () =>
    fetch(`${server.url}/full-guide/checkout`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", Referer: `${server.url}/mini-apps` },
      body: "",
    });
  /** The cookie a response gives, as the browser would send it back. */
  const cookieOf = (answer: Response) => answer.headers.get("set-cookie")?.split(";")[0];
  const access = (cookie: string | undefined) =>
    guideAccessOf(new Request(server.url, { headers: cookie ? { Cookie: cookie } : {} }), db(), true);
  const mailTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  const sessionIdOf = (location: string) => /\/pay\/(cs_test_[0-9a-f]+)$/.exec(location)![1]!;

  test("the button's post starts a Stripe checkout at the price in force, for the full guide, returning to /payment-success", async () => {
    const answer = await startCheckout();
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const sent = stripe.requests.at(-1)!;
    expect(sent.form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": "500",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][product_data][name]": "Full implementation guide",
      "metadata[product]": "full-guide",
    });
    // On the site's own address (SITE_URL; its default here), Stripe filling in the session's id.
    expect(sent.form.success_url).toBe("http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}");
    expect(sent.form.cancel_url).toBe("http://localhost:3000/payment-canceled");
    // The page the visit began on, as the analytics attribute a conversion (here: where the button was).
    expect(sent.form["metadata[landing_page]"]).toBe("/mini-apps");
  });

  test("/payment-success opened without a session, with a made-up one or an unpaid one unlocks nothing and says how to get access", async () => {
    const bare = await page("/payment-success");
    expect(bare.status).toBe(200);
    expect(cookieOf(bare)).toBeUndefined();
    const html = await bare.text();
    expect(html).toContain("No payment to confirm");
    expect(html).toContain("Get the full guide");
    expect(html).not.toContain("Payment Successful");

    const madeUp = await page("/payment-success?session_id=cs_test_000000000000000000000000");
    expect(madeUp.status).toBe(200);
    expect(cookieOf(madeUp)).toBeUndefined();
    const hostile = await page(`/payment-success?session_id=${encodeURIComponent("../../v1/customers?x=")}`);
    expect(hostile.status).toBe(200);
    expect(cookieOf(hostile)).toBeUndefined();

    const unpaid = sessionIdOf((await startCheckout()).headers.get("location")!);
    const waiting = await page(`/payment-success?session_id=${unpaid}`);
    expect(waiting.status).toBe(200);
    expect(cookieOf(waiting)).toBeUndefined();
    expect(await waiting.text()).toContain("Your payment is not complete yet");
    expect(await db().select().from(purchases).where(eq(purchases.stripeCheckoutSessionId, unpaid))).toHaveLength(0);
  });

  test("a paid session unlocks the paying browser with a signed cookie, e-mails the buyer a link that unlocks another, and a refund ends both", async () => {
    const id = sessionIdOf((await startCheckout()).headers.get("location")!);
    stripe.pay(id, "reader@example.com");
    // The buyer is back before Stripe's event: the page reads the session and records the purchase itself.
    const back = await page(`/payment-success?session_id=${id}`);
    expect(back.status).toBe(200);
    expect(back.headers.get("cache-control")).toBe("no-store");
    expect(await back.text()).toContain("Payment Successful");
    const setCookie = back.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^guide_access=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const paying = cookieOf(back);
    expect(await access(paying)).toBe("paid");

    const [purchase] = await db().select().from(purchases).where(eq(purchases.stripeCheckoutSessionId, id));
    expect(purchase).toMatchObject({
      product: "full-guide",
      amount: 500,
      currency: "usd",
      buyerEmail: "reader@example.com",
      status: "paid",
    });

    // Stripe's event arrives afterwards (and again): no second purchase, no second e-mail.
    const completed = stripeEvent("checkout.session.completed", { ...stripe.sessions.get(id)! });
    expect(await stripe.deliver(completed)).toBe(200);
    expect(await stripe.deliver(completed)).toBe(200);
    expect(await db().select().from(purchases).where(eq(purchases.stripeCheckoutSessionId, id))).toHaveLength(1);
    const mails = await mailTo("reader@example.com");
    expect(mails.map((mail) => mail.kind)).toEqual(["guide-access"]);
    const owner = (await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "owner-sale"))).filter((mail) =>
      mail.textBody.includes("<reader@example.com>"),
    );
    expect(owner).toHaveLength(1);
    expect(owner[0]!.subject).toBe("New sale: Full implementation guide, $5.00");
    expect(owner[0]!.textBody).toContain("Their visit began on /mini-apps.");

    // The e-mailed link, opened on another device, gives that browser its own cookie.
    const link = /(\/full-guide\/access\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/.exec(mails[0]!.textBody)![1]!;
    const other = await page(link);
    expect(other.status).toBe(200);
    expect(await other.text()).toContain("Your full guides are unlocked on this device");
    const otherCookie = cookieOf(other);
    expect(otherCookie).toBeDefined();
    expect(await access(otherCookie)).toBe("paid");
    // Pages that are not the buyer's: a forged cookie, the link's token used as a cookie, a forged link.
    expect(await access(paying!.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBe("locked");
    expect(await access(`guide_access=${link.split("/").at(-1)}`)).toBe("locked");
    expect(await access(undefined)).toBe("locked");
    expect((await page(link.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).status).toBe(404);
    expect((await page("/full-guide/access/not-a-token")).status).toBe(404);

    // A partial refund is a discount: access stays. Refunding the rest ends it on both browsers.
    expect(await stripe.refund(id, 200)).toBe(200);
    expect(await access(paying)).toBe("paid");
    expect(await stripe.refund(id)).toBe(200);
    expect(await access(paying)).toBe("locked");
    expect(await access(otherCookie)).toBe("locked");
    const refundedLink = await page(link);
    expect(cookieOf(refundedLink)).toBeUndefined();
    expect(await refundedLink.text()).toContain("This purchase was refunded");
    const refundedReturn = await page(`/payment-success?session_id=${id}`);
    expect(cookieOf(refundedReturn)).toBeUndefined();
    expect(await refundedReturn.text()).toContain("This purchase was refunded");
  });

  test("a course's session is not the guide's: /payment-success does not unlock it", async () => {
    const id = sessionIdOf((await startCheckout()).headers.get("location")!);
    const session = stripe.sessions.get(id)!;
    session.metadata = { product: "executive-coach" };
    stripe.pay(id, "coachee@example.com");
    const back = await page(`/payment-success?session_id=${id}`);
    expect(cookieOf(back)).toBeUndefined();
    expect(await back.text()).toContain("not one for the full guides");
  });

  test("Stripe not answering: the checkout is 503 with Retry-After and nothing charged, the return page 503 and nothing unlocked", async () => {
    const id = sessionIdOf((await startCheckout()).headers.get("location")!);
    stripe.pay(id, "late@example.com");
    await stripe.close();
    try {
      const start = await startCheckout();
      expect(start.status).toBe(503);
      expect(start.headers.get("retry-after")).toBeTruthy();
      expect(await start.text()).toContain("Nothing was charged");
      const back = await page(`/payment-success?session_id=${id}`);
      expect(back.status).toBe(503);
      expect(cookieOf(back)).toBeUndefined();
      expect(await back.text()).toContain("We could not confirm your payment just now");
    } finally {
      stripe = await startFakeStripe({ secretKey: KEY });
    }
  }, 60_000);
});
