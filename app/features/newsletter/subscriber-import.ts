import { readCsv } from "~/lib/csv";
import { emailField } from "~/lib/email-address";

/** What an import of subscribers takes at most, and how many skipped rows its report names one by one. */
export const SUBSCRIBER_IMPORT = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 50_000,
  reportedSkips: 100,
} as const;

/** The caps in the owner's words: "5 MB and 50,000 rows". */
export const IMPORT_CAPS_TEXT = `${SUBSCRIBER_IMPORT.maxBytes / (1024 * 1024)} MB and ${SUBSCRIBER_IMPORT.maxRows.toLocaleString("en-US")} rows`;

/** A header as compared: lower case, letters and digits only ("E-mail Address" -> "emailaddress"). */
const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The headers an address column goes by, in the exports of this site, Kit and other providers. */
const EMAIL_HEADERS = ["email", "emailaddress", "subscriberemail", "mail"];
/** A consent or sign-up date, most telling first: when the person confirmed, then when they were added. */
const DATE_HEADERS = [
  "consentedat",
  "confirmedat",
  "confirmtime",
  "optintime",
  "optindate",
  "subscribedat",
  "subscribed",
  "signupdate",
  "createdat",
  "created",
  "dateadded",
];
const STATUS_HEADERS = ["status", "state", "subscriberstatus", "subscriptionstatus"];

/** Statuses of a person still subscribed, as exports write them (Kit's "cold" is a subscriber who reads little). */
const SUBSCRIBED_WORDS = new Set(["", "active", "confirmed", "subscribed", "cold", "enabled", "valid"]);
/** Statuses of a person who left or whose address failed: never imported. */
const LEFT_WORDS = new Set([
  "unsubscribed",
  "cancelled",
  "canceled",
  "inactive",
  "bounced",
  "complained",
  "cleaned",
  "spam",
  "blocked",
  "suppressed",
  "deleted",
]);
/** Statuses of an address whose owner never confirmed it. */
const UNCONFIRMED_WORDS = new Set(["pending", "unconfirmed", "unverified", "unconfirmed_subscriber"]);

export const IMPORT_REFUSALS = {
  empty: "Choose a CSV file to import.",
  tooLarge: `The file is too large: an import takes at most ${IMPORT_CAPS_TEXT}. Split it and import each part.`,
  tooManyRows: `The file has more than ${SUBSCRIBER_IMPORT.maxRows.toLocaleString("en-US")} rows: an import takes at most ${IMPORT_CAPS_TEXT}. Split it and import each part.`,
  notText: "This is not a CSV file. Export the list as CSV (comma-separated values, UTF-8) from the other service and choose that file.",
  unclosedQuote: (line: number) =>
    `The file is not CSV as written: the quote opened on line ${line} is never closed. Nothing was imported.`,
  noEmailColumn: (headers: string[]) =>
    `The file has no e-mail column: its first line should name the columns, one of them "email" or "email_address". ` +
    `The first line has ${headers.length === 0 ? "nothing" : headers.map((header) => `"${header.slice(0, 40)}"`).join(", ")}. Nothing was imported.`,
  noRows: "The file has its header line but no subscribers under it.",
} as const;

export const SKIP_REASONS = {
  notAddress: "not an e-mail address",
  duplicate: (line: number) => `the same address as line ${line} of the file`,
  onList: "already on the list",
  left: (status: string) => `marked "${status}" in the file: someone who left is not imported`,
  leftElsewhere: (line: number) => `line ${line} of the file says this address left, so it is not imported`,
  unconfirmed: (status: string) => `marked "${status}" in the file: never confirmed, so not imported as confirmed`,
  unknownStatus: (status: string) => `the status "${status}" is not one this import knows, so it is not imported as confirmed`,
  badDate: (text: string) => `the date "${text}" cannot be read (use a form such as 2024-03-05 or 2024-03-05 14:30:00 UTC)`,
  futureDate: (text: string) => `the date "${text}" is in the future`,
} as const;

/** A row the import adds: the address as the site keeps it, and when the person consented. */
export interface ImportRow {
  line: number;
  email: string;
  consentedAt: Date;
}

/** A row the import leaves out, and why. */
export interface SkippedRow {
  line: number;
  address: string;
  reason: string;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i;

/**
 * A date as exports write it, read strictly: a day (2024-03-05), or a day and time with seconds and
 * a fraction if given, then Z, UTC or an offset (none is UTC). Nothing else (no 03/05/2024, whose
 * day and month are anyone's guess); a day that does not exist is no date.
 */
export function parseImportDate(text: string): Date | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = "0", mi = "0", s = "0", fraction = "", zone = "Z"] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = Number(fraction.padEnd(3, "0").slice(0, 3));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // 2024-02-30 would roll over into March.
  if (new Date(utc).getUTCDate() !== day) return undefined;
  let offsetMinutes = 0;
  if (/^[+-]/.test(zone)) {
    const digits = zone.replace(":", "");
    offsetMinutes = (digits.startsWith("-") ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  }
  return new Date(utc - offsetMinutes * 60_000);
}

