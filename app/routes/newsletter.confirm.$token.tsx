import { data } from "react-router";
import { confirmPageWords as words } from "~/content/newsletter";
import { clientAddressContext, databaseContext } from "~/context";
import { checkLimit } from "~/db/limits.server";
import { SubscriberLinkPage } from "~/features/newsletter/subscriber-link-page";
import { subscriberLinkPath, subscriberOfToken, subscriberToken } from "~/features/newsletter/subscriber-links.server";
import { confirmSubscriber, subscriberOfLink } from "~/features/newsletter/subscriber-mutations.server";
import type { Database } from "~/db/client.server";
import { SUBSCRIBE_ACTION } from "~/features/newsletter/subscribe-fields";
import { passRetryAfter } from "~/lib/form-route";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/newsletter.confirm.$token";

// One person's link, named by the signed token in its address: no React, no sitemap, no search engine.
export const handle: RouteHandle = { sitemap: false, hydrate: false };

export const meta: Route.MetaFunction = (args) => pageMeta({ title: words.title, description: words.description, noindex: true }, args);

// No shared cache keeps the page, no search engine lists it, and its address (the token) goes to no
// other site as a referrer. Not "no-referrer": a browser then posts the button's form with
// `Origin: null`, which the router refuses as another site's.
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };

export const headers: Route.HeadersFunction = (args) => ({ ...PRIVATE, ...passRetryAfter(args) });

type ConfirmView =
  { state: "ask"; email: string; refusal?: string } | { state: "confirmed" | "already"; unsubscribe: string } | { state: "bad-link" };

/** A confirmed address's page offers its way out at once: its own unsubscribe link. */
const unsubscribeLink = async (db: Database, subscriberId: string) =>
  subscriberLinkPath("unsubscribe", await subscriberToken(db, "unsubscribe", subscriberId));

/** Opening the link shows the button and changes nothing: a mail scanner that follows it confirms no one. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(databaseContext).db;
  const subscriber = await subscriberOfLink(db, "confirm", params.token);
  const view: ConfirmView =
    subscriber?.status === "pending"
      ? { state: "ask", email: subscriber.email }
      : subscriber?.status === "confirmed"
        ? { state: "already", unsubscribe: await unsubscribeLink(db, subscriber.id) }
        : { state: "bad-link" };
  return data({ view }, { status: view.state === "bad-link" ? 404 : 200, headers: PRIVATE });
}

/** The press: the address is confirmed, consenting now. */
export async function action({ params, context }: Route.ActionArgs) {
  const limit = await checkLimit("newsletterConfirm", context.get(clientAddressContext));
  const db = context.get(databaseContext).db;
  if (!limit.allowed) {
    const subscriber = await subscriberOfLink(db, "confirm", params.token);
    const view: ConfirmView = subscriber ? { state: "ask", email: subscriber.email, refusal: limit.message } : { state: "bad-link" };
    return data({ view }, { ...limit.init, headers: { ...PRIVATE, ...limit.init.headers } });
  }
  const outcome = await confirmSubscriber(db, params.token, new Date());
  const id = await subscriberOfToken(db, "confirm", params.token);
  const view: ConfirmView =
    outcome === "invalid" || !id ? { state: "bad-link" } : { state: outcome, unsubscribe: await unsubscribeLink(db, id) };
  return data({ view }, { status: outcome === "invalid" ? 404 : 200, headers: PRIVATE });
}

const SIGN_UP = { href: SUBSCRIBE_ACTION, label: words.signUpAgain };
const HOME = { href: "/", label: words.home };

export default function NewsletterConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData.view;
  if (view.state === "ask")
    return (
      <SubscriberLinkPage
        tone="ask"
        heading={words.heading}
        text={words.text}
        email={view.email}
        button={words.button}
        refusal={view.refusal}
        links={[]}
      />
    );
  if (view.state === "confirmed" || view.state === "already") {
    const confirmed = view.state === "confirmed";
    return (
      <SubscriberLinkPage
        tone="done"
        heading={confirmed ? words.confirmedHeading : words.alreadyHeading}
        text={confirmed ? words.confirmedText : words.alreadyText}
        links={[HOME, { href: view.unsubscribe, label: words.unsubscribe }]}
      />
    );
  }
  return <SubscriberLinkPage tone="bad-link" heading={words.badLinkHeading} text={words.badLinkText} links={[SIGN_UP, HOME]} />;
}
