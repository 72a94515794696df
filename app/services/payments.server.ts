import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { purchases, stripeEvents, stripeRefunds } from "~/db/schema";
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

const PAID_SESSION_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/**
 * Applies one verified Stripe event, once: in one transaction, the event's id is stored first (a
 * second delivery, even one at the same moment, finds it and changes nothing), then what it says:
 * a paid Checkout Session becomes a purchase, a refunded charge marks its purchase refunded, or is
 * held until its purchase arrives. A body of the wrong shape is refused before anything is stored.
 */
export async function recordStripeEvent(
  { db }: Pick<ServiceDeps, "db">,
  { event }: { event: unknown },
): Promise<Outcome<{ result: EventResult; said: string }>> {
  const envelope = EventSchema.safeParse(event);
  if (!envelope.success) return refuse("Not a Stripe event: it needs an id, a type, a creation time and a data object.");
  const { id: eventId, type, created, data } = envelope.data;
  const at = new Date(created * 1000);

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
      apply = (tx) => storePurchase(tx, { session: paid, amount, currency, at });
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

  const outcome = await db.transaction(async (tx) => {
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

async function storePurchase(
  tx: Tx,
  { session, amount, currency, at }: { session: z.infer<typeof CheckoutSessionSchema>; amount: number; currency: string; at: Date },
): Promise<{ result: EventResult; said: string }> {
  const paymentIntent = idOf(session.payment_intent);
  let refund: { refundedAmount: number; refundedAt: Date } | undefined;
  if (paymentIntent !== null) {
    await lockPayment(tx, paymentIntent);
    [refund] = await tx
      .select({ refundedAmount: stripeRefunds.refundedAmount, refundedAt: stripeRefunds.refundedAt })
      .from(stripeRefunds)
      .where(eq(stripeRefunds.stripePaymentIntentId, paymentIntent));
  }
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  const stored = await tx
    .insert(purchases)
    .values({
      product: session.metadata?.product?.trim() || UNNAMED_PRODUCT,
      amount,
      currency: currency.toLowerCase(),
      buyerEmail: email?.trim() || null,
      stripeCheckoutSessionId: session.id,
      stripePaymentIntentId: paymentIntent,
      createdAt: at,
      landingPage: session.metadata?.landing_page?.trim() || null,
      ...(refund ? { status: "refunded", refundedAmount: refund.refundedAmount, refundedAt: refund.refundedAt } : {}),
    })
    // Another event about the same session (completed, then async_payment_succeeded) stores no second sale.
    .onConflictDoNothing({ target: purchases.stripeCheckoutSessionId })
    .returning({ id: purchases.id });
  if (stored.length === 0) return { result: "applied", said: "purchase already recorded for this session" };
  return { result: "applied", said: refund ? "purchase recorded, refunded (its refund came first)" : "purchase recorded" };
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
