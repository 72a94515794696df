import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const EVENT_CATEGORIES = ["Build with me", "Workshop", "Community"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** registered: holds a seat; waiting: on the waitlist; cancelled: gave the seat (or place) back. */
export const REGISTRATION_STATUSES = ["registered", "waiting", "cancelled"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REQUEST_STATUSES = ["submitted", "processing", "completed", "failed"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
// $onUpdate covers writes through Drizzle; raw SQL updates must set it themselves.
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "));

export const youtubeVideos = pgTable(
  "youtube_videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    videoId: text("video_id").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    thumbnailUrl: text("thumbnail_url").notNull(),
    // ISO 8601 duration as YouTube reports it, e.g. PT1H2M3S.
    duration: text("duration"),
    // Mode number: view counts stay far below 2^53.
    viewCount: bigint("view_count", { mode: "number" }).notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    // The owner's choice in the console, kept apart from is_active, which the sync sets from the channel.
    isHidden: boolean("is_hidden").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("youtube_videos_active_published_idx").on(t.isActive, t.publishedAt.desc())],
);

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    // Free text as the owner types it ('2026-12-03' or 'December 3, 2026'); parsed for display.
    date: text("date").notNull(),
    time: text("time").notNull(),
    category: text("category").$type<EventCategory>().notNull(),
    description: text("description").notNull(),
    duration: text("duration"),
    maxAttendees: integer("max_attendees"),
    currentAttendees: integer("current_attendees").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    // The instant the date and time texts name in time_zone (null for 'Time TBA'); written with
    // them by the one function that edits sessions, so reminders can be found by it.
    startsAt: timestamp("starts_at", { withTimezone: true }),
    timeZone: text("time_zone").notNull().default("America/Los_Angeles"),
    // Where: given to registrants only, never on the public page, feed or search data.
    joinUrl: text("join_url"),
    location: text("location"),
    // The invitation's SEQUENCE: raised by every change registrants are told about.
    sequence: integer("sequence").notNull().default(0),
    remindersEnabled: boolean("reminders_enabled").notNull().default(true),
  },
  (t) => [
    check("events_category_check", sql`${t.category} in (${sqlList(EVENT_CATEGORIES)})`),
    check(
      "events_attendees_check",
      sql`${t.currentAttendees} >= 0 and (${t.maxAttendees} is null or ${t.currentAttendees} <= ${t.maxAttendees})`,
    ),
  ],
);

export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    // The mailbox the address reaches (mailboxKey in app/lib/email-address.ts): one registration per
    // session and mailbox, so `ana+1@` and `Ana@` take one seat, not two. Rows that shared a mailbox
    // before the key existed keep their seats, under the key followed by `#` and their id.
    emailKey: text("email_key").notNull(),
    name: text("name").notNull().default(""),
    // When the registration's details were last e-mailed because the address registered again:
    // at most once an hour (null: never; the confirmation's time is created_at).
    detailsResentAt: timestamp("details_resent_at", { withTimezone: true }),
    // When the person arrived, written under the session's row lock (clock_timestamp(), not the
    // transaction's start), so the waitlist's order is the order the lock was taken in.
    createdAt: createdAt(),
    status: text("status").$type<RegistrationStatus>().notNull().default("registered"),
    // The manage link's unguessable token (see decision 026 for why it is kept, not hashed).
    manageToken: text("manage_token").unique(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  // The address is kept as typed (domain lower-cased) and written to as such; the key is unique per session.
  (t) => [
    uniqueIndex("event_registrations_event_email_key_unique").on(t.eventId, t.emailKey),
    check("event_registrations_status_check", sql`${t.status} in (${sqlList(REGISTRATION_STATUSES)})`),
    index("event_registrations_event_status_idx").on(t.eventId, t.status, t.createdAt),
  ],
);

/**
 * One row per reminder sent: the key (registration, hours before, the start it was for) makes a
 * second sender's insert a no-op, so every instance may run the reminder job and each reminder
 * still goes out once; a session moved to another start gets its reminders again.
 */
