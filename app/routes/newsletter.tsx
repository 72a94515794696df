import { newsletterMeta } from "~/content/newsletter-page";
import { subscribeAction } from "~/features/newsletter/subscribe-action.server";
import { SUBSCRIBE_MESSAGES, type SubscribeResult } from "~/features/newsletter/subscribe-fields";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { formRouteExports } from "~/lib/form-route";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = (args) => pageMeta(newsletterMeta, args);

/** Every newsletter block's own form posts here; without JavaScript the visitor lands on this page with the answer. */
export async function action({ request, context }: Route.ActionArgs) {
  return subscribeAction(request, context);
}

// A failed request leaves the visitor in the form with this message (here, not in the form's code:
// this module loads only when a form is sent); a refusal's Retry-After reaches the response.
const form = formRouteExports<SubscribeResult>({ ok: false, failed: true, errors: { form: SUBSCRIBE_MESSAGES.failed } });
export const clientAction = form.clientAction;
export const headers = form.headers;

export default function NewsletterRoute() {
  return (
    <div className="container-page max-w-3xl py-12 lg:py-16">
      <NewsletterSignup headingLevel="h1" />
    </div>
  );
}
