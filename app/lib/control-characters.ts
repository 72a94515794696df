/**
 * What a visitor may type. Control characters (NUL, escape codes, DEL, the C1 range) are never
 * part of a name or an address: PostgreSQL refuses a NUL outright, and an escape code would run in
 * the owner's terminal. Free text (a learning interest, the idea tool's description) keeps tab and
 * line breaks, which a textarea sends; single-line fields refuse those too. Emoji and right-to-left
 * scripts are letters like any other and pass. No zod here, so a dialog's form can check its
 * fields without downloading it.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F-\u009F]/;

export type TextKind = "single-line" | "free-text";

export const CONTROL_CHARACTER_MESSAGE = "Please remove the invisible control characters from this field.";

export function hasControlCharacters(text: string, kind: TextKind = "single-line"): boolean {
  return (kind === "free-text" ? CONTROL : CONTROL_OR_LINE_BREAK).test(text);
}
