import type { SiteConfig } from "~/content/site-config";
import { sessionWords } from "~/content/events";
import { absoluteUrl } from "~/lib/meta";
import { parseDurationMinutes } from "./event-calendar";
import { sessionPath, type EventView } from "./event-view";

/**
 * schema.org Event data for each upcoming session with a start, for search engines: online
 * attendance, a virtual location that is the session's public page (never the join link), the
 * owner as organizer, a free offer, and the seats left.
 */
export function sessionsJsonLd(events: readonly EventView[], site: Pick<SiteConfig, "siteUrl" | "ownerName">): object[] {
  return events.flatMap((event) => {
    if (!event.startsAt) return [];
    const url = absoluteUrl(site.siteUrl, sessionPath(event.id));
    const minutes = parseDurationMinutes(event.duration);
    const left = event.maxAttendees === null ? undefined : Math.max(0, event.maxAttendees - event.currentAttendees);
    return [
      {
        "@context": "https://schema.org",
        "@type": "Event",
        name: event.title,
        description: event.subtitle ? `${event.subtitle}. ${event.description}` : event.description,
        startDate: event.startsAt,
        ...(minutes ? { endDate: new Date(Date.parse(event.startsAt) + minutes * 60_000).toISOString() } : {}),
        eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
        eventStatus: "https://schema.org/EventScheduled",
        location: { "@type": "VirtualLocation", url, name: event.where ?? sessionWords.whereOnline },
        organizer: { "@type": "Person", name: site.ownerName, url: site.siteUrl },
        offers: {
          "@type": "Offer",
          price: 0,
          priceCurrency: "USD",
          url,
          availability: left === 0 ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
        },
        ...(event.maxAttendees === null ? {} : { maximumAttendeeCapacity: event.maxAttendees, remainingAttendeeCapacity: left }),
        url,
      },
    ];
  });
}
