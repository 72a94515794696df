import { data } from "react-router";
import { passRetryAfter } from "~/lib/form-route";
import { unsubscribePageWords as words } from "~/content/newsletter";
import { databaseContext } from "~/context";
import { SubscriberLinkPage } from "~/features/newsletter/subscriber-link-page";
import { isOneClickUnsubscribe } from "~/features/newsletter/one-click";
import { subscriberOfLink, unsubscribeSubscriber } from "~/features/newsletter/subscriber-mutations.server";
import { SUBSCRIBE_ACTION } from "~/features/newsletter/subscribe-fields";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/newsletter.unsubscribe.$token";

// One person's link, named by the signed token in its address: no React, no sitemap, no search engine.
export const handle: RouteHandle = { sitemap: false, hydrate: false };

export const meta: Route.MetaFunction = (args) => pageMeta({ title: words.title, description: words.description, noindex: true }, args);

// No shared cache keeps the page, no search engine lists it, and its address (the token) goes to no
// other site as a referrer. Not "no-referrer": a browser then posts the button's form with
// `Origin: null`, which the router refuses as another site's.
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };

export const headers: Route.HeadersFunction = (args) => ({ ...PRIVATE, ...passRetryAfter(args) });

/**
 * A mail program's one-click unsubscribe (the List-Unsubscribe-Post header of every issue): a POST
 * whose body is `List-Unsubscribe=One-Click`, with no Origin and no cookie, answered with a line of
 * text and no page. The token is the only authority and unsubscribing the only effect, so a POST
 * without an Origin is as safe here as the button's (React Router refuses a POST naming another
 * site's origin before any action runs).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    if (request.method !== "POST" || !(await isOneClickUnsubscribe(request))) return next();
    const outcome = await unsubscribeSubscriber(context.get(databaseContext).db, params.token!, new Date());
    return new Response(outcome === "unsubscribed" ? words.oneClick : words.badLinkHeading, {
      status: outcome === "unsubscribed" ? 200 : 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  },
];

type UnsubscribeView = { state: "ask"; email: string } | { state: "done" | "bad-link" };

/** Opening the link shows the button and changes nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const subscriber = await subscriberOfLink(context.get(databaseContext).db, "unsubscribe", params.token);
  const view: UnsubscribeView = !subscriber
    ? { state: "bad-link" }
    : subscriber.status === "unsubscribed"
      ? { state: "done" }
      : { state: "ask", email: subscriber.email };
  return data({ view }, { status: view.state === "bad-link" ? 404 : 200, headers: PRIVATE });
}

/** The button: one committed UPDATE, before the next issue's send reads the status. Pressing twice is harmless. */
export async function action({ params, context }: Route.ActionArgs) {
  const outcome = await unsubscribeSubscriber(context.get(databaseContext).db, params.token, new Date());
  const view: UnsubscribeView = { state: outcome === "unsubscribed" ? "done" : "bad-link" };
  return data({ view }, { status: outcome === "unsubscribed" ? 200 : 404, headers: PRIVATE });
}

export default function NewsletterUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData.view;
  const resubscribe = { href: SUBSCRIBE_ACTION, label: words.resubscribe };
  if (view.state === "ask")
    return <SubscriberLinkPage tone="ask" heading={words.heading} text={words.text} email={view.email} button={words.button} links={[]} />;
  if (view.state === "done")
    return <SubscriberLinkPage tone="done" heading={words.doneHeading} text={words.doneText} links={[resubscribe]} />;
  return <SubscriberLinkPage tone="bad-link" heading={words.badLinkHeading} text={words.badLinkText} links={[resubscribe]} />;
}
