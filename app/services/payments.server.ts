import { desc, eq, gte, or, sql } from "drizzle-orm";
import { z } from "zod";
import { productName } from "~/content/products";
import type { SiteConfig } from "~/content/site-config";
import { getSiteValues } from "~/content/site-values.server";
import type { Database } from "~/db/client.server";
import { purchases, stripeEvents, stripeRefunds } from "~/db/schema";
import type { SalesPeriod } from "~/features/admin/sales-periods";
import { guideAccessEmail } from "~/features/payment/guide-access-email";
import { guideAccessLinkPath, guideLinkSigner, guidePurchaseAccess } from "~/features/payment/guide-access.server";
import type { GatewayOutcome, PaymentsGateway } from "~/features/payment/payments-gateway.server";
import { FULL_GUIDE_PRODUCT } from "~/lib/guide-access";
import { toCsv } from "~/lib/csv";
import { addDays, utcDay } from "~/lib/dates";
import { absoluteUrl } from "~/lib/meta";
import { formatMinorUnits, majorUnits } from "~/lib/price";
import { openOutbox, sendEmail, type Outbox } from "~/mail/outbox.server";
import { notifyOwner } from "~/owner/owner-notifications.server";
import { done, refuse, type Outcome } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";

/**
 * What Stripe tells the site of its sales (decision 072): the webhook's verified events, each
 * applied once by its id. The webhook is the record: a purchase exists because Stripe said a
 * session was paid, whichever page the buyer came back to (or none).
 */

/** What applying an event did: applied now, applied before (Stripe sent it again), or not one the site applies. */
export type EventResult = "applied" | "duplicate" | "ignored";

/** A product a Checkout Session's metadata does not name (a Payment Link made without one). */
export const UNNAMED_PRODUCT = "unknown";

const id = z.string().min(1).max(255);
// Stripe sends an expandable field as its id, or as the object when it was expanded.
const expandable = z.union([id, z.object({ id })]).nullish();
const idOf = (value: z.infer<typeof expandable>) => (typeof value === "string" ? value : (value?.id ?? null));
const minorUnits = z.number().int().min(0).max(2_000_000_000);

const EventSchema = z.object({
  id,
  type: z.string().min(1).max(255),
  // Seconds since the epoch: when Stripe made the event.
  created: z.number().int().positive(),
  data: z.object({ object: z.looseObject({}) }),
});

const CheckoutSessionSchema = z.looseObject({
  id,
  payment_status: z.string().max(64),
  amount_total: minorUnits.nullable(),
  currency: z.string().min(3).max(16).nullable(),
  metadata: z.record(z.string(), z.string().max(500)).nullish(),
  customer_details: z.looseObject({ email: z.string().max(512).nullish() }).nullish(),
  customer_email: z.string().max(512).nullish(),
  payment_intent: expandable,
});

const ChargeSchema = z.looseObject({
  id,
  payment_intent: expandable,
  // What has been refunded of the charge so far, in all: each event carries the sum.
  amount_refunded: minorUnits,
});

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What recording a sale needs: the database, the outbox's queue (the buyer's link, the owner's notice) and the site's values. */
type SaleDeps = Pick<ServiceDeps, "db" | "queue" | "site">;

/** A new sale's e-mails, made ready before its transaction opens (the outbox and the link's key are read outside it). */
interface SaleMail {
  outbox: Outbox;
  site: SiteConfig;
  linkToken(purchaseId: string): string;
}

async function saleMail(deps: SaleDeps): Promise<SaleMail> {
  const [outbox, site, linkToken] = await Promise.all([openOutbox(await deps.queue()), deps.site(), guideLinkSigner(deps.db)]);
  return { outbox, site, linkToken };
}

const PAID_SESSION_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/**
 * Applies one verified Stripe event, once: in one transaction, the event's id is stored first (a
 * second delivery, even one at the same moment, finds it and changes nothing), then what it says:
 * a paid Checkout Session becomes a purchase, a refunded charge marks its purchase refunded, or is
 * held until its purchase arrives. A body of the wrong shape is refused before anything is stored.
 */
