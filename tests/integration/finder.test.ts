import { eq, sql } from "drizzle-orm";
import { describe, expect, onTestFinished, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createLimitStore, type StreamSlots } from "~/db/limits.server";
import { aiUseCaseRequests } from "~/db/schema";
import { finderCopy } from "~/content/use-case-finder";
import { registerFinderWorker } from "~/features/finder/finder-worker.server";
import {
  openStreamCount,
  REQUEST_CHANGES_CHANNEL,
  requestEventsResponse,
  requestStateResponse,
} from "~/features/finder/request-events.server";
import type { RequestState, SubmitAnswer } from "~/features/finder/request-state";
import { submitUseCaseRequest } from "~/features/finder/submit-request.server";
import { startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { createTestDatabase, testDatabases } from "../db";
import { postJson, routerContext } from "../call-route";
import { fakeEngine, PROFILE, readEvents, sampleBundle, waitFor } from "../finder-helpers";

const quietLogger = { warn() {}, error() {} };
// Caps no ordinary test reaches; the cap test makes its own.
const roomySlots = createLimitStore().streamSlots("finder", { perSession: 1000, perAddress: 1000 });
const STREAM_ADDRESS = "198.51.100.250";

async function setup(kind: Parameters<typeof createTestDatabase>[0]) {
  const handle = await createTestDatabase(kind);
  const queue = await startJobQueue(handle.connection);
  const queues = [queue];
  // Queues stop before the database goes, or PostgreSQL's drop would cut their connections.
  onTestFinished(async () => {
    for (const started of queues) await started.stop({ graceful: false }).catch(() => {});
    await handle.close();
  });
  const startAnother = async () => {
    const next = await startJobQueue(handle.connection);
    queues.push(next);
    return next;
  };
  return { handle, queue, startAnother };
}

async function submit(
  handle: DatabaseHandle,
  queue: JobQueue,
  engine: ReturnType<typeof fakeEngine>,
  linkedinUrl = PROFILE,
  cookie?: string,
) {
  const response = await submitUseCaseRequest(
    postJson("/api/use-case-requests", { linkedinUrl }, cookie),
    routerContext({ database: handle, queue }),
    engine,
  );
  return response;
}

async function submitOk(handle: DatabaseHandle, queue: JobQueue, engine: ReturnType<typeof fakeEngine>) {
  const response = await submit(handle, queue, engine);
  expect(response.status).toBe(200);
  const answer = (await response.json()) as SubmitAnswer;
  const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
  return { ...answer, cookie, session: cookie.split("=")[1]! };
}

/**
 * A worker whose engine never answers: its process "dies" with the job in its hands. Submits a
 * request and answers it once the job has reached that engine.
 */
async function submitToDyingWorker(handle: DatabaseHandle, queue: JobQueue) {
  let started!: () => void;
  const inEngine = new Promise<void>((resolve) => (started = resolve));
  const hanging = fakeEngine(() => {
    started();
    return new Promise(() => {});
  });
  await registerFinderWorker({ database: handle, queue, ai: hanging, logger: quietLogger, concurrency: 1 });
  const answer = await submitOk(handle, queue, hanging);
  await inEngine;
  return answer;
}

function follow(
  handle: DatabaseHandle,
  id: string,
  session: string | undefined,
  signal?: AbortSignal,
  slots: StreamSlots = roomySlots,
  address = STREAM_ADDRESS,
) {
  const request = new Request(`http://localhost/api/use-case-requests/${id}/events`, { signal });
  return requestEventsResponse(request, handle, id, session, { maxStreams: 1000, slots, address, guide: "open" });
}

const rowOf = async (handle: DatabaseHandle, id: string) =>
  (await handle.db.select().from(aiUseCaseRequests).where(eq(aiUseCaseRequests.id, id)))[0]!;

describe.each(testDatabases())("use case finder on %s", (kind) => {
  test("submit stores a request, the job completes it, and the stream follows it to completed", async () => {
    const { handle, queue } = await setup(kind);
    let statusDuringEngine: string | undefined;
    const engine = fakeEngine(async () => {
      statusDuringEngine = (await rowOf(handle, answer.requestId)).status;
      return { ok: true, value: sampleBundle, cached: false, provider: "builtin" };
    });
    // Notifications the trigger sends, in order, to prove every change is announced.
    const announced: string[] = [];
    const stop = await handle.listen(REQUEST_CHANGES_CHANNEL, (payload) => announced.push(JSON.parse(payload).op));
    onTestFinished(() => stop());

    const answer = await submitOk(handle, queue, engine);
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.userSessionId).toBe(answer.session);
    const row = await rowOf(handle, answer.requestId);
    expect(row).toMatchObject({ status: "submitted", linkedinUrl: PROFILE, userSessionId: answer.session, useCases: null });

    const stream = await follow(handle, answer.requestId, answer.session);
    expect(stream.headers.get("Content-Type")).toContain("text/event-stream");
    await registerFinderWorker({ database: handle, queue, ai: engine, logger: quietLogger });
    const { events, ended } = await readEvents<RequestState>(stream);

    expect(ended).toBe(true);
    expect(events[0]!.status).toBe("submitted");
    const last = events.at(-1)!;
    expect(last).toMatchObject({ id: answer.requestId, status: "completed", errorMessage: null });
    expect(last.useCases).toEqual(sampleBundle.sections);
    expect(events.map((event) => event.status)).toEqual([...new Set(events.map((event) => event.status))]);
    expect(statusDuringEngine).toBe("processing");
    expect(engine.calls).toEqual([PROFILE]);
    await waitFor(async () => announced.length >= 3);
    expect(announced.slice(0, 3)).toEqual(["INSERT", "UPDATE", "UPDATE"]);

    // The JSON read says the same; a stream opened now sends the final state and ends at once.
    const state = await (await requestStateResponse(handle, answer.requestId, answer.session, "open")).json();
    expect(state).toMatchObject({ status: "completed", useCases: sampleBundle.sections });
    const again = await readEvents<RequestState>(await follow(handle, answer.requestId, answer.session), { timeoutMs: 5_000 });
    expect(again).toMatchObject({ ended: true, events: [{ status: "completed" }] });
  });

  test("only the session that submitted can read or follow a request", async () => {
    const { handle, queue } = await setup(kind);
    const answer = await submitOk(handle, queue, fakeEngine());
    expect((await requestStateResponse(handle, answer.requestId, "someone-elses-session-id-000", "open")).status).toBe(404);
    expect((await requestStateResponse(handle, answer.requestId, undefined, "open")).status).toBe(404);
    expect((await follow(handle, answer.requestId, "someone-elses-session-id-000")).status).toBe(404);
    expect((await follow(handle, "not-a-uuid", answer.session)).status).toBe(404);
    expect((await requestStateResponse(handle, "00000000-0000-4000-8000-000000000000", answer.session, "open")).status).toBe(404);
    // The same browser keeps its session for its next request.
    const second = await submit(handle, queue, fakeEngine(), PROFILE, answer.cookie);
    expect(((await second.json()) as SubmitAnswer).userSessionId).toBe(answer.session);
  });

  test("the server issues the finder session: an id the client makes up is not taken, nor counted against any cap", async () => {
    const { handle, queue } = await setup(kind);
    const madeUp = "made-up-by-the-client-0123456789";
    const response = await submit(handle, queue, fakeEngine(), PROFILE, `finder_session=${madeUp}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as SubmitAnswer;
    expect(answer.userSessionId).not.toBe(madeUp);
    expect(response.headers.get("Set-Cookie")).toContain(`finder_session=${answer.userSessionId};`);
    expect((await rowOf(handle, answer.requestId)).userSessionId).toBe(answer.userSessionId);

    // A stream under a session that does not own the request is refused before it takes a slot.
    const acquired: Array<string | undefined> = [];
    const counting: StreamSlots = {
      acquire(keys) {
        acquired.push(keys.session);
        return roomySlots.acquire(keys);
      },
    };
    expect((await follow(handle, answer.requestId, madeUp, undefined, counting)).status).toBe(404);
    expect((await follow(handle, answer.requestId, undefined, undefined, counting)).status).toBe(404);
    expect(acquired).toEqual([]);
    const leave = new AbortController();
    const owned = await follow(handle, answer.requestId, answer.userSessionId, leave.signal, counting);
    expect(owned.status).toBe(200);
    expect(acquired).toEqual([answer.userSessionId]);
    leave.abort();
    await owned.body?.cancel();
  });

  test("one visitor holds at most 3 streams per session and 20 per address (429 with Retry-After); leaving frees the slot", async () => {
    const { handle, queue } = await setup(kind);
    const slots = createLimitStore(handle).streamSlots("finder", { perSession: 3, perAddress: 20 });
    const open: ReadableStreamDefaultReader<Uint8Array>[] = [];
    onTestFinished(async () => {
      for (const reader of open) await reader.cancel().catch(() => {});
    });
    // Each submission without a cookie starts a new finder session; no worker runs, so every stream stays open.
    const requests: Awaited<ReturnType<typeof submitOk>>[] = [];
    for (let i = 0; i < 7; i++) requests.push(await submitOk(handle, queue, fakeEngine()));
    const openOne = async (request: (typeof requests)[number], address = STREAM_ADDRESS, signal?: AbortSignal) => {
      const response = await follow(handle, request.requestId, request.session, signal, slots, address);
      if (response.status === 200) {
        const reader = response.body!.getReader();
        await reader.read();
        open.push(reader);
      }
      return response;
    };

    const leave = new AbortController();
    expect((await openOne(requests[0]!, STREAM_ADDRESS, leave.signal)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await openOne(requests[0]!)).status).toBe(200);
    const fourth = await openOne(requests[0]!);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await fourth.json()) as { error: string }).error).toMatch(/Too many requests/);

    // A stream whose visitor leaves frees its slot.
    leave.abort();
    await waitFor(async () => (await openOne(requests[0]!)).status === 200);

    // Sessions 2 to 6 take 15 more slots of the address, session 7 two: 20 in all.
    for (const request of requests.slice(1, 6)) {
      for (let i = 0; i < 3; i++) expect((await openOne(request)).status).toBe(200);
    }
    for (let i = 0; i < 2; i++) expect((await openOne(requests[6]!)).status).toBe(200);
    const twentyFirst = await openOne(requests[6]!);
    expect(twentyFirst.status).toBe(429);
    expect(twentyFirst.headers.get("Retry-After")).toBeTruthy();
    // The same session from another address still has a slot left.
    expect((await openOne(requests[6]!, "203.0.113.9")).status).toBe(200);
  });

  test("bad input answers 400 with the site's messages; the engine's quota answers 429 with Retry-After", async () => {
    const { handle, queue } = await setup(kind);
    const engine = fakeEngine();
    const cases: Array<[string, string]> = [
      ["", "LinkedIn URL is required"],
      ["not a url", "Please enter a valid URL"],
      ["https://example.com/in/jane", "Please enter a valid LinkedIn profile URL (should contain 'linkedin.com/in/')"],
    ];
    for (const [linkedinUrl, message] of cases) {
      const response = await submit(handle, queue, engine, linkedinUrl);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    }
    const notJson = await submitUseCaseRequest(
      new Request("http://localhost/api/use-case-requests", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" }),
      routerContext({ database: handle, queue }),
      engine,
    );
    expect(notJson.status).toBe(400);

    const limited = {
      ...engine,
      admit: async () => ({ ok: false as const, status: 429 as const, message: "Slow down", retryAfterSeconds: 42 }),
    };
    const refused = await submitUseCaseRequest(
      postJson("/api/use-case-requests", { linkedinUrl: PROFILE }),
      routerContext({ database: handle, queue }),
      limited,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("42");
    expect(await handle.db.select().from(aiUseCaseRequests)).toHaveLength(0);
  });

  test("a filled honeypot gets an answer and stores nothing", async () => {
    const { handle, queue } = await setup(kind);
    const response = await submitUseCaseRequest(
      postJson("/api/use-case-requests", { linkedinUrl: PROFILE, website: "https://spam.example" }),
      routerContext({ database: handle, queue }),
      fakeEngine(),
    );
    expect(response.status).toBe(200);
    expect((await response.json()) as SubmitAnswer).toMatchObject({ requestId: expect.any(String) });
    expect(await handle.db.select().from(aiUseCaseRequests)).toHaveLength(0);
  });

  test("an engine that refuses ends the request failed with its message", async () => {
    const { handle, queue } = await setup(kind);
    const engine = fakeEngine(async () => ({ ok: false, status: 400, message: "This profile link could not be read." }));
    await registerFinderWorker({ database: handle, queue, ai: engine, logger: quietLogger });
    const answer = await submitOk(handle, queue, engine);
    const { events } = await readEvents<RequestState>(await follow(handle, answer.requestId, answer.session));
    expect(events.at(-1)).toMatchObject({ status: "failed", errorMessage: "This profile link could not be read.", useCases: null });
  });

  test("an engine that throws is retried, and the last attempt ends the request failed", async () => {
    const { handle, queue } = await setup(kind);
    await queue.updateQueue(QUEUES.useCaseFinder.name, { retryDelay: 0, retryLimit: 1 });
    const engine = fakeEngine(async () => {
      throw new Error("model down");
    });
    const errors: object[] = [];
    await registerFinderWorker({
      database: handle,
      queue,
      ai: engine,
      logger: { warn() {}, error: (details) => errors.push(details) },
      concurrency: 1,
    });
    const answer = await submitOk(handle, queue, engine);
    const { events } = await readEvents<RequestState>(await follow(handle, answer.requestId, answer.session), { timeoutMs: 25_000 });
    expect(events.at(-1)).toMatchObject({ status: "failed", errorMessage: finderCopy.errors.engineFailed });
    expect(engine.calls).toHaveLength(2);
    expect(errors).toHaveLength(2);
  });

  test("a worker killed mid-job: the retry on a new queue completes the request", async () => {
    const { handle, queue, startAnother } = await setup(kind);
    await queue.updateQueue(QUEUES.useCaseFinder.name, { expireInSeconds: 1, retryDelay: 0, heartbeatSeconds: null });
    const answer = await submitToDyingWorker(handle, queue);
    expect((await rowOf(handle, answer.requestId)).status).toBe("processing");
    await queue.stop({ graceful: false });

    const next = await startAnother();
    const healthy = fakeEngine();
    await registerFinderWorker({ database: handle, queue: next, ai: healthy, logger: quietLogger });
    const stream = follow(handle, answer.requestId, answer.session);
    // The supervisor notices the expired attempt (it runs every minute; here on demand).
    await waitFor(async () => {
      await next.supervise(QUEUES.useCaseFinder.name);
      return healthy.calls.length > 0;
    });
    const { events } = await readEvents<RequestState>(await stream);
    expect(events.at(-1)).toMatchObject({ status: "completed", useCases: sampleBundle.sections });
  });

  test("a worker killed on the last attempt: the dead letter worker ends the request failed", async () => {
    const { handle, queue, startAnother } = await setup(kind);
    await queue.updateQueue(QUEUES.useCaseFinder.name, { expireInSeconds: 1, retryLimit: 0, heartbeatSeconds: null });
    const answer = await submitToDyingWorker(handle, queue);
    await queue.stop({ graceful: false });

    const next = await startAnother();
    await registerFinderWorker({ database: handle, queue: next, ai: fakeEngine(), logger: quietLogger });
    const row = await waitFor(
      async () => {
        await next.supervise(QUEUES.useCaseFinder.name);
        const current = await rowOf(handle, answer.requestId);
        return current.status === "failed" && current;
      },
      30_000,
      500,
    );
    expect(row.errorMessage).toBe(finderCopy.errors.engineFailed);
  });

  test("streams let go of their LISTEN when visitors leave: 200 connect/disconnect cycles leave nothing behind", async () => {
    const { handle, queue } = await setup(kind);
    const answer = await submitOk(handle, queue, fakeEngine());
    const before = openStreamCount();
    for (let i = 0; i < 200; i++) {
      const leave = new AbortController();
      const response = await follow(handle, answer.requestId, answer.session, leave.signal);
      const reader = response.body!.getReader();
      await reader.read();
      if (i % 2 === 0) leave.abort();
      else await reader.cancel();
    }
    await waitFor(async () => openStreamCount() === before);
    const listening = async () => {
      if (kind === "pglite") {
        const result = (await handle.db.execute(sql`select pg_listening_channels() as channel`)) as unknown as {
          rows: { channel: string }[];
        };
        return result.rows.some((row) => row.channel === REQUEST_CHANGES_CHANNEL);
      }
      // The listener's own connection: still one, and its last word was the UNLISTEN.
      const result = (await handle.db.execute(
        sql`select query from pg_stat_activity where datname = current_database() and application_name = 'db-listener'`,
      )) as unknown as { rows: { query: string }[] };
      expect(result.rows.length).toBeLessThanOrEqual(1);
      return result.rows.some((row) => !/^UNLISTEN/i.test(row.query));
    };
    await waitFor(async () => !(await listening()));
  });
});