export const eventReminders = pgTable(
  "event_reminders",
  {
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
    hoursBefore: integer("hours_before").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.hoursBefore, t.startsAt] })],
);

/**
 * A message the owner wrote to the people of a session. Its id is the key the console's send form
 * (or the command line) carries from the preview: a second send with the same key (a double
 * submit, a retry, another instance) finds the row and sends nothing.
 */
export const sessionMessages = pgTable(
  "session_messages",
  {
    id: uuid("id").primaryKey(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    includesWaitlist: boolean("includes_waitlist").notNull().default(false),
    // How many people it was sent to (kept when a recipient is forgotten later).
    recipients: integer("recipients").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("session_messages_event_sent_idx").on(t.eventId, t.sentAt)],
);

/** Who a session message went to: one row per message and registration, so nobody gets it twice. */
export const sessionMessageRecipients = pgTable(
  "session_message_recipients",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => sessionMessages.id, { onDelete: "cascade" }),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.registrationId] })],
);

export const landingPageSignups = pgTable(
  "landing_page_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    pageSource: text("page_source").notNull(),
    learningInterest: text("learning_interest"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One sign-up per page and address, whatever its case. By date for the console's counts and lists.
  (t) => [
    uniqueIndex("landing_page_signups_source_email_unique").on(t.pageSource, sql`lower(${t.email})`),
    index("landing_page_signups_created_idx").on(t.createdAt),
  ],
);

export const NEWSLETTER_KIT_STATUSES = ["local", "pending", "subscribed", "failed"] as const;
/**
 * local: kept here only (no KIT_API_KEY when it signed up, or the site sends the newsletter); pending:
 * its job is adding it to the Kit form; subscribed: Kit took it; failed: Kit refused it for good
 * (kit_error says why).
 */
export type NewsletterKitStatus = (typeof NEWSLETTER_KIT_STATUSES)[number];

export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed", "bounced"] as const;
/**
 * pending: signed up, has not pressed the confirmation e-mail's button (removed after 7 days);
 * confirmed: may be sent issues; unsubscribed: left (one click, the console or the command line);
 * bounced: mail servers refused the address for good (bounce_reason says why). Only confirmed
 * subscribers are ever sent an issue.
 */
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** The newsletter's list: one row per address, whatever its case (decisions 043 and 069). */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    // The page the visitor signed up on (its path), or "import" for an address from a CSV import.
    source: text("source").notNull(),
    status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
    // When the person consented: pressed the confirmation button, or the date an import carried.
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    // When the last confirmation e-mail was queued (at most one an hour per address).
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    // Permanent refusals counted toward 'bounced' (a refusal that may pass needs a second), and the last one's words.
    bounceCount: integer("bounce_count").notNull().default(0),
    bounceReason: text("bounce_reason"),
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    kitStatus: text("kit_status").$type<NewsletterKitStatus>().notNull().default("local"),
    kitAttempts: integer("kit_attempts").notNull().default(0),
    kitError: text("kit_error"),
    // Kit's own word for the subscriber (active, inactive, cancelled, bounced, complained), when Kit sends.
    kitState: text("kit_state"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_unique").on(sql`lower(${t.email})`),
    check("newsletter_subscribers_kit_status_check", sql`${t.kitStatus} in (${sqlList(NEWSLETTER_KIT_STATUSES)})`),
    check("newsletter_subscribers_status_check", sql`${t.status} in (${sqlList(SUBSCRIBER_STATUSES)})`),
    index("newsletter_subscribers_status_idx").on(t.status, t.createdAt),
    index("newsletter_subscribers_created_idx").on(t.createdAt),
  ],
);

