import { isEventPast } from "~/lib/event-time";

/**
 * Sessions not yet past in Los Angeles, in the order given. 'Time TBA' sessions and
 * dates nobody can read stay: the first are never past, the second are shown as typed.
 */
export function filterUpcoming<T extends { date: string; time: string; timeZone?: string }>(events: readonly T[], now: Date): T[] {
  return events.filter((event) => !isEventPast(event.date, event.time, now, event.timeZone));
}
