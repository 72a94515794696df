import ICAL from "ical.js";

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  url: string | null;
  allDay: boolean;
  /** The start as an instant, through the file's own VTIMEZONE. */
  start: Date;
  /** Wall-clock start as written, e.g. "2027-03-15T10:00:00". */
  startLocal: string;
  startZone: string | null;
  end: Date;
}

/**
 * Reads an .ics file with ical.js (a full RFC 5545 parser), converting times through the
 * VTIMEZONE the file itself carries, not the machine's zone database, so a wrong VTIMEZONE
 * shows up as a wrong instant.
 */
export function parseCalendar(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
    const zone = new ICAL.Timezone(vtimezone);
    zones.set(zone.tzid, zone);
  }
  const toDate = (time: ICAL.Time, tzid: string | null) => {
    if (!tzid || time.isDate) return time.toJSDate();
    const zone = zones.get(tzid);
    if (!zone) throw new Error(`no VTIMEZONE for ${tzid}`);
    const local = time.clone();
    local.zone = zone;
    return local.toJSDate();
  };
  const events: ParsedEvent[] = root.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    const startZone = (vevent.getFirstProperty("dtstart")!.getParameter("tzid") as string | undefined) ?? null;
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? null,
      url: (vevent.getFirstPropertyValue("url") as string | null) ?? null,
      allDay: event.startDate.isDate,
      start: toDate(event.startDate, startZone),
      startLocal: event.startDate.toString(),
      startZone,
      end: toDate(event.endDate, startZone),
    };
  });
  return {
    root,
    events,
    method: root.getFirstPropertyValue("method") as string | null,
    name: root.getFirstPropertyValue("x-wr-calname") as string | null,
  };
}
