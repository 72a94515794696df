import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { emailOutbox, purchases, stripeEvents, stripeRefunds } from "~/db/schema";
import { UNNAMED_PRODUCT } from "~/services/payments.server";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { importBuiltServer } from "../e2e/built-server";
import { startServerOn, testDatabases, type TestDatabaseKind } from "../db";
import { paidSessionEvent, refundEvent, signedDelivery, stripeEvent } from "../fake-stripe";
import type { RunningServer } from "../../server/app";

/**
 * POST /webhooks/stripe as Stripe reaches it: the built server in this process, events signed the
 * way Stripe signs them, and the database read after each delivery. A verified event is stored
 * once however often it comes; anything unverified or malformed is a 4xx with nothing stored.
 */

const SECRET = "whsec_test_webhook_secret_for_the_site";
const BODY_LIMIT = 64 * 1024;

let startServer: Awaited<ReturnType<typeof importBuiltServer>>["startServer"];
beforeAll(async () => {
  ensureBuild({ quiet: true });
  ({ startServer } = await importBuiltServer());
}, 600_000);

const startOn = (kind: TestDatabaseKind, extra: Record<string, string> = {}) =>
  startServerOn(startServer, kind, {
    LOG_LEVEL: "error",
    SITE_URL: "",
    BODY_LIMIT_BYTES: String(BODY_LIMIT),
    STRIPE_WEBHOOK_SECRET: SECRET,
    ...extra,
  });

