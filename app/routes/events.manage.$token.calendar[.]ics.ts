import { getSiteValues } from "~/content/site-values.server";
import { databaseContext } from "~/context";
import { sessionCalendar, sessionFileName } from "~/features/events/event-calendar";
import { getManagedRegistration, manageUrl } from "~/features/events/registration-mutations.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/events.manage.$token.calendar[.]ics";

export const handle: RouteHandle = { sitemap: false };

const notFound = (message: string) =>
  new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** A registrant's own 'Add to calendar': the session with its join link and place (URL, LOCATION). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const now = new Date();
  const view = await getManagedRegistration(context.get(databaseContext).db, params.token, now);
  if (view.status !== "registered" || !view.event.isActive) return notFound("This link doesn't work.\n");
  const { site } = await getSiteValues(context.get(databaseContext));
  const access = { joinUrl: view.event.joinUrl, location: view.event.location, manageUrl: manageUrl(site, params.token) };
  const calendar = sessionCalendar(view.event, site, now, access);
  if (!calendar) return notFound("This session has no date yet, so it can't go into a calendar.\n");
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${sessionFileName(view.event)}"`,
      "Cache-Control": "no-store",
    },
  });
}
