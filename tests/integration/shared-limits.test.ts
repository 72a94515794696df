import { sql } from "drizzle-orm";
import { expect, onTestFinished, test, vi } from "vitest";
import { createAiService } from "~/ai/ai-service.server";
import { AttemptRefusedError, type ChatCompletionsClient } from "~/ai/chat-completions.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { createLimitStore } from "~/db/limits.server";
import { processLogger } from "~/config/logger.server";
import { createTestDatabase } from "../db";

const onPostgres = test.skipIf(!process.env.TEST_DATABASE_URL);
// Generous: a busy machine slows everything, and nothing here asserts a duration.
const SLOW = 60_000;

/** Two server instances' database handles on one PostgreSQL database; the second can be closed early. */
async function twoInstances() {
  const first = await createTestDatabase("postgres");
  const { url } = first.connection as { kind: "postgres"; url: string };
  const second = await openDatabase({ databaseUrl: url, dataDir: "memory://", poolMax: 4 });
  onTestFinished(async () => {
    await second.close();
    await first.close();
  });
  return [first, second] as const;
}

onPostgres(
  "two instances on one database enforce one rate limit: limit 5, 10 hits at once split across both, exactly 5 allowed",
  async () => {
    const [a, b] = await twoInstances();
    const limiters = [a, b].map((handle) => createLimitStore(handle).rateLimiter("signup", { limit: 5, windowMs: 60_000 }));
    const verdicts = await Promise.all(Array.from({ length: 10 }, (_, i) => limiters[i % 2]!.hit("198.51.100.7")));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    for (const verdict of verdicts.filter((verdict) => !verdict.allowed)) {
      expect(verdict).toMatchObject({ allowed: false });
      expect((verdict as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect((verdict as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Another address, and another limiter on the same address, count on their own.
    expect((await limiters[1]!.hit("198.51.100.8")).allowed).toBe(true);
    expect((await createLimitStore(b).rateLimiter("registration", { limit: 5, windowMs: 60_000 }).hit("198.51.100.7")).allowed).toBe(true);
    const rows = (await a.db.execute(sql`select key, points from rate_limits order by key`)) as unknown as {
      rows: { key: string; points: number }[];
    };
    expect(rows.rows).toEqual([
      { key: "registration:198.51.100.7", points: 1 },
      { key: "signup:198.51.100.7", points: 10 },
      { key: "signup:198.51.100.8", points: 1 },
    ]);
  },
  SLOW,
);

/** A model that always answers, counting its calls; it asks the daily cap first, as the real client does. */
function countingModel() {
  const model = {
    calls: 0,
    async complete(_task, beforeAttempt = () => true) {
      if (!(await beforeAttempt())) throw new AttemptRefusedError("the daily limit of model calls is spent");
      model.calls += 1;
      return undefined as never;
    },
  } satisfies ChatCompletionsClient & { calls: number };
  return model;
}

const quiet = { info: () => undefined, warn: () => undefined };

onPostgres(
  "two instances share the AI daily cap and the per-visitor AI quota",
  async () => {
    const [a, b] = await twoInstances();
    const model = countingModel();
    const services = [a, b].map((handle) =>
      createAiService({
        env: { AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", AI_DAILY_LIMIT: 3, AI_RATE_LIMIT_PER_HOUR: 2 },
        client: model,
        limits: createLimitStore(handle),
        logger: quiet,
      }),
    );
    const people = ["a-teacher", "b-nurse", "c-founder", "d-chef", "e-pilot", "f-judge"];
    const answers = await Promise.all(people.map((slug, i) => services[i % 2]!.beginnerIdeas(`https://www.linkedin.com/in/${slug}`, {})));
    expect(answers.filter((answer) => answer.ok && answer.provider === "openai")).toHaveLength(3);
    expect(answers.filter((answer) => answer.ok && answer.provider === "builtin")).toHaveLength(3);
    expect(model.calls).toBe(3);

    // One visitor, two instances, AI_RATE_LIMIT_PER_HOUR 2: the third uncached request is refused.
    const visitor = "203.0.113.50";
    expect(await services[0]!.beginnerIdeas("https://www.linkedin.com/in/g-poet", { visitor })).toMatchObject({ ok: true });
    expect(await services[1]!.beginnerIdeas("https://www.linkedin.com/in/h-smith", { visitor })).toMatchObject({ ok: true });
    const third = await services[0]!.beginnerIdeas("https://www.linkedin.com/in/i-baker", { visitor });
    expect(third).toMatchObject({ ok: false, status: 429 });
    expect((third as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
  },
  SLOW,
);

onPostgres(
  "stream slots are counted across instances; a stopped instance's slots expire on their own",
  async () => {
    const [a, b] = await twoInstances();
    const caps = { perSession: 3, perAddress: 20 };
    const slotsA = createLimitStore(a, { slotTtlMs: 1_500 }).streamSlots("finder", caps);
    const slotsB = createLimitStore(b, { slotTtlMs: 1_500 }).streamSlots("finder", caps);
    const visitor = { address: "198.51.100.20", session: "session-of-one-visitor-000001" };

    // Ten streams of one session opened at once across both instances: exactly three get a slot.
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => ({ onB: i % 2 === 0, verdict: await (i % 2 === 0 ? slotsB : slotsA).acquire(visitor) })),
    );
    const held = verdicts.filter(({ verdict }) => verdict.ok);
    expect(held).toHaveLength(3);
    expect(verdicts.filter(({ verdict }) => !verdict.ok && verdict.reason === "session")).toHaveLength(7);

    // Held slots are renewed while open, well past their expiry period.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await slotsA.acquire(visitor)).toMatchObject({ ok: false, reason: "session" });

    // Leaving frees a slot at once, whichever instance asks next.
    const leaving = held.pop()!;
    if (leaving.verdict.ok) await leaving.verdict.release();
    expect((await slotsA.acquire(visitor)).ok).toBe(true);

    // The second instance stops (as if it crashed): its slots expire, and the visitor gets them back.
    const heldByB = held.filter(({ onB }) => onB).length;
    await b.close();
    let reopened = 0;
    const deadline = Date.now() + 20_000;
    while (reopened < heldByB && Date.now() < deadline) {
      if ((await slotsA.acquire(visitor)).ok) reopened += 1;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(reopened).toBe(heldByB);
    expect(await slotsA.acquire(visitor)).toMatchObject({ ok: false, reason: "session" });
  },
  SLOW,
);

onPostgres(
  "with the database unreachable, per-visitor limits count in memory, the daily cap refuses and streams get no slot",
  async () => {
    const [, b] = await twoInstances();
    const errors = vi.spyOn(processLogger(), "error").mockImplementation(() => undefined);
    onTestFinished(() => errors.mockRestore());
    const store = createLimitStore(b);
    const perVisitor = store.rateLimiter("signup", { limit: 2, windowMs: 60_000 });
    const daily = store.rateLimiter("ai-daily", { limit: 100, windowMs: 60_000, whenStoreFails: "refuse" });
    const slots = store.streamSlots("finder", { perSession: 3, perAddress: 20 });
    await b.close();

    expect((await perVisitor.hit("198.51.100.30")).allowed).toBe(true);
    expect((await perVisitor.hit("198.51.100.30")).allowed).toBe(true);
    expect((await perVisitor.hit("198.51.100.30")).allowed).toBe(false);
    expect((await daily.hit("2026-11-23")).allowed).toBe(false);
    expect(await slots.acquire({ address: "198.51.100.30" })).toMatchObject({ ok: false, reason: "unavailable" });
    expect(errors).toHaveBeenCalled();
  },
  SLOW,
);

test("on PGlite, which one process owns, limits are counted in memory and the database is not touched", async () => {
  const handle: DatabaseHandle = await createTestDatabase("pglite");
  onTestFinished(() => handle.close());
  const store = createLimitStore(handle);
  expect(store.kind).toBe("memory");
  const limiter = store.rateLimiter("signup", { limit: 1, windowMs: 60_000 });
  expect((await limiter.hit("198.51.100.40")).allowed).toBe(true);
  expect((await limiter.hit("198.51.100.40")).allowed).toBe(false);
  const slots = store.streamSlots("finder", { perSession: 1, perAddress: 2 });
  const first = await slots.acquire({ address: "198.51.100.40", session: "s1" });
  expect(await slots.acquire({ address: "198.51.100.40", session: "s1" })).toMatchObject({ ok: false, reason: "session" });
  expect((await slots.acquire({ address: "198.51.100.40", session: "s2" })).ok).toBe(true);
  expect(await slots.acquire({ address: "198.51.100.40", session: "s3" })).toMatchObject({ ok: false, reason: "address" });
  if (first.ok) await first.release();
  expect((await slots.acquire({ address: "198.51.100.40", session: "s1" })).ok).toBe(true);
  const rows = (await handle.db.execute(
    sql`select (select count(*) from rate_limits)::int as limits, (select count(*) from stream_slots)::int as slots`,
  )) as unknown as {
    rows: { limits: number; slots: number }[];
  };
  expect(rows.rows[0]).toEqual({ limits: 0, slots: 0 });
  // Opening PGlite alone can take most of the default timeout on a busy machine.
}, 120_000);