export const ISSUE_STATUSES = ["scheduled", "sending", "sent", "canceled"] as const;
/** scheduled: waits for its time; sending: its deliveries are being worked; sent: none is left to try; canceled: before it started. */
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/**
 * A newsletter issue: the e-mail made from a post when the owner sent or scheduled it, kept as it
 * was sent (the post may change or go later). The bodies hold UNSUBSCRIBE_PLACEHOLDER where each
 * recipient's own link goes.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    htmlBody: text("html_body").notNull(),
    textBody: text("text_body").notNull(),
    status: text("status").$type<IssueStatus>().notNull().default("scheduled"),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    // How many confirmed subscribers it was addressed to when it started.
    recipients: integer("recipients").notNull().default(0),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("newsletter_issues_status_check", sql`${t.status} in (${sqlList(ISSUE_STATUSES)})`),
    index("newsletter_issues_status_send_idx").on(t.status, t.sendAt),
  ],
);

export const DELIVERY_STATUSES = ["queued", "sending", "sent", "failed", "bounced", "skipped", "unknown"] as const;
/**
 * queued: waits its turn (or its retry: next_attempt_at); sending: handed to the mail server now;
 * sent: the server took it; failed: refused, or not taken after the last try; bounced: refused for
 * good and the address marked bounced; skipped: the subscriber left before their turn; unknown: the
 * process stopped while the server had it, so whether it arrived is not known and it is not sent
 * again (decision 069).
 */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One row per issue and recipient, written when the issue starts: the key that sends each person an issue once. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    status: text("status").$type<DeliveryStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    // When a queued row may be taken: its retry's time, or the end of a worker's claim on it.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    check("newsletter_deliveries_status_check", sql`${t.status} in (${sqlList(DELIVERY_STATUSES)})`),
    index("newsletter_deliveries_issue_status_idx").on(t.issueId, t.status, t.nextAttemptAt),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
  ],
);

export const aiUseCaseRequests = pgTable(
  "ai_use_case_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkedinUrl: text("linkedin_url").notNull(),
    // What the visitor wrote about their role beside the link ("About you"), checked and capped; null when they left it empty.
    aboutYou: text("about_you"),
    userSessionId: text("user_session_id").notNull(),
    status: text("status").$type<RequestStatus>().notNull().default("submitted"),
    // Sectioned results or the legacy list; readers validate the shape.
    useCases: jsonb("use_cases").$type<unknown[]>(),
    errorMessage: text("error_message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("ai_use_case_requests_status_check", sql`${t.status} in (${sqlList(REQUEST_STATUSES)})`),
    // A submit asks whether the cookie's session is one the server issued (stored with a request).
    index("ai_use_case_requests_session_idx").on(t.userSessionId),
  ],
);

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A file sent with an e-mail; content is text (an .ics invitation, a CSV). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * E-mails to send, written in the same transaction as what caused them, so none is lost when the
 * SMTP server is down or missing; a worker delivers them with retries.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // What made the message (e.g. 'event-registration'), for the admin's listing.
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    // A one-time secret the message carries (a sign-in link): the bodies hold a placeholder where
    // it goes, it is put in only as the message is sent, and cleared once sent or failed.
    secret: text("secret"),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("email_outbox_status_check", sql`${t.status} in (${sqlList(OUTBOX_STATUSES)})`),
    index("email_outbox_status_next_idx").on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Rate-limit windows shared by every instance on PostgreSQL: one row per limiter and key (the
 * limiter's name, a colon, the key), the points spent and when the window ends. The columns are the
 * ones rate-limiter-flexible's Drizzle store reads and writes with one atomic upsert.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

/**
 * One row per open stream on PostgreSQL, so every instance counts the same per-address and
 * per-session caps. The instance holding a stream renews its expiry while it is open; a stopped or
 * crashed instance's rows simply expire.
 */
export const streamSlots = pgTable(
  "stream_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The limiter's name, so two kinds of stream never count against each other.
    name: text("name").notNull(),
    addressKey: text("address_key").notNull(),
    sessionKey: text("session_key"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("stream_slots_address_idx").on(t.name, t.addressKey),
    index("stream_slots_session_idx").on(t.name, t.sessionKey),
    index("stream_slots_expires_idx").on(t.expiresAt),
  ],
);

/**
 * The owner's signed-in browsers. The cookie carries a random token; only its SHA-256 is stored, so
 * a copy of the database signs nobody in. A session ends at expires_at, which each use pushes on
 * (sliding), or when revoked.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    // How the owner signed in: "link" or "passkey".
    method: text("method").notNull(),
    // Who signed in: a collaborator, or null for the site's owner (the sign-in links and the first passkeys).
    collaboratorId: uuid("collaborator_id").references(() => adminCollaborators.id, { onDelete: "cascade" }),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("admin_sessions_expires_idx").on(t.expiresAt)],
);

export const ADMIN_TOKEN_PURPOSES = ["sign-in-link", "passkey-sign-in", "passkey-registration"] as const;
export type AdminTokenPurpose = (typeof ADMIN_TOKEN_PURPOSES)[number];

/**
 * Short-lived, single-use secrets: sign-in links and the challenges of passkey ceremonies. Stored
 * hashed; a use sets used_at in the same statement that checks it, so a token works once.
 */
export const adminTokens = pgTable(
  "admin_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose").$type<AdminTokenPurpose>().notNull(),
    // A passkey ceremony's challenge (base64url); null for a sign-in link.
    challenge: text("challenge"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    check("admin_tokens_purpose_check", sql`${t.purpose} in (${sqlList(ADMIN_TOKEN_PURPOSES)})`),
    index("admin_tokens_expires_idx").on(t.expiresAt),
  ],
);

