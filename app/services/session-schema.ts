import { z } from "zod";
import { EVENT_CATEGORIES } from "~/db/schema";
import { hasControlCharacters } from "~/lib/control-characters";
import { EVENT_TIME_ZONE, isTimeTba, isTimeZone, parseEventDate, parseEventTime, resolveSessionStart, TIME_TBA } from "~/lib/event-time";
import type { EventRow } from "~/db/schema";
import type { SessionFields } from "~/features/events/session-mutations.server";
import { refuse, type Outcome, type Refusal } from "./outcome";

/**
 * A live session's fields as the owner types them (console form, command-line options), their
 * limits and their messages: one schema for the console's form and action and the command line.
 * Browser-safe. A message reads after the field's name: the command line prints
 * `--date "someday" is not a date…`, the console shows it beside the Date field.
 */
export const SESSION_LIMITS = {
  title: 200,
  subtitle: 300,
  description: 5_000,
  duration: 60,
  maxAttendees: 100_000,
  location: 300,
  joinUrl: 2_000,
  /** The owner's word added to the e-mail a change sends. */
  note: 2_000,
} as const;

export const DATE_HELP = 'yyyy-mm-dd (2026-12-03) or "Month d, yyyy" (December 3, 2026)';
export const TIME_HELP = `"10:00 AM", "5 PM", "09:30 AM", "14:30" or "Time TBA", in the session's time zone (the owner's unless another is given); a time in another zone ("10 AM EST", "18:00 UTC") is converted`;
export const CATEGORY_HELP = EVENT_CATEGORIES.map((category) => `"${category}"`).join(", ");

/** The fields in the order they are checked; a refusal names the first that fails. */
export const SESSION_FIELD_NAMES = [
  "title",
  "description",
  "subtitle",
  "duration",
  "location",
  "joinUrl",
  "zone",
  "reminders",
  "date",
  "time",
  "category",
  "maxAttendees",
] as const;
export type SessionFieldName = (typeof SESSION_FIELD_NAMES)[number];

/** What the owner typed, field by field; a field left out is not changed. */
export type SessionText = Partial<Record<SessionFieldName, string>>;

/** A field's name on the command line and in the console's form: `maxAttendees` is `max-attendees`. */
export const sessionFieldOption = (field: SessionFieldName): string => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export type SessionMode = "add" | "change";

const REQUIRED_TO_ADD: readonly SessionFieldName[] = ["title", "date", "time", "category", "description"];

const tooLong = (value: string, max: number) => `is ${value.length} characters long; the limit is ${max}`;

/** The schema of a session's fields, to add one (the five required) or to change one (anything given). */
export function sessionSchema(mode: SessionMode) {
  // PostgreSQL refuses a NUL outright, and an escape code would run in the owner's terminal.
  const text = z
    .string()
    .trim()
    .refine((value) => !hasControlCharacters(value, "free-text"), { error: "contains invisible control characters: remove them" })
    .optional();
  const required = (max: number) =>
    text
      .refine((value) => value !== "", { error: "cannot be empty" })
      .refine((value) => value === undefined || value.length <= max, {
        error: (issue) => tooLong(issue.input as string, max),
      });
  const optional = (max: number) =>
    text.refine((value) => value === undefined || value.length <= max, { error: (issue) => tooLong(issue.input as string, max) });
  return z
    .object({
      title: required(SESSION_LIMITS.title),
      description: required(SESSION_LIMITS.description),
      subtitle: optional(SESSION_LIMITS.subtitle),
      duration: optional(SESSION_LIMITS.duration),
      location: optional(SESSION_LIMITS.location),
      joinUrl: text
        .refine((value) => !value || /^https:\/\/[^\s]+$/.test(value), {
          error: (issue) => `"${issue.input as string}" must be an https:// link`,
        })
        .refine((value) => value === undefined || value.length <= SESSION_LIMITS.joinUrl, {
          error: (issue) => tooLong(issue.input as string, SESSION_LIMITS.joinUrl),
        }),
      zone: text.refine((value) => value === undefined || isTimeZone(value), {
        error: (issue) => `"${issue.input as string}" is not a time zone this server knows: use an IANA name such as ${EVENT_TIME_ZONE}`,
      }),
      reminders: text.refine((value) => value === undefined || /^(on|off)$/i.test(value), {
        error: (issue) => `"${issue.input as string}" must be on or off`,
      }),
      date: text.refine((value) => value === undefined || parseEventDate(value) !== undefined, {
        error: (issue) => `"${issue.input as string}" is not a date the site can read: use ${DATE_HELP}`,
      }),
      time: text,
      // The owner may type "workshop"; the site shows (and the database checks) the canonical spelling.
      category: text.refine(
        (value) => value === undefined || EVENT_CATEGORIES.some((known) => known.toLowerCase() === value.toLowerCase()),
        { error: (issue) => `"${issue.input as string}" is not a category: use ${CATEGORY_HELP}` },
      ),
      maxAttendees: text.refine(
        (value) =>
          value === undefined ||
          (value.toLowerCase() === "none" && mode === "change") ||
          (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= SESSION_LIMITS.maxAttendees),
        { error: (issue) => `"${issue.input as string}" must be a whole number from 1 to ${SESSION_LIMITS.maxAttendees}` },
      ),
    })
    .superRefine((input, context) => {
      if (mode === "add") {
        for (const field of REQUIRED_TO_ADD)
          if (input[field] === undefined) context.addIssue({ code: "custom", path: [field], message: "is required" });
      }
      // "Time TBA" (or "TBA") is a valid time; a zone the site can't convert is refused by name.
      const time = input.time;
      if (time === undefined) return;
      const check = resolveSessionStart(input.date ?? "2000-01-01", time, input.zone ?? EVENT_TIME_ZONE);
      if ("error" in check) {
        const unreadable = check.error.startsWith(`"${time}" is not a time`);
        context.addIssue({
          code: "custom",
          path: ["time"],
          message: unreadable ? `"${time}" is not a time the site can read: use ${TIME_HELP}` : check.error,
        });
      }
    })
    .transform((input): SessionFields => {
      const fields: SessionFields = {};
      const blankIsNull = (value: string | undefined) => (value === undefined ? undefined : value === "" ? null : value);
      if (input.title !== undefined) fields.title = input.title;
      if (input.description !== undefined) fields.description = input.description;
      if (input.subtitle !== undefined) fields.subtitle = blankIsNull(input.subtitle);
      if (input.duration !== undefined) fields.duration = blankIsNull(input.duration);
      if (input.location !== undefined) fields.location = blankIsNull(input.location);
      if (input.joinUrl !== undefined) fields.joinUrl = blankIsNull(input.joinUrl);
      if (input.zone !== undefined) fields.timeZone = input.zone;
      if (input.reminders !== undefined) fields.remindersEnabled = input.reminders.toLowerCase() === "on";
      if (input.date !== undefined) fields.date = input.date;
      if (input.time !== undefined) fields.time = input.time;
      if (input.category !== undefined)
        fields.category = EVENT_CATEGORIES.find((known) => known.toLowerCase() === input.category!.toLowerCase());
      if (input.maxAttendees !== undefined)
        fields.maxAttendees = input.maxAttendees.toLowerCase() === "none" ? null : Number(input.maxAttendees);
      return fields;
    });
}

