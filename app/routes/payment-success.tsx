import { useEffect } from "react";
import { paymentSuccessCopy as copy } from "~/content/payment";
import { PaymentResult } from "~/features/payment/payment-result";
import { markFullGuideUnlocked } from "~/features/finder/full-guide-unlock";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/payment-success";

// A checkout's landing page: nothing for search engines or the sitemap.
export const handle: RouteHandle = { sitemap: false, renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => pageMeta({ ...copy.meta, noindex: true }, args);

export default function PaymentSuccessRoute() {
  // The unlock is a per-device flag, nothing more; a browser that refuses storage still sees the page.
  useEffect(() => {
    markFullGuideUnlocked();
  }, []);
  return <PaymentResult outcome="success" heading={copy.heading} text={copy.text} detail={copy.detail} link={copy.link} />;
}
