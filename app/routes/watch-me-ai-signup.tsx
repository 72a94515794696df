import { PageHeader } from "~/components/page-header";
import type { RouteHandle } from "~/lib/route-handle";
import { watchMeAiSignupCopy as copy, watchMeAiSignupMeta } from "~/content/watch-me-ai-signup";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { ReimbursementPointer, SubscriberBenefits, SubscriberPromise } from "~/features/newsletter/subscriber-benefits";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/watch-me-ai-signup";

/** Made of the site's values and its own words alone: rendered once per change to them and kept (decision 068). */
export const handle: RouteHandle = { renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => pageMeta(watchMeAiSignupMeta, args);

export default function WatchMeAiSignupRoute() {
  return (
    // Phones get the form right after the pitch; wide screens keep it beside the reasons to subscribe.
    <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-x-12 lg:gap-y-16 lg:py-16">
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
      <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:self-start">
        <NewsletterSignup />
      </div>
      <SubscriberBenefits heading={copy.benefitsHeading} benefits={copy.benefits} />
      <SubscriberPromise heading={copy.promiseHeading} items={copy.promise} />
      <ReimbursementPointer lead={copy.reimbursementLead} link={copy.reimbursementLink} text={copy.reimbursementText} />
    </div>
  );
}
