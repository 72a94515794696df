import type { Queue } from "pg-boss";

/**
 * Every queue of the site, in one place: the server creates them all at start (pg-boss refuses a
 * send to a queue that does not exist), and senders and workers name them from here.
 * Retry settings live with the queue so every sender gets the same ones, and a queue run on a
 * fixed schedule has its `cron` here too (five fields, UTC; pg-boss runs a schedule once across
 * instances). Two schedules are the owner's to set: the video sync's (VIDEO_SYNC_CRON) and the
 * owner's digest (its hour, from the console).
 */
export const QUEUES = {
  /**
   * One job per outbox row to deliver (payload: { outboxId }). Nine attempts with backoff from 30 s
   * (capped at an hour; pg-boss adds up to as much again at random) span two hours or more, so an
   * SMTP outage of an hour loses no confirmation.
   * The worker reads these settings to keep the row's next_attempt_at in step with pg-boss.
   */
  emailOutbox: { name: "email-outbox", retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600, expireInSeconds: 300 },
  /**
   * One job per newsletter sign-up to hand to Kit (payload: { subscriberId }), written with the row.
   * Kit's rate limit (429) and its outages are retried like e-mails: nine attempts from 30 s, doubling,
   * at most an hour apart. A request to Kit takes at most 10 s, so an attempt gets a minute.
   */
  newsletterKit: { name: "newsletter-kit", retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600, expireInSeconds: 60 },
  /**
   * One job per "E-mail me a sign-in link" (payload: { addressHash }), whatever the address: the
   * job decides whether it is the owner's and queues the e-mail. A link is wanted now, so a failed
   * attempt is retried soon and not for long.
   */
  adminSignInEmail: { name: "admin-sign-in-email", retryLimit: 2, retryDelay: 5, expireInSeconds: 60 },
  /** Every minute: enqueues pending outbox rows that are due but have no job (see the outbox worker). */
  emailOutboxSweep: { name: "email-outbox-sweep", cron: "* * * * *", retryLimit: 0, expireInSeconds: 60 },
  /** Every minute: queues the live-session reminders that are due (features/events/reminders.server.ts). */
  eventReminders: { name: "event-reminders", cron: "* * * * *", retryLimit: 1, retryDelay: 30, expireInSeconds: 300 },
  /**
   * The daily backup into BACKUP_DIR, at 03:15 UTC, a quiet hour for most audiences; a failed one
   * waits for the next day's (and is logged).
   */
  backup: { name: "backup", cron: "15 3 * * *", retryLimit: 1, retryDelay: 300, expireInSeconds: 1_800 },
  /**
   * Every hour at :23 (a minute no other schedule uses): deletes use-case requests older than
   * AI_RETENTION_DAYS (each holds a profile link and maybe the visitor's own words). The next
   * hour's run picks up what a failed one left.
   */
  aiRetention: { name: "ai-retention", cron: "23 * * * *", retryLimit: 0, expireInSeconds: 300 },
  /**
   * Every day at 04:41 UTC: deletes the console's activity lines older than a year
   * (ADMIN.activityRetentionDays); the next day's run picks up what a failed one left.
   */
  activityRetention: { name: "activity-retention", cron: "41 4 * * *", retryLimit: 0, expireInSeconds: 300 },
  /**
   * The owner's daily digest, at the hour set in the console (else OWNER_DIGEST_HOUR); pg-boss runs a schedule once across instances,
   * and the digest's own mark in app_meta keeps a retried or doubled job from sending a second.
   */
  ownerDigest: { name: "owner-digest", retryLimit: 2, retryDelay: 120, expireInSeconds: 300 },
  /**
   * Publishes the blog's scheduled posts whose time has come: a job at each post's time, and this
   * schedule every minute for a job that was lost. The UPDATE that publishes checks the state, so a
   * post goes out once however many instances run it (features/blog/post-editing.server.ts).
   */
  blogPublish: { name: "blog-publish", cron: "* * * * *", retryLimit: 2, retryDelay: 10, expireInSeconds: 60 },
  /**
   * Works an issue's deliveries (payload: { issueId }) until none is left to try: each job claims
   * recipients a batch at a time, so two instances share a send. The heartbeat hands a killed
   * worker's job to another within 30 s; the rows, not the job, say who has been sent it.
   */
  newsletterSend: {
    name: "newsletter-send",
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: 3_600,
    heartbeatSeconds: 30,
  },
  /**
   * Every minute: starts the issues whose time has come and wakes a send that has rows due (a retry's
   * time, a claim a stopped worker left) but no job working it (features/newsletter/issue-send.server.ts).
   */
  newsletterIssues: { name: "newsletter-issues", cron: "* * * * *", retryLimit: 0, expireInSeconds: 60 },
  /** Every hour at :37: removes the sign-ups that did not confirm within 7 days (features/newsletter). */
  newsletterConsentExpiry: { name: "newsletter-consent-expiry", cron: "37 * * * *", retryLimit: 0, expireInSeconds: 300 },
  /** A YouTube sync, on a schedule or from the admin command line. */
  videoSync: { name: "video-sync", retryLimit: 0, expireInSeconds: 300 },
  /**
   * Finder jobs that ran out of attempts (a worker killed mid-job on its last try never reaches its
   * own failure path): their worker marks the request failed, so none stays 'processing'. Declared
   * before the finder's queue, which names it as its dead letter queue.
   */
  useCaseFinderFailed: { name: "use-case-finder-failed", retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 60 },
  /**
   * One job per use-case finder request (payload: { requestId }). A model answers in 30–60 s, so an
   * attempt gets 120 s; the heartbeat finds a killed worker's job after 30 s instead. `notify` wakes
   * a worker at once instead of at its next poll.
   */
  useCaseFinder: {
    name: "use-case-finder",
    retryLimit: 2,
    retryDelay: 2,
    expireInSeconds: 120,
    heartbeatSeconds: 30,
    deadLetter: "use-case-finder-failed",
    notify: true,
  },
} as const satisfies Record<string, Queue & { cron?: string }>;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]["name"];
