import { sessionWords } from "~/content/events";
import { EVENT_TIME_ZONE, formatEventSchedule } from "~/lib/event-time";

/** The parts of a session its registrants are told about when they change. */
interface ChangeSource {
  title: string;
  date: string;
  time: string;
  timeZone: string | null;
  location: string | null;
  joinUrl: string | null;
}

/** One thing that changed, as a registrant reads it: "Time: 6:00 PM CST → 7:00 PM CST". */
export interface SessionChange {
  what: "title" | "date" | "time" | "place" | "link";
  label: string;
  from: string;
  to: string;
}

const NONE = "none";

/**
 * What changed between two states of a session, old → new, in the words and the zone of the
 * session's own page (the registrants' e-mails keep the session's zone): the title, the date, the
 * time (a new zone shows as a new time label), the place and the join link.
 */
export function sessionChanges(before: ChangeSource, after: ChangeSource): SessionChange[] {
  const shownBefore = formatEventSchedule(before.date, before.time, before.timeZone ?? EVENT_TIME_ZONE);
  const shownAfter = formatEventSchedule(after.date, after.time, after.timeZone ?? EVENT_TIME_ZONE);
  const pairs: SessionChange[] = [
    { what: "title", label: "Title", from: before.title, to: after.title },
    { what: "date", label: "Date", from: shownBefore.date, to: shownAfter.date },
    { what: "time", label: "Time", from: shownBefore.time, to: shownAfter.time },
    { what: "place", label: sessionWords.placeLabel, from: before.location ?? NONE, to: after.location ?? NONE },
    { what: "link", label: sessionWords.joinLabel, from: before.joinUrl ?? NONE, to: after.joinUrl ?? NONE },
  ];
  return pairs.filter((pair) => pair.from !== pair.to);
}

/** Whether the changes move the session in time (its date or its time). */
export const movesTime = (changes: SessionChange[]) => changes.some((change) => change.what === "date" || change.what === "time");

/** "Time: 6:00 PM CST → 7:00 PM CST", one line a change. */
export const changeLines = (changes: SessionChange[]) => changes.map((change) => `${change.label}: ${change.from} → ${change.to}`);
