import { expect, test } from "vitest";
import { QUEUES } from "~/jobs/queues";
import { retryDelayAfter, retryPolicyOf } from "./outbox-worker.server";

test("the row's next attempt is pg-boss's earliest retry: doubling from retryDelay, capped at retryDelayMax", () => {
  const policy = retryPolicyOf(QUEUES.emailOutbox);
  expect(policy.maxAttempts).toBe(QUEUES.emailOutbox.retryLimit + 1);
  const delays = Array.from({ length: 8 }, (_, index) => retryDelayAfter(policy, index + 1));
  expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600]);
  // At least two hours from the first failure to the last attempt: an hour-long outage loses nothing.
  expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThan(2 * 3600);
});

test("without backoff every retry waits retryDelay; a zero delay still waits pg-boss's one second with backoff", () => {
  expect(retryDelayAfter(retryPolicyOf({ retryLimit: 3, retryDelay: 10 }), 3)).toBe(10);
  expect(retryDelayAfter(retryPolicyOf({ retryLimit: 3, retryDelay: 0, retryBackoff: true }), 2)).toBe(2);
});