/** The fields read, or the first refusal with the field it names (checked in SESSION_FIELD_NAMES order). */
export function parseSessionText(input: SessionText, mode: SessionMode): Outcome<SessionFields> {
  const parsed = sessionSchema(mode).safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const rank = (path: PropertyKey[]) => SESSION_FIELD_NAMES.indexOf(path[0] as SessionFieldName);
  const first = [...parsed.error.issues].sort((a, b) => rank(a.path) - rank(b.path))[0]!;
  return refuse(first.message, String(first.path[0]));
}

/** The console form's box that makes the time "Time TBA" (the time picker then goes unread). */
export const TIME_TBA_FIELD = "time-tba";

/**
 * The session's fields from the console's form (named as the options are), and the values to
 * show again after a refusal. The date and time come from date and time pickers (2026-12-03,
 * 18:00), or "Time TBA" when its box is ticked; the schema reads them as it reads the command
 * line's. Adding, a blank field is not given; changing, a blank seat limit means none, and a blank
 * zone or time keeps the session's own.
 */
export function readSessionForm(form: FormData, mode: SessionMode): { text: SessionText; values: Record<string, string> } {
  const text: SessionText = {};
  const values: Record<string, string> = {};
  for (const field of SESSION_FIELD_NAMES) {
    const raw = form.get(sessionFieldOption(field));
    const value = field === "time" && form.get(TIME_TBA_FIELD) === "on" ? TIME_TBA : raw;
    if (typeof value !== "string") continue;
    values[sessionFieldOption(field)] = value;
    if (value.trim() === "") {
      if (mode === "add" || field === "zone" || field === "time") continue;
      if (field === "maxAttendees") {
        text[field] = "none";
        continue;
      }
    }
    text[field] = value;
  }
  return { text, values };
}

/** A stored session as the console's form shows it: the date and time as the pickers take them (2026-12-03, 18:00). */
export function sessionFormValues(row: EventRow): Record<string, string> {
  const date = parseEventDate(row.date);
  const time = parseEventTime(row.time);
  const two = (n: number) => String(n).padStart(2, "0");
  return {
    title: row.title,
    subtitle: row.subtitle ?? "",
    date: date ? `${date.year}-${two(date.month)}-${two(date.day)}` : row.date,
    time: isTimeTba(row.time) ? TIME_TBA : time ? `${two(time.hour)}:${two(time.minute)}` : row.time,
    category: row.category,
    description: row.description,
    duration: row.duration ?? "",
    "max-attendees": row.maxAttendees === null ? "" : String(row.maxAttendees),
    zone: row.timeZone,
    "join-url": row.joinUrl ?? "",
    location: row.location ?? "",
    reminders: row.remindersEnabled ? "on" : "off",
  };
}

/** A refusal as the console's form answers it: the field it names, as the form names it. */
export function formRefusal(refusal: Refusal): { ok: false; message: string; field?: string } {
  return refusal.field === undefined
    ? { ok: false, message: refusal.message }
    : { ok: false, message: refusal.message, field: sessionFieldOption(refusal.field as SessionFieldName) };
}