export async function recordStripeEvent(
  deps: SaleDeps,
  { event }: { event: unknown },
): Promise<Outcome<{ result: EventResult; said: string }>> {
  const envelope = EventSchema.safeParse(event);
  if (!envelope.success) return refuse("Not a Stripe event: it needs an id, a type, a creation time and a data object.");
  const { id: eventId, type, created, data } = envelope.data;
  const at = new Date(created * 1000);
  // Only a paid session sends e-mail; no other event reads the outbox or the site's values.
  const mail = PAID_SESSION_EVENTS.has(type) ? await saleMail(deps) : undefined;

  let apply: ((tx: Tx) => Promise<{ result: EventResult; said: string }>) | undefined;
  if (PAID_SESSION_EVENTS.has(type)) {
    const session = CheckoutSessionSchema.safeParse(data.object);
    if (!session.success) return refuse(`Not a Checkout Session in ${type}.`);
    const paid = session.data;
    if (paid.payment_status !== "paid") {
      const said = `ignored: not paid (payment_status ${paid.payment_status})`;
      apply = () => Promise.resolve({ result: "ignored", said });
    } else if (paid.amount_total === null || paid.currency === null) {
      return refuse(`A paid Checkout Session in ${type} without its amount or currency.`);
    } else {
      const amount = paid.amount_total;
      const currency = paid.currency;
      apply = async (tx) => (await storePurchase(tx, { session: paid, amount, currency, at, mail: mail! })).applied;
    }
  } else if (type === "charge.refunded") {
    const charge = ChargeSchema.safeParse(data.object);
    if (!charge.success) return refuse("Not a charge in charge.refunded.");
    const paymentIntent = idOf(charge.data.payment_intent);
    const refunded = charge.data.amount_refunded;
    if (paymentIntent === null) apply = () => Promise.resolve({ result: "ignored", said: "ignored: a charge without a payment intent" });
    else if (refunded === 0) apply = () => Promise.resolve({ result: "ignored", said: "ignored: nothing refunded" });
    else apply = (tx) => storeRefund(tx, { paymentIntent, refunded, at });
  } else {
    apply = () => Promise.resolve({ result: "ignored", said: `ignored: ${type} is not an event the site applies` });
  }

  const outcome = await deps.db.transaction(async (tx) => {
    // First, so a concurrent delivery of the same event waits on this row and then finds it.
    const fresh = await tx
      .insert(stripeEvents)
      .values({ eventId, type, outcome: "applying" })
      .onConflictDoNothing()
      .returning({ eventId: stripeEvents.eventId });
    if (fresh.length === 0) return { result: "duplicate" as const, said: "already applied" };
    const applied = await apply(tx);
    await tx.update(stripeEvents).set({ outcome: applied.said }).where(eq(stripeEvents.eventId, eventId));
    return applied;
  });
  return done(outcome);
}

/**
 * A purchase and a refund of the same payment meet under one lock, whichever comes first: without
 * it, on PostgreSQL, a refund could look for its purchase while the purchase's transaction, which
 * looked for the refund a moment before, is not yet committed, and each would miss the other.
 */
async function lockPayment(tx: Tx, paymentIntent: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stripe:${paymentIntent}`}, 0))`);
}

type PaidSession = z.infer<typeof CheckoutSessionSchema>;

/** What storing a paid session did: the purchase (new or found), and the event's sentence. */
interface StoredPurchase {
  purchaseId: string;
  applied: { result: EventResult; said: string };
}

/**
 * Stores a paid Checkout Session as a purchase, once per session, whichever comes first: the
 * webhook's event or the buyer's return to /payment-success. A new purchase e-mails its buyer the
 * full guide's access link and tells the owner (when that notice is on); one stored refunded (its
 * refund came first) does neither.
 */
