import { getSiteValues } from "~/content/site-values.server";
import { databaseContext } from "~/context";
import { sessionsFeed } from "~/features/events/event-calendar";
import { getUpcomingEvents } from "~/features/events/event-queries.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/events[.]ics";

// A feed, not a page: it has no place in the sitemap.
export const handle: RouteHandle = { sitemap: false };

/** Every upcoming session as a calendar to subscribe to (webcal-style clients poll this URL). */
export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  const events = await getUpcomingEvents(context.get(databaseContext).db, now);
  return new Response(sessionsFeed(events, (await getSiteValues(context.get(databaseContext))).site, now), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="live-sessions.ics"',
      "Cache-Control": "public, max-age=900, s-maxage=300, stale-while-revalidate=3600",
    },
  });
}
