import type { Context } from "hono";
import type { AppEnv } from "~/config/env.server";
import type { Logger } from "~/config/logger.server";
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from "~/db/busy.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { sitePaymentsGateway } from "~/features/payment/payments-gateway.server";
import { retryLater } from "~/lib/retry-later";
import { recordStripeEvent } from "~/services/payments.server";
import { serviceDeps } from "~/services/service-deps.server";

/** Where Stripe posts its events: the address the owner gives the webhook endpoint in Stripe's dashboard. */
export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";

const plain = (c: Context, status: 400 | 404, text: string) =>
  c.text(text, status, { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" });

/**
 * POST /webhooks/stripe (decision 072). Answered here, before the router: the signature is over the
 * exact bytes Stripe sent, so nothing may read or parse the body first, and no origin check applies
 * (Stripe posts from its own servers; the signature is what proves the sender). The body limit of
 * every request still holds. Without STRIPE_WEBHOOK_SECRET the address is one no page has: 404.
 * A signature that is missing, forged, made with another secret or older than its tolerance, and
 * a signed body of the wrong shape, are 400 with nothing stored; every verified event is 200
 * `{received: true}`, also one applied before or one the site does not apply, so Stripe stops
 * sending it. A busy database is 503 with Retry-After, and Stripe sends the event again later.
 */
export function stripeWebhook({
  env,
  database,
  queue,
  logger,
}: {
  env: AppEnv;
  database: DatabaseHandle;
  queue: JobQueue;
  logger: Logger;
}) {
  const gateway = sitePaymentsGateway(env.server);
  return async (c: Context) => {
    const body = new Uint8Array(await c.req.arrayBuffer());
    const verified = await gateway.verifyWebhook(body, c.req.header("Stripe-Signature"));
    if (!verified.ok) {
      if (verified.reason === "not-configured") return plain(c, 404, verified.message);
      logger.warn({ reason: verified.message }, "stripe webhook refused");
      return plain(c, 400, verified.message);
    }
    try {
      const recorded = await recordStripeEvent(serviceDeps({ database, env, queue: async () => queue }), { event: verified.event });
      if (!recorded.ok) {
        logger.warn({ eventId: verified.event.id, type: verified.event.type, reason: recorded.message }, "stripe webhook refused");
        return plain(c, 400, recorded.message);
      }
      logger.info({ eventId: verified.event.id, type: verified.event.type, did: recorded.value.said }, "stripe event");
      return c.json({ received: true }, 200, { "Cache-Control": "no-store" });
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      logger.warn({ err: error, eventId: verified.event.id }, "database busy");
      const { status, headers } = retryLater(503, BUSY_RETRY_AFTER_SECONDS);
      return c.json({ error: "Busy right now; send it again shortly." }, status, { ...headers, "Cache-Control": "no-store" });
    }
  };
}
