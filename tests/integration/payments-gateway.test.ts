import { afterAll, beforeAll, expect, test } from "vitest";
import { NOT_CONFIGURED, paymentsGateway } from "~/features/payment/payments-gateway.server";
import { paidSessionEvent, signedDelivery, startFakeStripe } from "../fake-stripe";

/** The gateway's calls through the `stripe` package, against a local stand-in for Stripe's API (STRIPE_API_BASE). */

const KEY = "sk_test_gatewaykey123";
const SECRET = "whsec_gateway_secret";
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: KEY });
});
afterAll(() => fake?.close());

const configured = () => paymentsGateway({ STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: fake.url });

test("a checkout session is created with the price, the product and the success page, and read back paid only once Stripe says so", async () => {
  const gateway = configured();
  expect(gateway.configured).toBe(true);
  const created = await gateway.createCheckoutSession({
    product: "full-guide",
    name: "The full guide",
    amount: 500,
    currency: "usd",
    successUrl: "https://site.example/payment-success?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "https://site.example/payment-canceled",
    landingPage: "/ai-use-case-finder",
  });
  if (!created.ok) throw new Error(created.message);
  expect(created.value.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
  const sent = fake.requests.at(-1)!;
  expect(sent).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", authorization: `Bearer ${KEY}` });
  expect(sent.form).toMatchObject({
    mode: "payment",
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][unit_amount]": "500",
    "line_items[0][price_data][currency]": "usd",
    "metadata[product]": "full-guide",
    "metadata[landing_page]": "/ai-use-case-finder",
    success_url: "https://site.example/payment-success?session_id={CHECKOUT_SESSION_ID}",
  });

  const open = await gateway.retrieveCheckoutSession(created.value.id);
  expect(open).toMatchObject({
    ok: true,
    value: { id: created.value.id, paid: false, product: "full-guide", amount: 500, currency: "usd", email: null },
  });
  fake.pay(created.value.id, "buyer@example.com");
  expect(await gateway.retrieveCheckoutSession(created.value.id)).toMatchObject({
    ok: true,
    value: { paid: true, email: "buyer@example.com" },
  });
});

test("Stripe's refusals are refusals in words: an unknown session, a wrong key; nothing is retried that cannot succeed", async () => {
  const unknown = await configured().retrieveCheckoutSession("cs_test_nothing");
  expect(unknown).toMatchObject({ ok: false, retryable: false });
  expect(!unknown.ok && unknown.message).toContain("HTTP 404");
  const wrongKey = await paymentsGateway({ STRIPE_SECRET_KEY: "sk_test_wrong", STRIPE_API_BASE: fake.url }).retrieveCheckoutSession("cs_x");
  expect(wrongKey).toMatchObject({ ok: false, retryable: false });
  expect(!wrongKey.ok && wrongKey.message).toContain("HTTP 401");
});

test("no answer from Stripe is a refusal that may succeed later", async () => {
  const down = paymentsGateway({ STRIPE_SECRET_KEY: KEY, STRIPE_API_BASE: "http://127.0.0.1:9" });
  expect(await down.retrieveCheckoutSession("cs_x")).toMatchObject({ ok: false, retryable: true });
}, 60_000);

test("without keys nothing pretends: checkout says payments are not configured, and no webhook verifies", async () => {
  const offline = paymentsGateway({ STRIPE_API_BASE: "https://api.stripe.com" });
  expect(offline.configured).toBe(false);
  const request = {
    product: "full-guide",
    name: "Guide",
    amount: 500,
    currency: "usd",
    successUrl: "https://a.example/",
    cancelUrl: "https://a.example/",
  };
  expect(await offline.createCheckoutSession(request)).toEqual({ ok: false, message: NOT_CONFIGURED, retryable: false });
  expect(await offline.retrieveCheckoutSession("cs_x")).toEqual({ ok: false, message: NOT_CONFIGURED, retryable: false });
  const { payload, signature } = signedDelivery(paidSessionEvent(), SECRET);
  expect(await offline.verifyWebhook(new TextEncoder().encode(payload), signature)).toMatchObject({ ok: false, reason: "not-configured" });
  expect(fake.requests.every((request) => request.path.startsWith("/v1/"))).toBe(true);
});

test("a webhook verifies over its exact bytes, within the tolerance", async () => {
  const gateway = configured();
  const event = paidSessionEvent();
  const { payload, signature } = signedDelivery(event, SECRET);
  const bytes = new TextEncoder().encode(payload);
  expect(await gateway.verifyWebhook(bytes, signature)).toMatchObject({ ok: true, event: { id: event.id } });
  expect(await gateway.verifyWebhook(bytes, undefined)).toMatchObject({ ok: false, reason: "refused" });
  expect(await gateway.verifyWebhook(new TextEncoder().encode(`${payload}\n`), signature)).toMatchObject({ ok: false, reason: "refused" });
  const old = signedDelivery(event, SECRET, Math.floor(Date.now() / 1000) - 301);
  expect(await gateway.verifyWebhook(bytes, old.signature)).toMatchObject({ ok: false, reason: "refused" });
});