describe.each(testDatabases())("the Stripe webhook on %s", (kind) => {
  let server: RunningServer;
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    ({ server, database } = await startOn(kind));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const deliver = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/webhooks/stripe`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
  const send = (event: object, options: { secret?: string; timestamp?: number; headers?: Record<string, string> } = {}) => {
    const { payload, signature } = signedDelivery(event, options.secret ?? SECRET, options.timestamp);
    return deliver(payload, { "Stripe-Signature": signature, ...options.headers });
  };
  const counts = async () => {
    const db = server.database.db;
    const [[p], [e], [r]] = await Promise.all([
      db.select({ n: count() }).from(purchases),
      db.select({ n: count() }).from(stripeEvents),
      db.select({ n: count() }).from(stripeRefunds),
    ]);
    return { purchases: p!.n, events: e!.n, refunds: r!.n };
  };
  /** The kinds of the e-mails the outbox holds for an address: the buyer's, or the owner's naming them. */
  const mailAbout = async (email: string) =>
    (await server.database.db.select().from(emailOutbox))
      .filter((mail) => mail.toAddress === email || mail.textBody.includes(`<${email}>`))
      .map((mail) => mail.kind)
      .sort();
  const purchaseOf = async (sessionId: string) =>
    (await server.database.db.select().from(purchases).where(eq(purchases.stripeCheckoutSessionId, sessionId)))[0];

  test("a signed checkout.session.completed is a purchase, also when Stripe posts it cross-site", async () => {
    const event = paidSessionEvent({ product: "full-guide", amount: 500, email: "Ana@Example.com", landingPage: "/ai-use-case-finder" });
    // Stripe's servers name no origin; a browser that did would be refused by any page's action, not here.
    const answer = await send(event, { headers: { Origin: "https://hooks.stripe.example", "Sec-Fetch-Site": "cross-site" } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true });
    const purchase = await purchaseOf(event.data.object.id);
    expect(purchase).toMatchObject({
      product: "full-guide",
      amount: 500,
      currency: "usd",
      buyerEmail: "Ana@Example.com",
      status: "paid",
      refundedAmount: 0,
      refundedAt: null,
      landingPage: "/ai-use-case-finder",
      stripePaymentIntentId: event.data.object.payment_intent,
    });
    const [row] = await server.database.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id));
    expect(row).toMatchObject({ type: "checkout.session.completed", outcome: "purchase recorded" });
  });

  test("a course sold through a Payment Link is recorded; a product no page sells too, as given, and one without a name as unknown", async () => {
    const course = paidSessionEvent({ product: "executive-coach", amount: 49_700, email: "coachee@example.com" });
    const other = paidSessionEvent({ product: "a-workshop-ticket", amount: 2_500 });
    const unnamed = paidSessionEvent({ amount: 1_000 });
    for (const event of [course, other, unnamed]) expect((await send(event)).status).toBe(200);
    // A course's buyer gets the course's own e-mails from where it is sold; the owner hears of the sale.
    expect(await mailAbout(course.data.object.customer_details.email)).toEqual(["owner-sale"]);
    expect(await purchaseOf(course.data.object.id)).toMatchObject({ product: "executive-coach", amount: 49_700, landingPage: null });
    expect((await purchaseOf(other.data.object.id))?.product).toBe("a-workshop-ticket");
    expect((await purchaseOf(unnamed.data.object.id))?.product).toBe(UNNAMED_PRODUCT);
  });

  test("the same event delivered 100 times at once: one purchase, one event row, every delivery answered 200", async () => {
    const before = await counts();
    const event = paidSessionEvent({ product: "full-guide", email: "hundred@example.com" });
    const { payload, signature } = signedDelivery(event, SECRET);
    const answers = await Promise.all(Array.from({ length: 100 }, () => deliver(payload, { "Stripe-Signature": signature })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    expect(await counts()).toEqual({ ...before, purchases: before.purchases + 1, events: before.events + 1 });
    // And again later, as Stripe retries: still one.
    expect((await deliver(payload, { "Stripe-Signature": signedDelivery(event, SECRET).signature })).status).toBe(200);
    expect(await counts()).toEqual({ ...before, purchases: before.purchases + 1, events: before.events + 1 });
    // One access link to the buyer, one notice to the owner.
    expect(await mailAbout("hundred@example.com")).toEqual(["guide-access", "owner-sale"]);
  }, 60_000);

  test("a refund after its purchase marks it refunded; a later event never lowers the sum refunded", async () => {
    const sale = paidSessionEvent({ product: "full-guide", amount: 500 });
    const paymentIntent = sale.data.object.payment_intent;
    expect((await send(sale)).status).toBe(200);
    const half = refundEvent(paymentIntent, 250);
    const full = refundEvent(paymentIntent, 500);
    expect((await send(full)).status).toBe(200);
    expect((await send(half)).status).toBe(200);
    const purchase = await purchaseOf(sale.data.object.id);
    expect(purchase).toMatchObject({ status: "refunded", refundedAmount: 500, amount: 500 });
    expect(purchase?.refundedAt).toBeInstanceOf(Date);
  });

  test("a refund that arrives before its purchase: the purchase is stored refunded", async () => {
    const sale = paidSessionEvent({ product: "full-guide", amount: 500, email: "changed-mind@example.com" });
    const paymentIntent = sale.data.object.payment_intent;
    const refund = refundEvent(paymentIntent, 500, 500);
    expect((await send(refund)).status).toBe(200);
    const [held] = await server.database.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, refund.id));
    expect(held?.outcome).toBe("refund held until its purchase arrives");
    expect((await send(sale)).status).toBe(200);
    expect(await purchaseOf(sale.data.object.id)).toMatchObject({ status: "refunded", refundedAmount: 500, amount: 500 });
    // A sale stored refunded sends no access link and no sale notice.
    expect(await mailAbout("changed-mind@example.com")).toEqual([]);
  });

  test("a refund and its purchase delivered at the same moment, many times over: refunded, once", async () => {
    const sale = paidSessionEvent({ product: "business-building-ai", amount: 30_000 });
    const refund = refundEvent(sale.data.object.payment_intent, 30_000, 30_000);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? sale : refund)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await purchaseOf(sale.data.object.id)).toMatchObject({ status: "refunded", refundedAmount: 30_000 });
  });

  test("events the site does not apply are answered 200 and recorded as ignored; an unpaid session is no purchase", async () => {
    const before = await counts();
    const other = stripeEvent("customer.created", { id: "cus_123", object: "customer" });
    const unpaid = stripeEvent("checkout.session.completed", { ...paidSessionEvent().data.object, payment_status: "unpaid" });
    expect((await send(other)).status).toBe(200);
    expect((await send(unpaid)).status).toBe(200);
    expect(await counts()).toEqual({ ...before, events: before.events + 2 });
    const rows = await server.database.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, other.id));
    expect(rows[0]?.outcome).toBe("ignored: customer.created is not an event the site applies");
  });

  test("forged, wrongly signed, stale, unsigned and malformed deliveries are 4xx, with nothing stored", async () => {
    const before = await counts();
    const event = paidSessionEvent({ product: "full-guide", email: "hundred@example.com" });
    const { payload, signature } = signedDelivery(event, SECRET);
    const stale = Math.floor(Date.now() / 1000) - 301;
    const huge = JSON.stringify({ ...event, padding: "x".repeat(BODY_LIMIT) });
    const cases: [string, Promise<Response>, number][] = [
      ["no signature", deliver(payload), 400],
      ["another secret", send(event, { secret: "whsec_someone_else" }), 400],
      ["a signature of other bytes", deliver(`${payload} `, { "Stripe-Signature": signature }), 400],
      ["a forged signature", deliver(payload, { "Stripe-Signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` }), 400],
      ["a garbled header", deliver(payload, { "Stripe-Signature": "nonsense" }), 400],
      ["older than the tolerance", send(event, { timestamp: stale }), 400],
      ["signed, not JSON", deliver("not json", { "Stripe-Signature": signedDelivery("not json", SECRET).signature }), 400],
      ["signed, no event", send({ hello: "world" }), 400],
      ["signed, amount of the wrong type", send({ ...event, data: { object: { ...event.data.object, amount_total: "500" } } }), 400],
      ["signed, id of the wrong type", send({ ...event, id: 42 }), 400],
      ["signed, refund without a sum", send(stripeEvent("charge.refunded", { id: "ch_1", payment_intent: "pi_1" })), 400],
      ["signed, larger than the body limit", deliver(huge, { "Stripe-Signature": signedDelivery(huge, SECRET).signature }), 413],
    ];
    for (const [what, answer, status] of cases) expect({ what, status: (await answer).status }).toEqual({ what, status });
    expect(await counts()).toEqual(before);
  });
});

test("without STRIPE_WEBHOOK_SECRET the address answers 404, as one no page has, and stores nothing", async () => {
  const { server } = await startOn("pglite", { STRIPE_WEBHOOK_SECRET: "" });
  try {
    const { payload, signature } = signedDelivery(paidSessionEvent(), SECRET);
    const answer = await fetch(`${server.url}/webhooks/stripe`, {
      method: "POST",
      body: payload,
      headers: { "Stripe-Signature": signature },
    });
    expect(answer.status).toBe(404);
    expect(await server.database.db.select({ n: count() }).from(stripeEvents)).toEqual([{ n: 0 }]);
  } finally {
    await server.close();
  }
}, 120_000);
