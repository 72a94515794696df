/**
 * The payments gateway: the site's three calls to Stripe, in one place (decision 072). Create a
 * Checkout Session, read one back, and verify a webhook's signature and read its event. The
 * `stripe` package is loaded on the first call, not at start: most instances never take a payment
 * (decision 055's "load what few requests need on first use").
 *
 * Without STRIPE_SECRET_KEY the checkout calls answer "payments are not configured", and without
 * STRIPE_WEBHOOK_SECRET no event is ever taken as verified: nothing pretends to be paid.
 */
import type { Stripe } from "stripe";
import type { ServerEnv } from "~/config/env.server";

/** A refusal in words, and whether the same call may succeed later (Stripe's outage, the network). */
export type GatewayOutcome<Value> = { ok: true; value: Value } | { ok: false; message: string; retryable: boolean };

export interface CheckoutRequest {
  /** What metadata.product says: "full-guide", a course's slug. */
  product: string;
  /** The line's name on Stripe's page. */
  name: string;
  /** In the currency's minor units (cents). */
  amount: number;
  currency: string;
  /** Absolute; may hold {CHECKOUT_SESSION_ID}, which Stripe fills in. */
  successUrl: string;
  cancelUrl: string;
  /** The page the checkout was started from, kept in the session's metadata as landing_page. */
  landingPage?: string;
}

/** A Checkout Session as the site reads it back. */
export interface CheckoutSessionState {
  id: string;
  /** Only Stripe's own "paid" counts: never a status the site infers. */
  paid: boolean;
  product: string | undefined;
  amount: number | null;
  currency: string | null;
  email: string | null;
  /** The session as Stripe sent it, for what the site stores of a paid one (as from the webhook's event). */
  session: unknown;
}

/** Why an event was not taken: no secret configured, or a signature that does not hold (missing, forged, stale, not JSON). */
export type WebhookOutcome = { ok: true; event: Stripe.Event } | { ok: false; reason: "not-configured" | "refused"; message: string };

export interface PaymentsGateway {
  /** Whether checkout can be started (STRIPE_SECRET_KEY is set). */
  readonly configured: boolean;
  createCheckoutSession(request: CheckoutRequest): Promise<GatewayOutcome<{ id: string; url: string }>>;
  retrieveCheckoutSession(id: string): Promise<GatewayOutcome<CheckoutSessionState>>;
  /** The event in `rawBody`, when `signature` (the Stripe-Signature header) signs exactly these bytes within the tolerance. */
  verifyWebhook(rawBody: Uint8Array, signature: string | undefined): Promise<WebhookOutcome>;
}

export const NOT_CONFIGURED = "Payments are not configured on this site (STRIPE_SECRET_KEY is unset).";
/** Stripe's own tolerance: a signature older than this is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
// One retry of a call that got no answer; the package adds an idempotency key to a retried POST.
const NETWORK_RETRIES = 1;
const TIMEOUT_MS = 20_000;

let loaded: Promise<{ default: typeof Stripe }> | undefined;
const loadStripe = () => (loaded ??= import("stripe"));

type StripeSettings = Pick<ServerEnv, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE">;

/** The gateway for the configuration's keys; every call without its key answers in words. */
export function paymentsGateway(settings: StripeSettings): PaymentsGateway {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: apiBase } = settings;
  let client: Promise<Stripe> | undefined;
  const stripe = () =>
    (client ??= loadStripe().then(({ default: StripeClient }) => {
      const base = new URL(apiBase);
      return new StripeClient(secretKey!, {
        host: base.hostname,
        port: base.port || (base.protocol === "https:" ? 443 : 80),
        protocol: base.protocol === "https:" ? "https" : "http",
        maxNetworkRetries: NETWORK_RETRIES,
        timeout: TIMEOUT_MS,
        telemetry: false,
      });
    }));

  return {
    configured: secretKey !== undefined,

    async createCheckoutSession(request) {
      if (!secretKey) return { ok: false, message: NOT_CONFIGURED, retryable: false };
      return asOutcome("Stripe create checkout session", async () => {
        const metadata: Record<string, string> = { product: request.product };
        if (request.landingPage) metadata.landing_page = request.landingPage;
        const session = await (
          await stripe()
        ).checkout.sessions.create({
          mode: "payment",
          line_items: [
            { quantity: 1, price_data: { currency: request.currency, unit_amount: request.amount, product_data: { name: request.name } } },
          ],
          metadata,
          payment_intent_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        });
        if (!session.url) throw new Error("Stripe answered a checkout session without a URL");
        return { id: session.id, url: session.url };
      });
    },

    async retrieveCheckoutSession(id) {
      if (!secretKey) return { ok: false, message: NOT_CONFIGURED, retryable: false };
      return asOutcome("Stripe retrieve checkout session", async () => {
        const session = await (await stripe()).checkout.sessions.retrieve(id);
        return {
          id: session.id,
          paid: session.payment_status === "paid",
          product: session.metadata?.product,
          amount: session.amount_total,
          currency: session.currency,
          email: session.customer_details?.email ?? session.customer_email ?? null,
          session,
        };
      });
    },

    async verifyWebhook(rawBody, signature) {
      if (!webhookSecret) return { ok: false, reason: "not-configured", message: "Stripe webhooks are not configured on this site." };
      if (!signature) return { ok: false, reason: "refused", message: "The Stripe-Signature header is missing." };
      const { default: StripeClient } = await loadStripe();
      try {
        // Verified over the exact bytes received, then parsed: nothing read the body before.
        const event = StripeClient.webhooks.constructEvent(Buffer.from(rawBody), signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
        return { ok: true, event };
      } catch (error) {
        // A signature that does not hold, is too old, or signs a body that is not JSON: the same refusal.
        const message = error instanceof SyntaxError ? "The signed body is not JSON." : "The Stripe-Signature header does not verify.";
        return { ok: false, reason: "refused", message };
      }
    },
  };
}

/** Stripe's API, where the site asks unless STRIPE_API_BASE names a stand-in. */
const STRIPE_API = "https://api.stripe.com";
/** Where Stripe's hosted checkout page is. */
const STRIPE_CHECKOUT = "https://checkout.stripe.com";

/**
 * The origins the guide's checkout sends the browser to, for the pages' form-action: none without a
 * key; Stripe's checkout page; and a stand-in's own origin when STRIPE_API_BASE names one (it serves
 * its page itself).
 */
export function checkoutOrigins(settings: StripeSettings): string[] {
  if (!settings.STRIPE_SECRET_KEY) return [];
  const api = new URL(settings.STRIPE_API_BASE).origin;
  return api === STRIPE_API ? [STRIPE_CHECKOUT] : [STRIPE_CHECKOUT, api];
}

const gateways = new WeakMap<StripeSettings, PaymentsGateway>();

/** The process's gateway for its configuration: one Stripe client for every request. */
export function sitePaymentsGateway(settings: StripeSettings): PaymentsGateway {
  let gateway = gateways.get(settings);
  if (!gateway) gateways.set(settings, (gateway = paymentsGateway(settings)));
  return gateway;
}

/** Stripe's refusals and failures as a refusal in words; a network failure, a 429 or a 5xx may succeed later. */
async function asOutcome<Value>(what: string, call: () => Promise<Value>): Promise<GatewayOutcome<Value>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    const retryable = typeof status !== "number" || status === 429 || status >= 500;
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `${what}: ${typeof status === "number" ? `HTTP ${status}: ` : ""}${reason}`, retryable };
  }
}
