import { useEffect } from "react";
import { data } from "react-router";
import { getEnv } from "~/config/env.server";
import { paymentSuccessCopy as copy } from "~/content/payment";
import { paymentCheckWords } from "~/content/payment-check";
import { databaseContext, jobQueueContext } from "~/context";
import { PaymentResult } from "~/features/payment/payment-result";
import { markFullGuideUnlocked } from "~/features/finder/full-guide-unlock";
import { guideAccessCookie } from "~/features/payment/guide-access.server";
import { sitePaymentsGateway } from "~/features/payment/payments-gateway.server";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { confirmGuideCheckout, type CheckoutReturn } from "~/services/payments.server";
import { serviceDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/payment-success";

// A checkout's landing page: nothing for search engines or the sitemap.
export const handle: RouteHandle = { sitemap: false };

export const meta: Route.MetaFunction = (args) => {
  const view = args.loaderData?.view;
  return pageMeta({ ...(view ? { title: view.heading, description: view.text } : copy.meta), noindex: true }, args);
};

// The page answers for one buyer's session: no shared cache keeps it, and its address (the
// session's id) goes to no other site as a referrer.
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

type NotUnlocked = Exclude<CheckoutReturn["state"], "paid">;
// The words of a page that unlocks nothing come with the loader's data: the browser's code carries none of them.
const NOT_UNLOCKED: Record<NotUnlocked, { heading: string; text: string; detail: string }> = {
  "no-session": paymentCheckWords.noSession,
  unpaid: paymentCheckWords.unpaid,
  refunded: paymentCheckWords.refunded,
  unavailable: paymentCheckWords.unavailable,
  "not-ours": paymentCheckWords.notOurs,
};

/**
 * Without Stripe configured the page is the specification's: it unlocks this device (the checkout
 * link's own success page). With it (decision 073) it unlocks only after the server has read the
 * session named in `session_id` back from Stripe and found it paid for the full guide: it then gives
 * this browser the purchase's cookie. Opened without a paid session it unlocks nothing and says why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv();
  const payments = sitePaymentsGateway(env.server);
  if (!payments.configured) return data({ unlocked: true, view: undefined }, { headers: PRIVATE });
  const database = context.get(databaseContext);
  const deps = { ...serviceDeps({ database, env, queue: async () => context.get(jobQueueContext) }), payments };
  const found = await confirmGuideCheckout(deps, { sessionId: new URL(request.url).searchParams.get("session_id") });
  if (found.state !== "paid") {
    const status = found.state === "unavailable" ? 503 : 200;
    const view = NOT_UNLOCKED[found.state];
    return data({ unlocked: false, view }, { status, headers: { ...PRIVATE, ...(status === 503 ? { "Retry-After": "30" } : {}) } });
  }
  const cookie = await guideAccessCookie(database.db, found.purchaseId, env.site.siteUrl);
  return data({ unlocked: true, view: undefined }, { headers: { ...PRIVATE, "Set-Cookie": cookie } });
}

export default function PaymentSuccessRoute({ loaderData }: Route.ComponentProps) {
  const { unlocked, view } = loaderData;
  // The specification's per-device flag is written too, as it describes; once payments are
  // configured it is the cookie, not the flag, that unlocks.
  useEffect(() => {
    if (unlocked) markFullGuideUnlocked();
  }, [unlocked]);
  if (!view) return <PaymentResult outcome="success" heading={copy.heading} text={copy.text} detail={copy.detail} link={copy.link} />;
  return <PaymentResult outcome="canceled" heading={view.heading} text={view.text} detail={view.detail} link={copy.link} />;
}
