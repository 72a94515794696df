import { data, redirect } from "react-router";
import { getEnv } from "~/config/env.server";
import { clientAddressContext, databaseContext, jobQueueContext, loggerContext } from "~/context";
import { checkLimit } from "~/db/limits.server";
import { sitePaymentsGateway } from "~/features/payment/payments-gateway.server";
import type { RouteHandle } from "~/lib/route-handle";
import { retryLater } from "~/lib/retry-later";
import { landingPageOf } from "~/owner/conversions.server";
import { startGuideCheckout } from "~/services/payments.server";
import { serviceDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/full-guide.checkout";

// A form's target, not a page.
export const handle: RouteHandle = { sitemap: false };

const NO_STORE = { "Cache-Control": "no-store" };

/** Nothing to show on a GET: the guide button posts here. */
export function loader() {
  throw data("Start the checkout from a mini app's “Get the full guide” button.", { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

/**
 * "Get the full guide" once the site takes payments (decision 073): the server asks Stripe for a
 * Checkout Session at the price in force and sends the browser to Stripe's page (303). Without a
 * key there is nothing to start (404); Stripe refusing or not answering is said in words, with
 * Retry-After when trying again may work.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv();
  const payments = sitePaymentsGateway(env.server);
  if (!payments.configured) throw data("Payments are not configured on this site.", { status: 404, headers: NO_STORE });
  const limit = await checkLimit("guideCheckout", context.get(clientAddressContext));
  if (!limit.allowed) throw data(limit.message, { ...limit.init, headers: { ...limit.init.headers, ...NO_STORE } });
  const database = context.get(databaseContext);
  const deps = { ...serviceDeps({ database, env, queue: async () => context.get(jobQueueContext) }), payments };
  const landingPage = await landingPageOf(request, context);
  const started = await startGuideCheckout(deps, landingPage ? { landingPage } : {});
  if (!started.ok) {
    context.get(loggerContext).warn({ reason: started.message }, "guide checkout not started");
    const refusal = "We could not start the checkout just now. Nothing was charged; please try again in a minute.";
    const { status, headers } = started.retryable ? retryLater(503, 60) : { status: 502, headers: {} };
    throw data(refusal, { status, headers: { ...headers, ...NO_STORE } });
  }
  return redirect(started.value.url, { status: 303, headers: NO_STORE });
}
