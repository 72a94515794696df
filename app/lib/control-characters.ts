/**
 * What a visitor may type. Control characters (NUL, escape codes, DEL, the C1 range) are never
 * part of a name or an address: PostgreSQL refuses a NUL outright, and an escape code would run in
 * the owner's terminal. Free text (a learning interest, the idea tool's description) keeps tab and
 * line breaks, which a textarea sends; single-line fields refuse those too. Emoji and right-to-left
 * scripts are letters like any other and pass. No zod here, so a dialog's form can check its
 * fields without downloading it.
 */
// The one rule, used wherever the site checks, strips or shows control characters: Unicode's
// control characters (C0, DEL, C1; `\p{Cc}`), and in free text all of them but tab and line breaks.
const PATTERNS: Record<TextKind, RegExp> = {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  "single-line": /[\u0000-\u001F\u007F-\u009F]/g,
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  "free-text": /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g,
};

export type TextKind = "single-line" | "free-text";

export const CONTROL_CHARACTER_MESSAGE = "Please remove the invisible control characters from this field.";

export function hasControlCharacters(text: string, kind: TextKind = "single-line"): boolean {
  return text.search(PATTERNS[kind]) !== -1;
}

/**
 * Every control character of `text` replaced (removed by default): a label stored from a request
 * (a referrer, a passkey's name), a provider's text before it reaches a prompt, a visitor's text
 * shown in the owner's terminal (as its escape code).
 */
export function replaceControlCharacters(
  text: string,
  by: string | ((char: string) => string) = "",
  kind: TextKind = "single-line",
): string {
  return typeof by === "string" ? text.replace(PATTERNS[kind], by) : text.replace(PATTERNS[kind], by);
}
