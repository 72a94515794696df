import { paymentCanceledCopy as copy } from "~/content/payment";
import { PaymentResult } from "~/features/payment/payment-result";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/payment-canceled";

// A checkout's landing page: nothing for search engines or the sitemap.
export const handle: RouteHandle = { sitemap: false, hydrate: false, renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => pageMeta({ ...copy.meta, noindex: true }, args);

export default function PaymentCanceledRoute() {
  return <PaymentResult outcome="canceled" heading={copy.heading} text={copy.text} link={copy.link} />;
}