const addressOf = emailField("not an address");

/**
 * A CSV export read as subscribers to import: its header picked apart (an address column, and if
 * there is one a consent or sign-up date and a status), each row either one to add or one skipped
 * with its reason. Duplicates within the file are skipped here; the list's own are the caller's.
 * The cells are cut to a length no real one reaches, so a hostile file cannot fill the report.
 */
export function readSubscriberImport(
  bytes: Uint8Array,
  now: Date,
): { ok: true; rows: ImportRow[]; skipped: SkippedRow[]; total: number } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: IMPORT_REFUSALS.empty };
  if (bytes.length > SUBSCRIBER_IMPORT.maxBytes) return { ok: false, message: IMPORT_REFUSALS.tooLarge };
  // A spreadsheet's own format, a picture or a zip has bytes text never has.
  if (bytes.includes(0)) return { ok: false, message: IMPORT_REFUSALS.notText };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: IMPORT_REFUSALS.notText };
  }
  const read = readCsv(text, SUBSCRIBER_IMPORT.maxRows + 1);
  if (!read.ok) return { ok: false, message: IMPORT_REFUSALS.unclosedQuote(read.line) };
  const [header, ...records] = read.records;
  if (read.more) return { ok: false, message: IMPORT_REFUSALS.tooManyRows };
  const headers = (header?.cells ?? []).map((cell) => cell.trim());
  const keys = headers.map(headerKey);
  const column = (names: string[]) => {
    for (const name of names) {
      const at = keys.indexOf(name);
      if (at >= 0) return at;
    }
    return -1;
  };
  const emailAt = column(EMAIL_HEADERS);
  if (emailAt < 0) return { ok: false, message: IMPORT_REFUSALS.noEmailColumn(headers.slice(0, 10)) };
  if (records.length === 0) return { ok: false, message: IMPORT_REFUSALS.noRows };
  const dateAt = column(DATE_HEADERS);
  const statusAt = column(STATUS_HEADERS);

  const statusOf = (cells: string[]) => (statusAt < 0 ? "" : (cells[statusAt] ?? "").trim().slice(0, 40));
  // An address the file says left, on any of its rows, is not added from another row of it.
  const leftOn = new Map<string, number>();
  for (const { line, cells } of records) {
    const parsed = addressOf.safeParse((cells[emailAt] ?? "").trim().slice(0, 320));
    const key = parsed.success ? parsed.data.toLowerCase() : undefined;
    if (key && !leftOn.has(key) && LEFT_WORDS.has(statusOf(cells).toLowerCase())) leftOn.set(key, line);
  }

  const rows: ImportRow[] = [];
  const skipped: SkippedRow[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, cells } of records) {
    const raw = (cells[emailAt] ?? "").trim().slice(0, 320);
    const skip = (reason: string) => skipped.push({ line, address: raw, reason });
    const parsed = addressOf.safeParse(raw);
    if (!parsed.success) {
      skip(SKIP_REASONS.notAddress);
      continue;
    }
    const email = parsed.data;
    const status = statusOf(cells);
    const word = status.toLowerCase();
    if (LEFT_WORDS.has(word)) {
      skip(SKIP_REASONS.left(status));
      continue;
    }
    const left = leftOn.get(email.toLowerCase());
    if (left !== undefined) {
      skip(SKIP_REASONS.leftElsewhere(left));
      continue;
    }
    if (UNCONFIRMED_WORDS.has(word)) {
      skip(SKIP_REASONS.unconfirmed(status));
      continue;
    }
    if (!SUBSCRIBED_WORDS.has(word)) {
      skip(SKIP_REASONS.unknownStatus(status));
      continue;
    }
    const dateText = dateAt < 0 ? "" : (cells[dateAt] ?? "").trim().slice(0, 60);
    let consentedAt = now;
    if (dateText !== "") {
      const date = parseImportDate(dateText);
      if (!date) {
        skip(SKIP_REASONS.badDate(dateText));
        continue;
      }
      if (date.getTime() > now.getTime()) {
        skip(SKIP_REASONS.futureDate(dateText));
        continue;
      }
      consentedAt = date;
    }
    const key = email.toLowerCase();
    const seen = firstLine.get(key);
    if (seen !== undefined) {
      skip(SKIP_REASONS.duplicate(seen));
      continue;
    }
    firstLine.set(key, line);
    rows.push({ line, email, consentedAt });
  }
  return { ok: true, rows, skipped, total: records.length };
}
