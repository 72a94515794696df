import { expect, test } from "vitest";
import { createAnswerCache } from "./answer-cache";

test("expired entries leave memory within a minute even if nobody asks for them again", () => {
  let time = 0;
  const cache = createAnswerCache<string>({ ttlMs: 10_000, maxEntries: 100, now: () => time });
  cache.set("https://www.linkedin.com/in/jane\nnurse", "ideas");
  cache.set("kept", "ideas", 120_000);
  expect(cache.size()).toBe(2);
  time = 30_000;
  // Not pruned yet (at most once a minute), but an expired entry is never answered.
  expect(cache.get("https://www.linkedin.com/in/jane\nnurse")).toBeUndefined();
  cache.set("other", "x", 1_000);
  time = 61_000;
  expect(cache.size()).toBe(1);
  expect(cache.get("kept")).toBe("ideas");
});
