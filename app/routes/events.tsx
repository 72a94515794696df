import { getSiteValues } from "~/content/site-values.server";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { databaseContext, loggerContext } from "~/context";
import { eventsMeta } from "~/content/events";
import { BUSY_RETRY_AFTER_SECONDS } from "~/db/busy.server";
import { sessionsJsonLd } from "~/features/events/event-json-ld";
import { toEventView } from "~/features/events/event-queries.server";
import type { EventsResult } from "~/features/events/event-view";
import { EventsPage } from "~/features/events/events-page";
import { NewsletterField } from "~/features/newsletter/newsletter-signup";
import { registrationAction } from "~/features/events/registration-action.server";
import type { RegistrationResult } from "~/features/events/registration-fields";
import { getCachedUpcomingEvents } from "~/features/events/upcoming-cache.server";
import { formRouteExports } from "~/lib/form-route";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/events";
import { retryLater } from "~/lib/retry-later";

export const meta: Route.MetaFunction = (args) => pageMeta({ ...eventsMeta, jsonLd: args.loaderData?.jsonLd ?? [] }, args);

// Everything the page shows comes from its URL and the loaders' data (dates arrive as labels).
export const handle: RouteHandle = { renderOnce: true };

/** The upcoming sessions, read on the server: the page arrives complete, with or without JavaScript. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const events = (await getCachedUpcomingEvents(context.get(databaseContext), new Date())).map(toEventView);
    return {
      result: { ok: true, events } as EventsResult,
      jsonLd: sessionsJsonLd(events, (await getSiteValues(context.get(databaseContext))).site),
    };
  } catch (error) {
    context.get(loggerContext).error({ err: error }, "events: could not read the sessions");
    // The page still renders, with the load-error message in place of the list.
    return data({ result: { ok: false } as EventsResult, jsonLd: [] as object[] }, retryLater(503, BUSY_RETRY_AFTER_SECONDS));
  }
}

/**
 * Arriving from another page, the page shows at once with a skeleton while the sessions load
 * (the loading state). Once on the page (after registering, say), the list refreshes in place.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // A failed read (the network, the server) is the page's error state, never a thrown error.
  const loaded = serverLoader().then(
    (answer) => answer,
    () => ({ result: { ok: false } as EventsResult, jsonLd: [] as object[] }),
  );
  // Search engines read the server's page; a navigation in the browser needs no structured data.
  if (window.location.pathname === "/events") return await loaded;
  return { result: loaded.then((answer) => answer.result), jsonLd: [] as object[] };
}

/** Choosing a session only changes ?session=: nothing to load again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  return registrationAction(request, context);
}

// A failed request leaves the visitor in the form with the failure toast; the action's (or the
// loader's) Retry-After reaches the response.
const form = formRouteExports<RegistrationResult>({ ok: false, failed: true, errors: {} });
export const clientAction = form.clientAction;
export const headers = form.headers;

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  // With no session to show, the page asks for an address in place: the site's own newsletter form.
  return <EventsPage result={loaderData.result} subscribe={<NewsletterField idPrefix="events-empty-newsletter" />} />;
}
