/** "Ana@Example.COM" -> "Ana@example.com": the domain is case-insensitive, the local part may not be. */
export function lowerCaseDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return email.slice(0, at + 1) + email.slice(at + 1).toLowerCase();
}

/** Longest e-mail address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
