import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** A Checkout Session as the fake keeps it, in Stripe's wire fields. */
export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  url: string | null;
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  mode: "payment";
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  customer_details: { email: string } | null;
  payment_intent: string | null;
  created: number;
}

export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form fields of a POST, flattened as Stripe's API takes them ("line_items[0][quantity]"). */
  form: Record<string, string>;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/**
 * A stand-in for Stripe's API on 127.0.0.1, speaking its wire format for the calls the payments
 * gateway makes: POST /v1/checkout/sessions (a form-encoded body, as the `stripe` package sends it)
 * and GET /v1/checkout/sessions/{id}. A wrong key is 401, an unknown session 404, both with
 * Stripe's { error: { type, message } }. `pay` plays the buyer paying on Stripe's page; the page
 * itself is GET /pay/{id} (a form) and POST /pay/{id} (pays, delivers checkout.session.completed to
 * the webhook when one is given, and sends the browser to the success URL, as Stripe does).
 * `refund` delivers charge.refunded for a paid session.
 */
export async function startFakeStripe(options: { secretKey: string; webhook?: { url: () => string; secret: string } }) {
  const sessions = new Map<string, FakeCheckoutSession>();
  const requests: StripeRequest[] = [];

  function json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
    res.end(JSON.stringify(body));
  }
  const error = (res: ServerResponse, status: number, type: string, message: string) => json(res, status, { error: { type, message } });

  async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const form = await readForm(req);
      // The hosted page's browser asks for an icon: none, without an error in its console.
      if (url.pathname === "/favicon.ico") return void res.writeHead(204).end();
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (page) return checkoutPage(req, res, decodeURIComponent(page[1]!), form);
      const authorization = req.headers.authorization;
      requests.push({ method: req.method ?? "", path: url.pathname, authorization, form });
      if (authorization !== `Bearer ${options.secretKey}`) {
        return error(res, 401, "invalid_request_error", "Invalid API Key provided.");
      }
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const amount = Number(form["line_items[0][price_data][unit_amount]"]);
        const currency = form["line_items[0][price_data][currency]"];
        if (!Number.isInteger(amount) || !currency || !form.success_url) {
          return error(res, 400, "invalid_request_error", "Missing required param: line_items[0][price_data].");
        }
        const metadata = Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith("metadata["))
            .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
        );
        const id = newId("cs");
        const session: FakeCheckoutSession = {
          id,
          object: "checkout.session",
          url: `http://127.0.0.1:${port}/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          mode: "payment",
          amount_total: amount,
          currency,
          metadata,
          success_url: form.success_url,
          cancel_url: form.cancel_url ?? "",
          customer_email: form.customer_email ?? null,
          customer_details: null,
          payment_intent: null,
          created: Math.floor(Date.now() / 1000),
        };
        sessions.set(id, session);
        return json(res, 200, session);
      }
      const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && one) {
        const session = sessions.get(decodeURIComponent(one[1]!));
        if (!session) return error(res, 404, "invalid_request_error", `No such checkout.session: '${one[1]}'`);
        return json(res, 200, session);
      }
      return error(res, 404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  /** Stripe's hosted page, in little: the amount and a Pay button; paying completes the session and returns the buyer. */
  async function checkoutPage(req: IncomingMessage, res: ServerResponse, id: string, form: Record<string, string>) {
    const session = sessions.get(id);
    if (!session) return error(res, 404, "invalid_request_error", "No such page.");
    if (req.method === "POST") {
      const paid = pay(id, form.email || "buyer@example.com");
      if (options.webhook) await deliver(paidSessionEventOf(paid));
      res.writeHead(303, { location: paid.success_url.replace("{CHECKOUT_SESSION_ID}", id) });
      return res.end();
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><title>Pay</title><h1>Pay ${session.currency.toUpperCase()} ${(session.amount_total / 100).toFixed(2)}</h1>
<form method="post"><label>Email <input name="email" type="email" required></label><button>Pay</button></form>`);
  }

  function pay(id: string, email: string): FakeCheckoutSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      url: null,
      customer_details: { email },
      payment_intent: newId("pi"),
    });
    return session;
  }

  /** Posts an event to the site's webhook, signed as Stripe signs it; answers the site's status. */
  async function deliver(event: object): Promise<number> {
    if (!options.webhook) throw new Error("no webhook to deliver to");
    const { payload, signature } = signedDelivery(event, options.webhook.secret);
    const answer = await fetch(options.webhook.url(), {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    return answer.status;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    /** The buyer pays on Stripe's page: the session completes, paid, with their address and a payment intent. */
    pay,
    deliver,
    /** The owner refunds a paid session in Stripe's dashboard (`refunded` of its amount, all by default): Stripe sends charge.refunded. */
    refund(id: string, refunded?: number): Promise<number> {
      const session = sessions.get(id);
      if (!session?.payment_intent) throw new Error(`no paid session ${id}`);
      return deliver(refundEvent(session.payment_intent, refunded ?? session.amount_total, session.amount_total));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An event as Stripe sends it to a webhook endpoint. */
export function stripeEvent<Data extends object>(type: string, object: Data, options: { id?: string; created?: number } = {}) {
  return {
    id: options.id ?? newId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** checkout.session.completed for a session the fake keeps. */
const paidSessionEventOf = (session: FakeCheckoutSession) => stripeEvent("checkout.session.completed", { ...session });

/** checkout.session.completed for a paid session: the site's own checkout or a Payment Link's. */
export function paidSessionEvent(
  session: { product?: string; amount?: number; email?: string; sessionId?: string; paymentIntent?: string; landingPage?: string } = {},
) {
  const metadata: Record<string, string> = {};
  if (session.product !== undefined) metadata.product = session.product;
  if (session.landingPage !== undefined) metadata.landing_page = session.landingPage;
  return stripeEvent("checkout.session.completed", {
    id: session.sessionId ?? newId("cs"),
    object: "checkout.session",
    mode: "payment",
    status: "complete",
    payment_status: "paid",
    amount_total: session.amount ?? 500,
    currency: "usd",
    metadata,
    customer_details: { email: session.email ?? "buyer@example.com" },
    customer_email: null,
    payment_intent: session.paymentIntent ?? newId("pi"),
  });
}

/** charge.refunded for the charge of a payment intent, `refunded` being the sum refunded so far. */
export function refundEvent(paymentIntent: string, refunded: number, amount = 500) {
  return stripeEvent("charge.refunded", {
    id: newId("ch"),
    object: "charge",
    amount,
    amount_refunded: refunded,
    currency: "usd",
    payment_intent: paymentIntent,
    refunded: refunded >= amount,
  });
}

/** The body and the Stripe-Signature header Stripe would send for `event`, signed with `secret` at `timestamp` (seconds). */
export function signedDelivery(event: object | string, secret: string, timestamp?: number) {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }) };
}