async function storePurchase(
  tx: Tx,
  { session, amount, currency, at, mail }: { session: PaidSession; amount: number; currency: string; at: Date; mail: SaleMail },
): Promise<StoredPurchase> {
  const paymentIntent = idOf(session.payment_intent);
  let refund: { refundedAmount: number; refundedAt: Date } | undefined;
  if (paymentIntent !== null) {
    await lockPayment(tx, paymentIntent);
    [refund] = await tx
      .select({ refundedAmount: stripeRefunds.refundedAmount, refundedAt: stripeRefunds.refundedAt })
      .from(stripeRefunds)
      .where(eq(stripeRefunds.stripePaymentIntentId, paymentIntent));
  }
  const email = (session.customer_details?.email ?? session.customer_email ?? "").trim() || null;
  const product = session.metadata?.product?.trim() || UNNAMED_PRODUCT;
  const landingPage = session.metadata?.landing_page?.trim() || null;
  const [stored] = await tx
    .insert(purchases)
    .values({
      product,
      amount,
      currency: currency.toLowerCase(),
      buyerEmail: email,
      stripeCheckoutSessionId: session.id,
      stripePaymentIntentId: paymentIntent,
      createdAt: at,
      landingPage,
      ...(refund ? { status: "refunded", refundedAmount: refund.refundedAmount, refundedAt: refund.refundedAt } : {}),
    })
    // Another event about the same session (completed, then async_payment_succeeded) stores no second sale.
    .onConflictDoNothing({ target: purchases.stripeCheckoutSessionId })
    .returning({ id: purchases.id });
  if (!stored) {
    const [known] = await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.stripeCheckoutSessionId, session.id));
    return { purchaseId: known!.id, applied: { result: "applied", said: "purchase already recorded for this session" } };
  }
  if (refund) return { purchaseId: stored.id, applied: { result: "applied", said: "purchase recorded, refunded (its refund came first)" } };

  const { outbox, site } = mail;
  if (product === FULL_GUIDE_PRODUCT && email) {
    const link = absoluteUrl(site.siteUrl, guideAccessLinkPath(mail.linkToken(stored.id)));
    await sendEmail(tx, outbox, guideAccessEmail(email, link, site));
  }
  await notifyOwner(tx, outbox, site.ownerEmail, {
    kind: "sale",
    product: productName(product),
    amount: formatMinorUnits(amount, currency),
    email,
    landingPage,
  });
  return { purchaseId: stored.id, applied: { result: "applied", said: "purchase recorded" } };
}

async function storeRefund(
  tx: Tx,
  { paymentIntent, refunded, at }: { paymentIntent: string; refunded: number; at: Date },
): Promise<{ result: EventResult; said: string }> {
  await lockPayment(tx, paymentIntent);
  // Kept whatever happens next, so a purchase that arrives after its refund is stored refunded.
  // The charge's sum only grows: an older event arriving late never lowers it.
  await tx
    .insert(stripeRefunds)
    .values({ stripePaymentIntentId: paymentIntent, refundedAmount: refunded, refundedAt: at })
    .onConflictDoUpdate({
      target: stripeRefunds.stripePaymentIntentId,
      set: {
        refundedAmount: sql`greatest(${stripeRefunds.refundedAmount}, excluded.refunded_amount)`,
        refundedAt: sql`greatest(${stripeRefunds.refundedAt}, excluded.refunded_at)`,
      },
    });
  const marked = await tx
    .update(purchases)
    .set({
      status: "refunded",
      refundedAmount: sql`greatest(${purchases.refundedAmount}, ${refunded}::integer)`,
      refundedAt: sql`greatest(${purchases.refundedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(purchases.stripePaymentIntentId, paymentIntent))
    .returning({ id: purchases.id });
  return { result: "applied", said: marked.length > 0 ? "refund recorded" : "refund held until its purchase arrives" };
}

/** What checkout and its return need beyond a sale's: the gateway to Stripe, and the configuration behind the offers. */
type CheckoutDeps = SaleDeps & Pick<ServiceDeps, "database" | "env" | "now"> & { payments: PaymentsGateway };

/** The full guide is sold in US dollars, its price (the effective offer, in dollars) in cents. */
const GUIDE_CURRENCY = "usd";

/**
 * Starts a Checkout Session for the full guide at the price in force (the offers the owner saves),
 * with `metadata.product` "full-guide" and the page the visitor's visit began on, and answers the
 * address of Stripe's page, or Stripe's refusal in words (and whether trying again may work). Stripe sends the buyer back to /payment-success with the session's id.
 */
export async function startGuideCheckout(
  deps: CheckoutDeps,
  { landingPage }: { landingPage?: string },
): Promise<GatewayOutcome<{ url: string }>> {
  const { site, offers } = await getSiteValues(deps.database, deps.env.site);
  const started = await deps.payments.createCheckoutSession({
    product: FULL_GUIDE_PRODUCT,
    name: productName(FULL_GUIDE_PRODUCT),
    amount: Math.round(offers.guide.price * 100),
    currency: GUIDE_CURRENCY,
    // Stripe puts the session's id where the braces are: the URL is not encoded after them.
    successUrl: `${absoluteUrl(site.siteUrl, "/payment-success")}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: absoluteUrl(site.siteUrl, "/payment-canceled"),
    ...(landingPage ? { landingPage } : {}),
  });
  return started.ok ? { ok: true, value: { url: started.value.url } } : started;
}

