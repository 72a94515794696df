import { z } from "zod";
import { plainText } from "./plain-text";

/** "Ana@Example.COM" -> "Ana@example.com": the domain is case-insensitive, the local part may not be. */
export function lowerCaseDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return email.slice(0, at + 1) + email.slice(at + 1).toLowerCase();
}

/** Domains whose mailboxes ignore dots in the local part; both are one mail service. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, as one key: "A.Lice+news@GoogleMail.com" -> "alice@gmail.com".
 * Lower-cased; a `+tag` (a `+` after the local part's first character, and what follows) dropped
 * for every domain, as subaddressing delivers it to the same mailbox; for Gmail the dots dropped
 * too, and googlemail.com read as gmail.com. One seat per mailbox is kept with it; mail still
 * goes to the address as typed. The migration that added event_registrations.email_key computes
 * the same key in SQL (tests/integration/db-schema.test.ts holds them to each other).
 */
export function mailboxKey(email: string): string {
  const lower = email.toLowerCase();
  const at = lower.lastIndexOf("@");
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+", 1);
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
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