export const COLLABORATOR_ROLES = ["owner", "editor"] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

/**
 * The people the owner let into the console, each with a role (decision 063). A row is an
 * invitation until its one-time link is used (joined_at set): the link's SHA-256 is kept, never
 * the link, and it works once, before invite_expires_at. Removing a row removes its passkeys and
 * sign-ins with it.
 */
export const adminCollaborators = pgTable(
  "admin_collaborators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email"),
    role: text("role").$type<CollaboratorRole>().notNull(),
    inviteTokenHash: text("invite_token_hash").unique(),
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check("admin_collaborators_role_check", sql`${t.role} in (${sqlList(COLLABORATOR_ROLES)})`)],
);

/**
 * What was done in the console, by whom and from which sign-in, kept a year (decision 063). The
 * actor's name is copied in, so a removed collaborator's lines still say who it was.
 */
export const adminActivity = pgTable(
  "admin_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor").notNull(),
    role: text("role").$type<CollaboratorRole>().notNull(),
    collaboratorId: uuid("collaborator_id"),
    signInId: uuid("sign_in_id"),
    // How that sign-in was made: "link" or "passkey".
    signInMethod: text("sign_in_method").notNull(),
    sentence: text("sentence").notNull(),
  },
  (t) => [index("admin_activity_at_idx").on(t.at)],
);

/** The console's passkeys (WebAuthn credentials), registered from inside the console or from an invitation. */
export const adminPasskeys = pgTable("admin_passkeys", {
  // The credential id, base64url, as the browser names it.
  id: text("id").primaryKey(),
  // Whose passkey: a collaborator's, or null for the site's owner.
  collaboratorId: uuid("collaborator_id").references(() => adminCollaborators.id, { onDelete: "cascade" }),
  publicKey: text("public_key").notNull(),
  counter: bigint("counter", { mode: "number" }).notNull().default(0),
  transports: jsonb("transports").$type<string[]>().notNull().default([]),
  name: text("name").notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
});

export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

export const CONVERSION_KINDS = ["early-access-signup", "registration", "mini-app-run", "newsletter-signup", "newsletter-click"] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

/**
 * First-party analytics, without cookies (decision 033). A visitor is known only by a hash of
 * today's salt, the site and what every request carries (address and browser); the salt of each UTC
 * day lives here and is deleted once the day after it has passed, so yesterday's hashes can no
 * longer be linked to anyone. No address is stored anywhere.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: createdAt(),
});

/** Document views per UTC day and path, split by the referring host and utm_source ('' when none). */
export const analyticsPageViews = pgTable(
  "analytics_page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.referrerHost, t.utmSource] })],
);

/** One row per visitor and day: the day's unique visitors, and the page each visit landed on. */
export const analyticsVisitors = pgTable(
  "analytics_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
    landingPath: text("landing_path").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

/** Conversions per UTC day and kind, attributed to the page where the visit landed. */
export const analyticsConversions = pgTable(
  "analytics_conversions",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").$type<ConversionKind>().notNull(),
    landingPath: text("landing_path").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.landingPath] }),
    check("analytics_conversions_kind_check", sql`${t.kind} in (${sqlList(CONVERSION_KINDS)})`),
  ],
);