/** What a buyer's return to /payment-success found. */
export type CheckoutReturn =
  { state: "paid"; purchaseId: string } | { state: "refunded" | "unpaid" | "not-ours" | "no-session" | "unavailable" };

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * Reads a returning buyer's Checkout Session back from Stripe: only a session Stripe calls paid, for
 * the full guide, counts. A paid one is stored as its purchase then and there (the webhook may come
 * later, or after the buyer has left; it finds the purchase and stores nothing twice), so the page
 * can give this browser the purchase's cookie.
 */
export async function confirmGuideCheckout(deps: CheckoutDeps, { sessionId }: { sessionId: string | null }): Promise<CheckoutReturn> {
  if (!sessionId || !SESSION_ID.test(sessionId)) return { state: "no-session" };
  const read = await deps.payments.retrieveCheckoutSession(sessionId);
  if (!read.ok) return { state: read.retryable ? "unavailable" : "no-session" };
  const { value: found } = read;
  if (found.product !== FULL_GUIDE_PRODUCT) return { state: "not-ours" };
  if (!found.paid) return { state: "unpaid" };
  const session = CheckoutSessionSchema.safeParse(found.session);
  if (!session.success || found.amount === null || found.currency === null) return { state: "not-ours" };
  const { amount, currency } = found;
  const mail = await saleMail(deps);
  const stored = await deps.db.transaction((tx) => storePurchase(tx, { session: session.data, amount, currency, at: deps.now, mail }));
  const access = await guidePurchaseAccess(deps.db, stored.purchaseId);
  return access?.state === "active" ? { state: "paid", purchaseId: stored.purchaseId } : { state: "refunded" };
}

const SALES_PAGE_SIZE = 50;

/** Money per currency, in minor units: sales in several currencies are never added together. */
type Money = Record<string, number>;
const add = (money: Money, currency: string, amount: number) => {
  money[currency] = (money[currency] ?? 0) + amount;
};

/** One purchase as the sales page and its export show it. */
export interface SaleRow {
  id: string;
  at: Date;
  product: string;
  productName: string;
  amount: number;
  currency: string;
  buyerEmail: string | null;
  landingPage: string | null;
  refundedAmount: number;
  refundedAt: Date | null;
  stripeCheckoutSessionId: string;
}

const saleColumns = {
  id: purchases.id,
  at: purchases.createdAt,
  product: purchases.product,
  amount: purchases.amount,
  currency: purchases.currency,
  buyerEmail: purchases.buyerEmail,
  landingPage: purchases.landingPage,
  refundedAmount: purchases.refundedAmount,
  refundedAt: purchases.refundedAt,
  stripeCheckoutSessionId: purchases.stripeCheckoutSessionId,
};

/** The sales and refunds of the last `days` UTC days up to today: a sale counts on its day, a refund on its own. */
async function salesOf(db: Database, now: Date, days: number): Promise<SaleRow[]> {
  const since = new Date(`${addDays(utcDay(now), -(days - 1))}T00:00:00Z`);
  const rows = await db
    .select(saleColumns)
    .from(purchases)
    .where(or(gte(purchases.createdAt, since), gte(purchases.refundedAt, since)))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  return rows.map((row) => ({ ...row, productName: productName(row.product) }));
}

