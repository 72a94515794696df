import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter";

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createRateLimiter", async () => {
  it("allows the limit within a window, then refuses with the seconds left", async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: time.now });
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 2 });
    await limiter.hit("a");
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 0 });
    time.advance(15_500);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it("opens a new window once the old one has passed", async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: time.now });
    await limiter.hit("a");
    expect((await limiter.hit("a")).allowed).toBe(false);
    time.advance(59_999);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1);
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  it("counts each key on its own", async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: clock().now });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false);
    expect((await limiter.hit("b")).allowed).toBe(true);
  });

  it("forgets expired windows", async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 1_000, now: time.now });
    for (let i = 0; i < 100; i++) await limiter.hit(`key-${i}`);
    expect(limiter.size()).toBe(100);
    time.advance(1_000);
    await limiter.hit("fresh");
    expect(limiter.size()).toBe(1);
  });

  it("never remembers more than maxKeys, dropping the oldest first", async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 3, now: time.now });
    for (const key of ["a", "b", "c", "d"]) {
      await limiter.hit(key);
      time.advance(10);
    }
    expect(limiter.size()).toBe(3);
    // "a" was evicted, so it starts afresh; "d" is still counted.
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("d")).allowed).toBe(false);
  });
});
