import { ADMIN } from "~/content/admin";
import { finderCopy } from "~/content/use-case-finder";
import type { ServerEnv } from "~/config/env.server";

/** A server variable that holds a number: a limit the owner sets in the configuration. */
export type NumericSetting = { [K in keyof ServerEnv]-?: ServerEnv[K] extends number ? K : never }[keyof ServerEnv];

export interface LimitDeclaration {
  /** Keeps this limit's counts apart from every other's (the prefix of its rows in `rate_limits`). */
  readonly name: string;
  /** How many are allowed per window and key: a number of the site's own, or the variable that sets it. */
  readonly limit: number | NumericSetting;
  readonly windowMs: number;
  /**
   * When the database cannot be reached: "per-process" counts in this process's memory meanwhile;
   * "refuse" refuses every hit (a limit that guards money).
   */
  readonly whenStoreFails?: "per-process" | "refuse";
  /** What the refused visitor is told, given when to come back and the limit; none where nobody is told. */
  readonly refusal?: (retryAfterSeconds: number, limit: number) => string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const seconds = (count: number) => `${count} second${count === 1 ? "" : "s"}`;
const PLEASE_WAIT_A_MINUTE = "Please wait a minute and try again.";

/**
 * Every limit of the site, in one place, with the words a refused visitor reads: the actions count
 * against them by name (`checkLimit` in limits.server.ts), and every refusal is a 429 with
 * Retry-After (lib/retry-later.ts). The store that counts them is chosen once at start (decision 016):
 * the database on PostgreSQL, this process's memory on PGlite.
 */
export const LIMITS = {
  /** Registrations for a live session, per visitor address. */
  registration: {
    name: "registration",
    limit: "REGISTRATION_RATE_LIMIT_PER_MINUTE",
    windowMs: MINUTE,
    refusal: () => `Too many registrations from your connection. ${PLEASE_WAIT_A_MINUTE}`,
  },
  /** Early-access sign-ups, per visitor address. */
  signup: {
    name: "signup",
    limit: "SIGNUP_RATE_LIMIT_PER_MINUTE",
    windowMs: MINUTE,
    refusal: () => `Too many sign-ups from your connection. ${PLEASE_WAIT_A_MINUTE}`,
  },
  /** Newsletter sign-ups, per visitor address. */
  newsletter: {
    name: "newsletter",
    limit: "NEWSLETTER_RATE_LIMIT_PER_MINUTE",
    windowMs: MINUTE,
    refusal: () => `Too many sign-ups from your connection. ${PLEASE_WAIT_A_MINUTE}`,
  },
  /**
   * Presses of a newsletter confirmation page's button, per visitor address: each checks a signed
   * link, so a flood of guesses is cut short. One-click unsubscribes are not counted: they come
   * from mail providers' servers, many people's at once.
   */
  newsletterConfirm: {
    name: "newsletter-confirm",
    limit: 20,
    windowMs: MINUTE,
    refusal: () => `Too many tries from your connection. ${PLEASE_WAIT_A_MINUTE}`,
  },
  /**
   * Checkouts of the full guide started, per visitor address: each asks Stripe for a session, so a
   * script cannot spend the site's Stripe requests; a buyer who comes back a few times is far below it.
   */
  guideCheckout: {
    name: "guide-checkout",
    limit: 10,
    windowMs: MINUTE,
    refusal: () => `Too many checkouts started from your connection. ${PLEASE_WAIT_A_MINUTE}`,
  },
  /** Sync Videos presses, per visitor address. */
  videoSync: {
    name: "video-sync",
    limit: "VIDEO_SYNC_RATE_LIMIT_PER_MINUTE",
    windowMs: MINUTE,
    refusal: () => `Too many sync requests from your connection. ${PLEASE_WAIT_A_MINUTE}`,
  },
  /**
   * Submissions per visitor address, for both use-case dialogs. The AI quota counts only uncached
   * answers; this one also bounds the rows and jobs a visitor can create.
   */
  finder: {
    name: "finder",
    limit: "FINDER_RATE_LIMIT_PER_MINUTE",
    windowMs: MINUTE,
    refusal: (retryAfterSeconds) => finderCopy.errors.rateLimited(retryAfterSeconds),
  },
  /**
   * Requests per visitor address to the AI tools that answer at once (the idea tool, the
   * beginner-ideas dialog), checked before the body is read: the hourly quota needs the input (a
   * cached answer is free), so it alone would let a flood be parsed first.
   */
  aiRequest: {
    name: "ai-request",
    limit: "AI_REQUEST_RATE_LIMIT_PER_MINUTE",
    windowMs: MINUTE,
    refusal: (retryAfterSeconds) => `Too many requests from your connection. Please try again in ${seconds(retryAfterSeconds)}.`,
  },
  /** The AI engine's answers that are not cached, per visitor address. */
  aiQuota: {
    name: "ai-quota",
    limit: "AI_RATE_LIMIT_PER_HOUR",
    windowMs: HOUR,
    refusal: (retryAfterSeconds, limit) => {
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
      return `You've reached the limit of ${limit} AI requests per hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    },
  },
  /**
   * Model calls per UTC day, site-wide (the key is the day). Past it, or when its count cannot be
   * read, the built-in generator answers: nobody is refused. The window outlasts the day so no clock
   * skew reopens it.
   */
  aiDaily: { name: "ai-daily", limit: "AI_DAILY_LIMIT", windowMs: 48 * HOUR, whenStoreFails: "refuse" },
  /** Every console request, per visitor address, signed in or not. */
  adminRequest: {
    name: "admin-request",
    limit: ADMIN.requestsPerMinute,
    windowMs: MINUTE,
    refusal: () => "Too many requests. Please try again shortly.",
  },
  /**
   * Sign-in attempts (a link asked for or used, a passkey tried), per visitor address. The sign-in
   * page, which shows the refusal beside its form, says how many seconds (`signInPageRefusal`).
   */
  adminSignIn: {
    name: "admin-sign-in",
    limit: ADMIN.signInAttemptsPerMinute,
    windowMs: MINUTE,
    refusal: () => "Too many sign-in attempts. Please try again shortly.",
  },
  /**
   * Sign-in links e-mailed to the owner, site-wide (one key): past it the page answers the same and
   * nothing is sent, so nobody is told.
   */
  adminSignInEmail: { name: "admin-sign-in-email", limit: ADMIN.signInEmailsPerHour, windowMs: HOUR },
  /**
   * The analytics' caps per client address (decision 054): views of one page, and visitors (an
   * address and a browser). Past them a view is not counted until the next hour; nobody is refused,
   * and each instance counts in its own memory, in clock hours (owner/analytics.server.ts).
   */
  analyticsViewsPerPage: { name: "analytics-views", limit: 10, windowMs: HOUR },
  analyticsVisitors: { name: "analytics-visitors", limit: 10, windowMs: HOUR },
} as const satisfies Record<string, LimitDeclaration>;

export type LimitName = keyof typeof LIMITS;

/** The sign-in page's refusal of too many attempts, with the seconds to wait. */
export const signInPageRefusal = (retryAfterSeconds: number) =>
  `Too many sign-in attempts. Please try again in ${retryAfterSeconds} seconds.`;

/**
 * Status streams open at once, per visitor address and per finder session, counted across every
 * instance; a refused visitor is asked to wait (finderCopy.errors).
 */
export const STREAM_CAPS = {
  finder: { name: "finder", perAddress: "FINDER_STREAMS_PER_ADDRESS", perSession: "FINDER_STREAMS_PER_SESSION" },
} as const satisfies Record<string, { name: string; perAddress: NumericSetting; perSession: NumericSetting }>;