/**
 * The console's sales page: over the last 7, 30 or 90 days, the revenue (sales less refunds) per
 * day and per product, and the purchases themselves, newest first, with what was refunded and the
 * page that brought each buyer. Amounts stay in their currency's minor units, per currency.
 */
export async function salesReport({ db, now }: Pick<ServiceDeps, "db" | "now">, { days, page }: { days: SalesPeriod; page: number }) {
  const since = addDays(utcDay(now), -(days - 1));
  const rows = await salesOf(db, now, days);
  const byDay = new Map<string, { day: string; sales: number; gross: Money; refunded: Money }>();
  const byProduct = new Map<string, { product: string; productName: string; sales: number; gross: Money; refunded: Money }>();
  const totals = { sales: 0, refunds: 0, gross: {} as Money, refunded: {} as Money };
  const dayOf = (day: string) => byDay.get(day) ?? byDay.set(day, { day, sales: 0, gross: {}, refunded: {} }).get(day)!;
  for (const row of rows) {
    const product =
      byProduct.get(row.product) ??
      byProduct
        .set(row.product, { product: row.product, productName: row.productName, sales: 0, gross: {}, refunded: {} })
        .get(row.product)!;
    const soldOn = utcDay(row.at);
    if (soldOn >= since) {
      const day = dayOf(soldOn);
      day.sales += 1;
      add(day.gross, row.currency, row.amount);
      product.sales += 1;
      add(product.gross, row.currency, row.amount);
      totals.sales += 1;
      add(totals.gross, row.currency, row.amount);
    }
    if (row.refundedAt && row.refundedAmount > 0 && utcDay(row.refundedAt) >= since) {
      add(dayOf(utcDay(row.refundedAt)).refunded, row.currency, row.refundedAmount);
      add(product.refunded, row.currency, row.refundedAmount);
      totals.refunds += 1;
      add(totals.refunded, row.currency, row.refundedAmount);
    }
  }
  const start = (page - 1) * SALES_PAGE_SIZE;
  return done({
    days,
    since,
    totals,
    perDay: [...byDay.values()].sort((a, b) => (a.day < b.day ? 1 : -1)),
    products: [...byProduct.values()].sort((a, b) => b.sales - a.sales || a.productName.localeCompare(b.productName)),
    purchases: rows.slice(start, start + SALES_PAGE_SIZE),
    hasMore: rows.length > start + SALES_PAGE_SIZE,
  });
}

/** The sales of the period as CSV, one purchase a row (formula guard as every export). */
export async function exportSales(
  { db, now }: Pick<ServiceDeps, "db" | "now">,
  { days }: { days: SalesPeriod },
): Promise<Outcome<{ csv: string }>> {
  const rows = await salesOf(db, now, days);
  const csv = toCsv(
    [
      "date",
      "product",
      "product_name",
      "amount",
      "currency",
      "refunded",
      "refunded_at",
      "buyer_email",
      "landing_page",
      "stripe_checkout_session",
    ],
    rows.map((row) => [
      row.at,
      row.product,
      row.productName,
      majorUnits(row.amount, row.currency),
      row.currency,
      majorUnits(row.refundedAmount, row.currency),
      row.refundedAt,
      row.buyerEmail,
      row.landingPage,
      row.stripeCheckoutSessionId,
    ]),
  );
  return done({ csv });
}

/** The overview's revenue: today's and this month's sales less refunds (UTC), per currency. */
export async function revenueSummary({ db, now }: Pick<ServiceDeps, "db" | "now">) {
  const today = utcDay(now);
  const month = `${today.slice(0, 8)}01`;
  const rows = await salesOf(db, now, Math.round((Date.parse(today) - Date.parse(month)) / 86_400_000) + 1);
  const net = (from: string) => {
    const money: Money = {};
    let sales = 0;
    for (const row of rows) {
      if (utcDay(row.at) >= from) {
        add(money, row.currency, row.amount);
        sales += 1;
      }
      if (row.refundedAt && utcDay(row.refundedAt) >= from) add(money, row.currency, -row.refundedAmount);
    }
    return { sales, money };
  };
  return { today: net(today), month: net(month) };
}
