import type { SiteConfig } from "~/content/site-config";
import type { OutboxAttachment } from "~/db/schema";
import { formatEventSchedule } from "~/lib/event-time";
import type { OutgoingEmail } from "~/mail/outbox.server";
import { sessionCalendar, sessionFileName, eventUrl, type CalendarSource } from "./event-calendar";

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

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * The confirmation a new registrant gets: the session's details as text and simple HTML, and the
 * session as an .ics file.
 *
 * The invitation is METHOD:PUBLISH, not REQUEST: REQUEST makes mail clients offer Accept/Decline
 * and send iTIP replies to the organizer, which nobody here processes (the owner's inbox would
 * fill with them), and it expects the registrant as an ATTENDEE of an organizer-managed event.
 * PUBLISH is "here is an event, add it to your calendar", which is what this is; the UID matches
 * the page's download and the feed, so adding it twice updates one entry.
 */
export function registrationEmail(
  event: CalendarSource,
  registration: { email: string; name: string },
  site: SiteConfig,
  stamp: Date,
): OutgoingEmail {
  const { date, time } = formatEventSchedule(event.date, event.time);
  const url = eventUrl(event.id, site);
  const hello = greeting(registration.name);
  const facts: [string, string][] = [
    ["Date", date],
    ["Time", time],
    ...(event.duration ? ([["Duration", event.duration]] as [string, string][]) : []),
  ];
  const calendar = sessionCalendar(event, site, stamp);
  const attachments: OutboxAttachment[] = calendar
    ? [{ filename: sessionFileName(event), contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar }]
    : [];
  const calendarNote = calendar
    ? "The attached invitation adds the session to your calendar."
    : "The date is still being confirmed; the session page will show it as soon as it is set.";

  const text = [
    hello,
    `You're registered for "${event.title}". Here are the details:`,
    [event.title, event.subtitle, ...facts.map(([label, value]) => `${label}: ${value}`)].filter(Boolean).join("\n"),
    event.description,
    `Session page: ${url}`,
    calendarNote,
    `See you there,\n${site.ownerName}`,
  ].join("\n\n");

  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111827;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:28px">
<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 20px">You're registered for <strong>${escapeHtml(event.title)}</strong>. Here are the details:</p>
<h1 style="margin:0;font-size:20px;line-height:1.3">${escapeHtml(event.title)}</h1>
${event.subtitle ? `<p style="margin:4px 0 0;color:#4b5563">${escapeHtml(event.subtitle)}</p>` : ""}
<table role="presentation" style="margin:16px 0;border-collapse:collapse">
${facts.map(([label, value]) => `<tr><td style="padding:2px 16px 2px 0;color:#4b5563">${label}</td><td style="padding:2px 0;font-weight:600">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p style="margin:0 0 20px;white-space:pre-line">${escapeHtml(event.description)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#111827;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">View the session</a></p>
<p style="margin:0 0 20px;color:#4b5563">${escapeHtml(calendarNote)}</p>
<p style="margin:0">See you there,<br>${escapeHtml(site.ownerName)}</p>
</div>
</body>
</html>`;

  return {
    kind: REGISTRATION_EMAIL_KIND,
    to: registration.email,
    subject: `You're registered: ${event.title}`,
    text,
    html,
    attachments,
  };
}