/**
 * The visitors who converted, per UTC day and kind: a conversion counts once per visitor, kind and
 * day, on whichever instance it happens. Only today's and yesterday's rows are kept (deleted with
 * their salt), since no other day can be counted again.
 */
export const analyticsConvertedVisitors = pgTable(
  "analytics_converted_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").$type<ConversionKind>().notNull(),
    visitorHash: text("visitor_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.visitorHash] })],
);

/** Raw bytes (an image's file); node-postgres and PGlite both answer a bytea as a Buffer or Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * draft: being written, on no public page; scheduled: published by the job queue at scheduled_at;
 * published: on the blog; unpublished: taken off the blog, kept (its address answers as no post).
 */
export const POST_STATUSES = ["draft", "scheduled", "published", "unpublished"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * The Work Waves posts (decision 067): the one truth for the blog. A row holds the post as last
 * saved; `revision` counts its saves, and a save names the revision it started from, so a save
 * from a stale tab is refused rather than overwriting. Every save is also a row of
 * blog_post_revisions. `published_at` is the post's date (set at its first publishing).
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    body: text("body").notNull().default(""),
    // A path under public/ ("/images/blog/x.svg"), an uploaded image ("/media/<id>"), or an image-service id.
    coverImage: text("cover_image").notNull().default(""),
    coverAlt: text("cover_alt").notNull().default(""),
    // What search engines show; the title and the excerpt when empty.
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    // A read time the author set ("7 min read"); counted from the words when null.
    readTime: text("read_time"),
    status: text("status").$type<PostStatus>().notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("blog_posts_status_check", sql`${t.status} in (${sqlList(POST_STATUSES)})`),
    check("blog_posts_scheduled_check", sql`${t.status} <> 'scheduled' or ${t.scheduledAt} is not null`),
    index("blog_posts_status_published_idx").on(t.status, t.publishedAt.desc()),
  ],
);

/** Every save of a post, as it was saved: the owner compares and restores them. */
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    coverImage: text("cover_image").notNull(),
    coverAlt: text("cover_alt").notNull(),
    seoTitle: text("seo_title").notNull(),
    seoDescription: text("seo_description").notNull(),
    // Who saved it, by name, as the activity log writes it.
    savedBy: text("saved_by").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blog_post_revisions_post_revision_idx").on(t.postId, t.revision)],
);

