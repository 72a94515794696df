import { sessionWords } from "~/content/events";
import type { SiteConfig } from "~/content/site-config";
import type { OutboxAttachment } from "~/db/schema";
import { escapeMarkup } from "~/lib/escape-markup";
import { EVENT_TIME_ZONE, formatEventSchedule } from "~/lib/event-time";
import { emailButton, emailPage } from "~/mail/email-page";
import type { OutgoingEmail } from "~/mail/outbox.server";
import { sessionCalendar, sessionFileName, eventUrl, type CalendarSource, type PrivateAccess } from "./event-calendar";
import { changeLines, type SessionChange } from "./session-changes";

export const REGISTRATION_EMAIL_KIND = "event-registration";

// Anyone can register any address, so the name is the only text a stranger could get into a
// message sent in the site's name ("Hi WIN a prize at http://…"). It is used only when it reads
// like a first name: letters of any script, with spaces, hyphens, apostrophes and full stops.
const FIRST_NAME = /^\p{L}[\p{L}\p{M} '.-]*$/u;

/** "Hi Ana," for a name that reads like one, otherwise "Hi there,". */
export function greeting(name: string): string {
  const trimmed = name.trim();
  return trimmed !== "" && FIRST_NAME.test(trimmed) ? `Hi ${trimmed},` : "Hi there,";
}

/** Every message a registrant can get about a session, and what each one says first. */
export type SessionMessage =
  "registered" | "waitlisted" | "promoted" | "updated" | "reminder" | "cancelled-by-you" | "left-waitlist" | "session-cancelled";

interface MessageShape {
  kind: string;
  subject: (title: string) => string;
  lead: (title: string) => string;
  /** The invitation it carries: the entry, its cancellation, or none. */
  calendar: "entry" | "cancel" | "none";
  /** Whether it says where and when (a message that takes something away says only what). */
  details: boolean;
}

const MESSAGES: Record<SessionMessage, MessageShape> = {
  registered: {
    kind: REGISTRATION_EMAIL_KIND,
    subject: (title) => `You're registered: ${title}`,
    lead: (title) => `You're registered for "${title}". Here are the details:`,
    calendar: "entry",
    details: true,
  },
  waitlisted: {
    kind: "event-waitlist",
    subject: (title) => `You're on the waitlist: ${title}`,
    lead: (title) => `"${title}" is full, so you're on its waitlist. If a seat opens up it is yours, and we'll e-mail you at once.`,
    calendar: "none",
    details: true,
  },
  promoted: {
    kind: "event-seat-opened",
    subject: (title) => `A seat opened up: you're registered for ${title}`,
    lead: (title) => `Good news: a seat opened up and it's yours. You're registered for "${title}". Here are the details:`,
    calendar: "entry",
    details: true,
  },
  updated: {
    kind: "event-update",
    subject: (title) => `Updated: ${title}`,
    lead: (title) =>
      `"${title}" has changed. What changed is above; here are the details as they are now, and the attached invitation replaces the one you have:`,
    calendar: "entry",
    details: true,
  },
  reminder: {
    kind: "event-reminder",
    subject: (title) => `Reminder: ${title}`,
    lead: (title) => `A reminder that "${title}" is coming up. Here are the details:`,
    calendar: "none",
    details: true,
  },
  "cancelled-by-you": {
    kind: "event-cancellation",
    subject: (title) => `Cancelled: your registration for ${title}`,
    lead: (title) =>
      `Your registration for "${title}" is cancelled and your seat has gone back. The attached cancellation removes it from your calendar.`,
    calendar: "cancel",
    details: false,
  },
  "left-waitlist": {
    kind: "event-waitlist-left",
    subject: (title) => `You've left the waitlist: ${title}`,
    lead: (title) => `You've left the waitlist for "${title}". You won't hear about this session again.`,
    calendar: "none",
    details: false,
  },
  "session-cancelled": {
    kind: "event-session-cancelled",
    subject: (title) => `Cancelled: ${title}`,
    lead: (title) => `I'm sorry: "${title}" has been cancelled. The attached cancellation removes it from your calendar.`,
    calendar: "cancel",
    details: false,
  },
};

/** What an update says besides the details: what changed, old → new, and the owner's note when there is one. */
export interface SessionUpdate {
  changes: SessionChange[];
  note?: string;
}

/**
 * A message to one registrant about a session: its details as text and simple HTML, and the
 * session as an .ics file when the message adds, replaces or removes a calendar entry.
 *
 * The invitations are METHOD:PUBLISH (and CANCEL to remove one), not REQUEST: REQUEST makes mail
 * clients offer Accept/Decline and send iTIP replies to the organizer, which nobody here processes
 * (the owner's inbox would fill with them), and it expects the registrant as an ATTENDEE of an
 * organizer-managed event. PUBLISH is "here is an event, add it to your calendar", which is what
 * this is; the UID matches the page's download and the feed, so adding it twice updates one entry,
 * and a change is sent with a higher SEQUENCE so the calendar replaces what it holds.
 *
 * `access` (the join link, the place, the manage link) goes only into messages to a registrant.
 */
export function sessionEmail(
  message: SessionMessage,
  event: CalendarSource,
  registration: { email: string; name: string },
  site: SiteConfig,
  stamp: Date,
  access?: PrivateAccess,
  update?: SessionUpdate,
): OutgoingEmail {
  const shape = MESSAGES[message];
  // An update names what changed first, old → new, then the owner's word; every other message has neither.
  const changed = message === "updated" && update && update.changes.length > 0 ? changeLines(update.changes) : [];
  const note = message === "updated" ? update?.note?.trim() || undefined : undefined;
  const noteLead = `A note from ${site.ownerName}:`;
  const { date, time } = formatEventSchedule(event.date, event.time, event.timeZone ?? EVENT_TIME_ZONE);
  const url = eventUrl(event.id, site);
  const hello = greeting(registration.name);
  const registered = shape.calendar === "entry" || message === "reminder";
  const facts: [string, string][] = shape.details
    ? [
        ["Date", date],
        ["Time", time],
        ...(event.duration ? ([["Duration", event.duration]] as [string, string][]) : []),
        ...(registered && access?.joinUrl ? ([[sessionWords.joinLabel, access.joinUrl]] as [string, string][]) : []),
        ...(registered && access?.location ? ([[sessionWords.placeLabel, access.location]] as [string, string][]) : []),
      ]
    : [];
  const calendar =
    shape.calendar === "none" ? undefined : sessionCalendar(event, site, stamp, access, { cancel: shape.calendar === "cancel" });
  const method = shape.calendar === "cancel" ? "CANCEL" : "PUBLISH";
  const attachments: OutboxAttachment[] = calendar
    ? [{ filename: sessionFileName(event), contentType: `text/calendar; charset=utf-8; method=${method}`, content: calendar }]
    : [];
  let calendarNote: string | undefined;
  if (shape.calendar === "entry") {
    calendarNote = calendar
      ? "The attached invitation adds the session to your calendar."
      : "The date is still being confirmed; the session page will show it as soon as it is set.";
  }
  const manage = access && shape.calendar !== "cancel" && message !== "left-waitlist" ? access.manageUrl : undefined;
  const closing = message === "session-cancelled" ? `With apologies,\n${site.ownerName}` : `See you there,\n${site.ownerName}`;

  const text = [
    hello,
    changed.length > 0 ? `What changed:\n${changed.join("\n")}` : undefined,
    note ? `${noteLead}\n${note}` : undefined,
    shape.lead(event.title),
    shape.details
      ? [event.title, event.subtitle, ...facts.map(([label, value]) => `${label}: ${value}`)].filter(Boolean).join("\n")
      : undefined,
    shape.details ? event.description : undefined,
    `Session page: ${url}`,
    manage ? `${sessionWords.manageLabel} (change, add to calendar or cancel): ${manage}` : undefined,
    calendarNote,
    closing,
  ]
    .filter((part) => part !== undefined)
    .join("\n\n");

  const html = emailPage(`<p style="margin:0 0 16px">${escapeMarkup(hello)}</p>
${changed.length > 0 ? `<p style="margin:0 0 4px;font-weight:600">What changed:</p>\n<ul style="margin:0 0 20px;padding-left:20px">${changed.map((line) => `<li>${escapeMarkup(line)}</li>`).join("")}</ul>` : ""}
${note ? `<p style="margin:0 0 4px;font-weight:600">${escapeMarkup(noteLead)}</p>\n<p style="margin:0 0 20px;white-space:pre-line">${escapeMarkup(note)}</p>` : ""}
<p style="margin:0 0 20px">${escapeMarkup(shape.lead(event.title))}</p>
${
  shape.details
    ? `<h1 style="margin:0;font-size:20px;line-height:1.3">${escapeMarkup(event.title)}</h1>
${event.subtitle ? `<p style="margin:4px 0 0;color:#4b5563">${escapeMarkup(event.subtitle)}</p>` : ""}
<table role="presentation" style="margin:16px 0;border-collapse:collapse">
${facts.map(([label, value]) => `<tr><td style="padding:2px 16px 2px 0;color:#4b5563">${escapeMarkup(label)}</td><td style="padding:2px 0;font-weight:600">${escapeMarkup(value)}</td></tr>`).join("\n")}
</table>
<p style="margin:0 0 20px;white-space:pre-line">${escapeMarkup(event.description)}</p>`
    : ""
}
${registered && access?.joinUrl ? emailButton(access.joinUrl, sessionWords.joinButton) : ""}
${emailButton(url, "View the session")}
${manage ? `<p style="margin:0 0 20px"><a href="${escapeMarkup(manage)}">${escapeMarkup(sessionWords.manageLabel)}</a> (change, add to calendar or cancel)</p>` : ""}
${calendarNote ? `<p style="margin:0 0 20px;color:#4b5563">${escapeMarkup(calendarNote)}</p>` : ""}
<p style="margin:0">${escapeMarkup(closing).replace("\n", "<br>")}</p>`);

  return { kind: shape.kind, to: registration.email, subject: shape.subject(event.title), text, html, attachments };
}

/** The confirmation a new registrant gets. */
export function registrationEmail(
  event: CalendarSource,
  registration: { email: string; name: string },
  site: SiteConfig,
  stamp: Date,
  access?: PrivateAccess,
): OutgoingEmail {
  return sessionEmail("registered", event, registration, site, stamp, access);
}

export const SESSION_NOTE_KIND = "event-message";

/**
 * A message the owner wrote to the people of a session: their words (subject and body as typed,
 * escaped in the HTML), then which session it is about, its page and the reader's manage link.
 */
export function sessionNoteEmail(
  event: CalendarSource,
  registration: { email: string; name: string },
  note: { subject: string; body: string },
  site: SiteConfig,
  access?: PrivateAccess,
): OutgoingEmail {
  const { date, time } = formatEventSchedule(event.date, event.time, event.timeZone ?? EVENT_TIME_ZONE);
  const url = eventUrl(event.id, site);
  const hello = greeting(registration.name);
  const about = `About "${event.title}", ${date}, ${time}.`;
  const manageLine = `${sessionWords.manageLabel} (change, add to calendar or cancel)`;
  const text = [hello, note.body, site.ownerName, about, `Session page: ${url}`, access ? `${manageLine}: ${access.manageUrl}` : undefined]
    .filter((part) => part !== undefined)
    .join("\n\n");
  const html = emailPage(`<p style="margin:0 0 16px">${escapeMarkup(hello)}</p>
<p style="margin:0 0 20px;white-space:pre-line">${escapeMarkup(note.body)}</p>
<p style="margin:0 0 20px">${escapeMarkup(site.ownerName)}</p>
<p style="margin:0 0 20px;color:#4b5563">${escapeMarkup(about)}</p>
${emailButton(url, "View the session")}
${access ? `<p style="margin:0"><a href="${escapeMarkup(access.manageUrl)}">${escapeMarkup(sessionWords.manageLabel)}</a> (change, add to calendar or cancel)</p>` : ""}`);
  return { kind: SESSION_NOTE_KIND, to: registration.email, subject: note.subject, text, html };
}
