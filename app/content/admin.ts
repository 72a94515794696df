/** The owner's console: how long its sign-ins last and how often it may be asked. */
export const ADMIN = {
  /** A session ends this long after its last use (each use pushes the end on). */
  sessionDays: 14,
  /** A sign-in link works once, within this many minutes. */
  signInLinkMinutes: 15,
  /** A passkey ceremony (its challenge) must finish within this many minutes. */
  passkeyChallengeMinutes: 5,
  /** Sign-in attempts (link requests, link uses, passkey attempts) per visitor address and minute. */
  signInAttemptsPerMinute: 10,
  /**
   * Sign-in links e-mailed to the owner per hour, site-wide, whoever asks: past it the page answers
   * the same and sends nothing (the passkey and `npm run admin -- login-link` still sign in).
   */
  signInEmailsPerHour: 5,
  /** Console requests per visitor address and minute, signed in or not. */
  requestsPerMinute: 300,
  /** A collaborator's invitation link works once, within this many days. */
  invitationDays: 7,
  /** The activity log keeps what was done in the console this many days. */
  activityRetentionDays: 365,
  /** Rows per page of the console's tables. */
  pageSize: 50,
  /** The longest title the owner may type for a video added by its link. */
  videoTitleMaxLength: 200,
} as const;
