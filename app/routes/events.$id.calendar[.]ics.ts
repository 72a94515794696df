import { getSiteValues } from "~/content/site-values.server";
import { databaseContext } from "~/context";
import { sessionCalendar, sessionFileName } from "~/features/events/event-calendar";
import { getActiveEvent } from "~/features/events/event-queries.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/events.$id.calendar[.]ics";

export const handle: RouteHandle = { sitemap: false };

const notFound = (message: string) => new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** 'Add to calendar': one session as an .ics file to download. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const event = await getActiveEvent(context.get(databaseContext).db, params.id);
  if (!event) return notFound("This session does not exist or is no longer offered.\n");
  const calendar = sessionCalendar(event, (await getSiteValues(context.get(databaseContext))).site, new Date());
  if (!calendar) return notFound("This session has no date yet, so it can't go into a calendar.\n");
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${sessionFileName(event)}"`,
      "Cache-Control": "no-cache",
    },
  });
}
