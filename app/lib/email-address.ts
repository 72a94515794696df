import { z } from "zod";
import { plainText } from "./plain-text";

/** "Ana@Example.COM" -> "Ana@example.com": the domain is case-insensitive, the local part may not be. */
export function lowerCaseDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return email.slice(0, at + 1) + email.slice(at + 1).toLowerCase();
}

/** Longest e-mail address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail field as every form reads it: trimmed, free of control characters, no longer than SMTP
 * carries, a valid address (one message for all of these), its domain lower-cased.
 */
export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .check(plainText())
    .max(EMAIL_MAX_LENGTH, message)
    .pipe(z.email(message))
    .transform(lowerCaseDomain);
}
