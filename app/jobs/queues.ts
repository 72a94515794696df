import type { Queue } from "pg-boss";

/**
 * Every queue of the site, in one place: the server creates them all at start (pg-boss refuses a
 * send to a queue that does not exist), and senders and workers name them from here.
 * Retry settings live with the queue so every sender gets the same ones.
 */
export const QUEUES = {
  /** One job per outbox row to deliver (payload: { outboxId }). */
  emailOutbox: { name: "email-outbox", retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600 },
  /** A YouTube sync, on a schedule or from the admin command line. */
  videoSync: { name: "video-sync", retryLimit: 0, expireInSeconds: 300 },
  /** One job per use-case finder request (payload: { requestId }). */
  useCaseFinder: { name: "use-case-finder", retryLimit: 2, retryDelay: 5, expireInSeconds: 180 },
} as const satisfies Record<string, Queue>;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]["name"];
