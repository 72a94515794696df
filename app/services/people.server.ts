import { promoteWaiting } from "~/features/events/registration-mutations.server";
import { openOutbox } from "~/mail/outbox.server";
import {
  countPerson,
  forgetPerson as forgetEverywhere,
  parseForgetEmail,
  TABLES_WITH_ADDRESSES,
  type ForgetReport,
  type TableWithAddresses,
} from "~/owner/forget-person.server";
import { done, refuse, type Outcome } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";

/** "1 seat freed, taken by 1 person from the waitlist", or "no seat held" for a place on the waitlist. */
function seatsLine({ seats, promoted }: { seats: number; promoted: number }): string {
  if (seats === 0) return "no seat held";
  const freed = `${seats} seat${seats === 1 ? "" : "s"} freed`;
  return promoted === 0 ? freed : `${freed}, taken by ${promoted} ${promoted === 1 ? "person" : "people"} from the waitlist`;
}

/** "3 newsletter issues sent to them". */
const issuesSent = (n: number) => `${n} newsletter issue${n === 1 ? "" : "s"} sent to them`;

/** Rows a report removed: those holding the address, and the newsletter's deliveries that went with the subscription. */
const removedRows = (report: Pick<ForgetReport, "removed" | "deliveries">) =>
  Object.values(report.removed).reduce((sum, n) => sum + n, 0) + report.deliveries;

/** The report as the owner reads it: the total, the rows per table, the issues sent, the seats freed per session. */
function reportText(report: ForgetReport): string {
  const total = removedRows(report);
  const lines = [
    ...TABLES_WITH_ADDRESSES.map((table) => `  ${table.padEnd(22)} ${report.removed[table]}`),
    `  ${"newsletter_deliveries".padEnd(22)} ${report.deliveries} (${issuesSent(report.deliveries)} removed)`,
  ];
  const seats = report.seatsFreed.map((session) => `  ${session.title}: ${seatsLine(session)}`);
  return (
    `${total === 0 ? `Nothing held ${report.email}.` : `Forgot ${report.email}: ${total} row${total === 1 ? "" : "s"} removed.`}\n` +
    `${lines.join("\n")}\n${seats.length > 0 ? `${seats.join("\n")}\n` : ""}`
  );
}

/**
 * Forgets a person: removes the address, in any case, from every table that holds it in one
 * transaction; the seats it held go to the first people waiting, who are e-mailed.
 */
export async function forgetPerson(
  { db, queue, now, site: readSite, did }: ServiceDeps,
  { email }: { email: string },
): Promise<Outcome<{ report: ForgetReport; text: string }>> {
  const site = await readSite();
  const checked = parseForgetEmail(email);
  if (!checked.ok) return refuse(checked.message, "email");
  const outbox = await openOutbox(await queue());
  const report = await forgetEverywhere(db, checked.email, (tx, eventId) => promoteWaiting(tx, outbox, eventId, { now, site }));
  const total = removedRows(report);
  // The log is kept a year: it never holds the address it was asked to forget.
  did(`Forgot a person (${total} row${total === 1 ? "" : "s"} removed)`);
  return done({ report, text: reportText(report) });
}

/** What each table holds of a person, in the owner's words. */
const HELD: Record<TableWithAddresses, [string, string]> = {
  landing_page_signups: ["early-access sign-up", "early-access sign-ups"],
  event_registrations: ["live-session registration", "live-session registrations"],
  newsletter_subscribers: ["newsletter sign-up", "newsletter sign-ups"],
  email_outbox: ["e-mail to or about them in the outbox", "e-mails to or about them in the outbox"],
  admin_collaborators: ["collaborator's invitation address", "collaborators' invitation addresses"],
  purchases: ["purchase's buyer address (the sale itself is kept)", "purchases' buyer addresses (the sales themselves are kept)"],
};

/**
 * What forgetting an address would remove, counted before anything is: the total and one line per
 * kind of record ("2 live-session registrations (1 seat freed, 1 place on a waitlist)").
 */
export async function previewForget(
  { db }: ServiceDeps,
  { email }: { email: string },
): Promise<Outcome<{ email: string; total: number; lines: string[] }>> {
  const checked = parseForgetEmail(email);
  if (!checked.ok) return refuse(checked.message, "email");
  const counted = await countPerson(db, checked.email);
  // A collaborator's address and a purchase are rare in a visitor's list: named only when there is one.
  const listed = TABLES_WITH_ADDRESSES.filter(
    (table) => (table !== "admin_collaborators" && table !== "purchases") || counted.removed[table] > 0,
  );
  const lines = listed.map((table) => {
    const n = counted.removed[table];
    const [one, many] = HELD[table];
    const seats =
      table === "event_registrations" && n > 0
        ? ` (${counted.seats} ${counted.seats === 1 ? "seat" : "seats"} freed for the waitlist, ${counted.waiting} ${counted.waiting === 1 ? "place" : "places"} on a waitlist)`
        : "";
    const issues = table === "newsletter_subscribers" && n > 0 ? ` (with ${issuesSent(counted.deliveries)})` : "";
    return `${n} ${n === 1 ? one : many}${seats}${issues}`;
  });
  const total = removedRows(counted);
  return done({ email: counted.email, total, lines });
}