/** A published post's earlier addresses: each answers with a 301 to the post's address now. */
export const blogPostRedirects = pgTable("blog_post_redirects", {
  slug: text("slug").primaryKey(),
  postId: uuid("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * Images uploaded for posts, kept in the database so backups and the move to PostgreSQL carry them.
 * The id is the SHA-256 of the stored file (its metadata stripped): one upload of the same picture
 * is one row, and its URL never changes meaning, so it is cached for good.
 */
export const blogImages = pgTable("blog_images", {
  id: text("id").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  // The stored file's type: image/jpeg, image/png, image/webp, image/avif or image/gif.
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/** An image's sizes and modern formats, made at upload for srcset. */
export const blogImageVariants = pgTable(
  "blog_image_variants",
  {
    imageId: text("image_id")
      .notNull()
      .references(() => blogImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    // "avif" or "webp".
    format: text("format").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);

/**
 * A value the owner saved in the console over its default (decision 068): a setting of the site's
 * identity (a config path such as "social.x", whose default is the configuration's) or a field of an
 * offer ("offers.course.executive-coach.regular", whose default is the content's). No row: the
 * default is in force. A row whose value is null: the setting is off (a social profile, a deadline).
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<string | number>(),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  savedBy: text("saved_by").notNull(),
});

/** One save of settings or offers, with every field's value before and after it: the history the console undoes. */
export const siteSettingChanges = pgTable(
  "site_setting_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    by: text("by").notNull(),
    // "settings" or "offers": the console page the change belongs to.
    area: text("area").notNull(),
    entries: jsonb("entries").$type<SiteSettingChangeEntry[]>().notNull(),
    // The change this one undid, and the change that undid this one.
    undoes: uuid("undoes"),
    undoneBy: uuid("undone_by"),
  },
  (t) => [
    index("site_setting_changes_at_idx").on(t.at),
    check("site_setting_changes_area_check", sql`${t.area} in ('settings', 'offers')`),
  ],
);

/** A field's value before and after a change; null: the default was (or is again) in force. */
export interface SiteSettingChangeEntry {
  key: string;
  before: { value: string | number | null } | null;
  after: { value: string | number | null } | null;
}

export type YoutubeVideoRow = typeof youtubeVideos.$inferSelect;
export type NewYoutubeVideoRow = typeof youtubeVideos.$inferInsert;
export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;
export type NewEventRegistrationRow = typeof eventRegistrations.$inferInsert;
export type LandingPageSignupRow = typeof landingPageSignups.$inferSelect;
export type NewLandingPageSignupRow = typeof landingPageSignups.$inferInsert;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type NewsletterIssueRow = typeof newsletterIssues.$inferSelect;
export type NewsletterDeliveryRow = typeof newsletterDeliveries.$inferSelect;
export type AiUseCaseRequestRow = typeof aiUseCaseRequests.$inferSelect;
export type NewAiUseCaseRequestRow = typeof aiUseCaseRequests.$inferInsert;
export type AppMetaRow = typeof appMeta.$inferSelect;
export type SignInRow = typeof adminSessions.$inferSelect;
export type AdminPasskeyRow = typeof adminPasskeys.$inferSelect;
export type AdminCollaboratorRow = typeof adminCollaborators.$inferSelect;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxRow = typeof emailOutbox.$inferInsert;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostRevisionRow = typeof blogPostRevisions.$inferSelect;
export type SiteSettingRow = typeof siteSettings.$inferSelect;
export type SiteSettingChangeRow = typeof siteSettingChanges.$inferSelect;

/**
 * A sale Stripe told the site of (decision 072): one per Checkout Session, written by the webhook
 * from checkout.session.completed, whether the session was the site's own checkout or a Payment
 * Link's. Amounts are in the currency's minor units (cents). The buyer's address is nullable so
 * forgetting a person can clear it and keep the sale's figures.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The session's metadata.product as Stripe sent it: "full-guide", a course's slug, or anything else.
    product: text("product").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    buyerEmail: text("buyer_email"),
    stripeCheckoutSessionId: text("stripe_checkout_session_id").notNull().unique(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    status: text("status").notNull().default("paid"),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    // The page the checkout was started from, when the session's metadata says (landing_page).
    landingPage: text("landing_page"),
  },
  (t) => [
    index("purchases_payment_intent_idx").on(t.stripePaymentIntentId),
    index("purchases_created_at_idx").on(t.createdAt),
    check("purchases_status_check", sql`${t.status} in ('paid', 'refunded')`),
    check("purchases_amounts_check", sql`${t.amount} >= 0 and ${t.refundedAmount} >= 0`),
  ],
);

/**
 * Every Stripe event the webhook applied, by its id: written in the transaction that applies it, so
 * an event Stripe sends again (or many times at once) is applied once (decision 072).
 */
export const stripeEvents = pgTable("stripe_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  // What applying it did, in words: "purchase recorded", "refund recorded", "refund held", "ignored: ...".
  outcome: text("outcome").notNull(),
});

/**
 * A charge's refunds as Stripe last reported them (charge.refunded), by its payment intent. Kept
 * whether or not the purchase is known yet: a purchase stored after its refund (events out of
 * order) is stored refunded from this row (decision 072).
 */
export const stripeRefunds = pgTable("stripe_refunds", {
  stripePaymentIntentId: text("stripe_payment_intent_id").primaryKey(),
  // Cumulative, as the charge reports it: a later event never lowers it.
  refundedAmount: integer("refunded_amount").notNull(),
  refundedAt: timestamp("refunded_at", { withTimezone: true }).notNull(),
});
