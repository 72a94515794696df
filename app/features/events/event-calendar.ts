import type { SiteConfig } from "~/content/site-config";
import { sessionWords } from "~/content/events";
import { EVENT_TIME_ZONE, eventSchedule, formatEventSchedule } from "~/lib/event-time";
import { buildCalendar, type IcsEvent } from "./ics";
import { absoluteUrl } from "~/lib/meta";
import { sessionPath } from "./event-view";

/** The fields of a session a calendar entry needs. */
export interface CalendarSource {
  id: string;
  title: string;
  subtitle: string | null;
  date: string;
  time: string;
  category: string;
  description: string;
  duration: string | null;
  /** The session's zone (Los Angeles when absent). */
  timeZone?: string;
  /** The invitation's SEQUENCE (0 when absent). */
  sequence?: number;
  /** Whether the session has a join link or a place: the public copy says they come after registering. */
  joinUrl?: string | null;
  location?: string | null;
}

/** What only a registrant's copy carries: where to go, and their own manage page. */
export interface PrivateAccess {
  joinUrl: string | null;
  location: string | null;
  manageUrl: string;
}

/** Hours subscribers' calendars wait before fetching the feed again. */
export const FEED_REFRESH_HOURS = 6;

/**
 * Minutes in a duration as the owner types it: "60 minutes", "90 min", "1 hour", "1.5 hours",
 * "1 hr 30 min", "1h30". Undefined when there is no number to read.
 */
export function parseDurationMinutes(text: string | null): number | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hour|hours)\b/.exec(lower) ?? /(\d+(?:\.\d+)?)\s*h(?=\d)/.exec(lower);
  const minutes = /(\d+)\s*(?:m|min|mins|minute|minutes)\b/.exec(lower) ?? /h(\d{1,2})\b/.exec(lower);
  if (!hours && !minutes) {
    const bare = /^\s*(\d+)\s*$/.exec(lower);
    return bare ? Number(bare[1]) : undefined;
  }
  const total = (hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0);
  return total > 0 ? Math.round(total) : undefined;
}

/** One calendar UID per session, the same in every download, feed and e-mail. */
export function eventUid(id: string, site: Pick<SiteConfig, "siteUrl">): string {
  return `event-${id}@${new URL(site.siteUrl).hostname}`;
}

/** A session's page address, for links in e-mails and calendars. */
export function eventUrl(id: string, site: Pick<SiteConfig, "siteUrl">): string {
  return absoluteUrl(site.siteUrl, sessionPath(id));
}

/** The session as a calendar entry; undefined when its date can't be read (it can't be placed). */
export function toIcsEvent(event: CalendarSource, site: SiteConfig, stamp: Date, access?: PrivateAccess): IcsEvent | undefined {
  const zone = event.timeZone ?? EVENT_TIME_ZONE;
  const schedule = eventSchedule(event.date, event.time, zone);
  if (!schedule.date) return undefined;
  const url = eventUrl(event.id, site);
  const { time } = formatEventSchedule(event.date, event.time, zone);
  const details = [
    event.subtitle,
    schedule.time ? undefined : `Time: ${time}`,
    event.duration ? `Duration: ${event.duration}` : undefined,
    access?.joinUrl ? `${sessionWords.joinLabel}: ${access.joinUrl}` : undefined,
    access?.location ? `${sessionWords.placeLabel}: ${access.location}` : undefined,
    event.description,
    `Details: ${url}`,
    access ? `${sessionWords.manageLabel}: ${access.manageUrl}` : undefined,
  ].filter(Boolean);
  return {
    uid: eventUid(event.id, site),
    stamp,
    date: schedule.date,
    time: schedule.time,
    startsAt: schedule.time && zone !== EVENT_TIME_ZONE ? schedule.startsAt : undefined,
    durationMinutes: parseDurationMinutes(event.duration) ?? 60,
    summary: event.title,
    description: details.join("\n\n"),
    url: access?.joinUrl ?? url,
    location: access ? (access.location ?? access.joinUrl ?? undefined) : publicWhere(event),
    sequence: event.sequence ?? 0,
    categories: [event.category],
    organizer: { name: site.ownerName, email: site.ownerEmail },
  };
}

/** What everyone may know of where a session is: that registrants get the link or the place. */
export function publicWhere(event: Pick<CalendarSource, "joinUrl" | "location">): string | undefined {
  if (event.joinUrl && event.location) return sessionWords.whereBoth;
  if (event.joinUrl) return sessionWords.whereOnline;
  if (event.location) return sessionWords.wherePlace;
  return undefined;
}

export function sessionFileName(event: Pick<CalendarSource, "title">): string {
  const slug = event.title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "session"}.ics`;
}

/**
 * One session as a calendar file: the public 'Add to calendar' download, or with `access` a
 * registrant's own copy (e-mails, the manage page) with the join link and place. `cancel` makes it
 * the cancellation that removes the entry (METHOD:CANCEL, STATUS:CANCELLED, a higher SEQUENCE).
 */
export function sessionCalendar(
  event: CalendarSource,
  site: SiteConfig,
  stamp: Date,
  access?: PrivateAccess,
  { cancel = false }: { cancel?: boolean } = {},
): string | undefined {
  const entry = toIcsEvent(event, site, stamp, access);
  if (!entry) return undefined;
  if (!cancel) return buildCalendar({ method: "PUBLISH", events: [entry] });
  return buildCalendar({ method: "CANCEL", events: [{ ...entry, status: "CANCELLED", sequence: (entry.sequence ?? 0) + 1 }] });
}

/** Every upcoming session as a feed to subscribe to; sessions without a readable date are left out. */
export function sessionsFeed(events: CalendarSource[], site: SiteConfig, stamp: Date): string {
  return buildCalendar({
    method: "PUBLISH",
    name: `${site.ownerName}: Live Sessions`,
    description: `Upcoming live sessions with ${site.ownerName}. Register at ${absoluteUrl(site.siteUrl, "/events")}`,
    refreshHours: FEED_REFRESH_HOURS,
    events: events.flatMap((event) => toIcsEvent(event, site, stamp) ?? []),
  });
}
