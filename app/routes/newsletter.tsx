import { newsletterMeta } from "~/content/newsletter-page";
import type { RouteHandle } from "~/lib/route-handle";
import { subscribeAction } from "~/features/newsletter/subscribe-action.server";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { retryAfterOf } from "~/lib/form-route";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter";

/** Made of the site's values and its own words alone: rendered once per change to them and kept (decision 068). */
export const handle: RouteHandle = { renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => pageMeta(newsletterMeta, args);

/**
 * Every newsletter block's own form posts here. Without JavaScript the visitor lands on this page
 * with the answer; with it, the block fetches this page and takes its answer block in place.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return subscribeAction(request, context);
}

/** A refusal's Retry-After (the rate limit) reaches the response. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => retryAfterOf(actionHeaders, loaderHeaders);

export default function NewsletterRoute() {
  return (
    <div className="container-page max-w-3xl py-12 lg:py-16">
      <NewsletterSignup headingLevel="h1" />
    </div>
  );
}
