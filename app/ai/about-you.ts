import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "~/lib/control-characters";

/**
 * The mini apps' optional "About you" text: the visitor's role, or their LinkedIn headline pasted
 * in. One rule for the dialogs' form and every endpoint that reads it. It is only ever words for
 * the generator and the model: never fetched (a link in it is just text), never shown as HTML.
 */

/** The form field's and the JSON body's name. */
export const ABOUT_YOU_FIELD = "aboutYou";

/** A headline is at most 220 characters on LinkedIn; a little more leaves room for a role and a company. */
export const ABOUT_YOU_MAX_LENGTH = 300;

export const ABOUT_YOU_MESSAGES = {
  tooLong: `Please keep it under ${ABOUT_YOU_MAX_LENGTH} characters.`,
  notText: "Please describe your role in words.",
  control: CONTROL_CHARACTER_MESSAGE,
} as const;

export type AboutYouCheck = { ok: true; text: string } | { ok: false; message: string };

/**
 * Checks what a visitor wrote. Missing or blank is fine (the field is optional) and gives "".
 * A pasted headline may carry line breaks, which become spaces; other control characters are
 * refused. The text is trimmed and its runs of spaces made one before its length is checked.
 */
export function checkAboutYou(input: unknown): AboutYouCheck {
  if (input === undefined || input === null) return { ok: true, text: "" };
  if (typeof input !== "string") return { ok: false, message: ABOUT_YOU_MESSAGES.notText };
  if (hasControlCharacters(input, "free-text")) return { ok: false, message: ABOUT_YOU_MESSAGES.control };
  const text = input.replace(/\s+/g, " ").trim();
  if (text.length > ABOUT_YOU_MAX_LENGTH) return { ok: false, message: ABOUT_YOU_MESSAGES.tooLong };
  return { ok: true, text };
}
