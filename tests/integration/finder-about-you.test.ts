import { eq, sql } from "drizzle-orm";
import { describe, expect, onTestFinished, test } from "vitest";
import { createAiService, type AskOptions } from "~/ai/ai-service.server";
import { aiUseCaseRequests } from "~/db/schema";
import { runFinderJob } from "~/features/finder/finder-worker.server";
import { gpt5AnalyzerAction } from "~/features/finder/gpt5-analyzer-action.server";
import { deleteRequestsBefore, registerRetentionWorker } from "~/features/finder/request-retention.server";
import type { Gpt5AnalyzerAnswer, SubmitAnswer } from "~/features/finder/request-state";
import { submitUseCaseRequest } from "~/features/finder/submit-request.server";
import { startJobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { createTestDatabase, testDatabases } from "../db";
import { postJson, routerContext } from "../call-route";
import { sampleBundle, waitFor } from "../finder-helpers";

const ANONYMOUS = "https://www.linkedin.com/in/satyanadella";
const quietLogger = { info() {}, warn() {}, error() {} };

async function setup(kind: Parameters<typeof createTestDatabase>[0]) {
  const handle = await createTestDatabase(kind);
  const queue = await startJobQueue(handle.connection);
  onTestFinished(async () => {
    await queue.stop({ graceful: false }).catch(() => {});
    await handle.close();
  });
  return { handle, queue };
}

/** The real engine (built-in generator), so the text is checked by its own rule, with a record of what the job asked. */
function engine() {
  const ai = createAiService({ env: { AI_PROVIDER: "builtin" }, logger: quietLogger });
  const asked: AskOptions[] = [];
  return {
    admit: ai.admit,
    asked,
    useCaseSections: (url: string, options: AskOptions) => {
      asked.push(options);
      return ai.useCaseSections(url, options);
    },
  };
}

describe.each(testDatabases())("the finder's 'About you' and retention on %s", (kind) => {
  test("the text is stored with the request, checked and tidied, and the job makes the ideas from it", async () => {
    const { handle, queue } = await setup(kind);
    const ai = engine();
    const response = await submitUseCaseRequest(
      postJson("/api/use-case-requests", { linkedinUrl: ANONYMOUS, aboutYou: "  Head of   Support\nat Acme " }),
      routerContext({ database: handle, queue }),
      ai,
    );
    expect(response.status).toBe(200);
    const { requestId } = (await response.json()) as SubmitAnswer;
    const [row] = await handle.db.select().from(aiUseCaseRequests).where(eq(aiUseCaseRequests.id, requestId));
    expect(row).toMatchObject({ linkedinUrl: ANONYMOUS, aboutYou: "Head of Support at Acme" });

    await runFinderJob({ database: handle, ai, logger: quietLogger }, { id: "job-1", data: { requestId }, retryCount: 0, retryLimit: 2 });
    expect(ai.asked).toEqual([{ about: "Head of Support at Acme" }]);
    const [done] = await handle.db.select().from(aiUseCaseRequests).where(eq(aiUseCaseRequests.id, requestId));
    expect(done!.status).toBe("completed");
    // The support role's own ideas, not the general set.
    expect(JSON.stringify(done!.useCases)).not.toEqual(JSON.stringify(sampleBundle.sections));
  });

  test("a bad text is a 400 about that field, and no row is written", async () => {
    const { handle, queue } = await setup(kind);
    for (const aboutYou of ["CEO\u0000", "x".repeat(301), 42]) {
      const response = await submitUseCaseRequest(
        postJson("/api/use-case-requests", { linkedinUrl: ANONYMOUS, aboutYou }),
        routerContext({ database: handle, queue }),
        engine(),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field: "aboutYou" });
    }
    const [{ count }] = (await handle.db.select({ count: sql<number>`count(*)::int` }).from(aiUseCaseRequests)) as [{ count: number }];
    expect(count).toBe(0);
  });

  test("the GPT-5 analyzer asks for the role when nothing named one, and not once it is told", async () => {
    const { handle, queue } = await setup(kind);
    const ai = engine();
    const ask = async (body: object) =>
      (await (
        await gpt5AnalyzerAction(postJson("/api/use-case-analysis", body), routerContext({ database: handle, queue }), ai, "open")
      ).json()) as Gpt5AnalyzerAnswer;
    expect(await ask({ linkedinUrl: ANONYMOUS })).toMatchObject({ askRole: true });
    const told = await ask({ linkedinUrl: ANONYMOUS, aboutYou: "ICU nurse" });
    expect(told).not.toHaveProperty("askRole");
    expect((told as { introduction: string }).introduction).toMatch(/^From what you told us \("nurse"\)/);
  });

  test("requests older than the retention are deleted, newer ones kept; the scheduled job does it", async () => {
    const { handle, queue } = await setup(kind);
    const now = Date.parse("2026-11-25T12:00:00Z");
    const day = 24 * 60 * 60_000;
    const insert = (daysAgo: number, aboutYou: string | null) =>
      handle.db
        .insert(aiUseCaseRequests)
        .values({ linkedinUrl: ANONYMOUS, aboutYou, userSessionId: "s", status: "completed", createdAt: new Date(now - daysAgo * day) })
        .returning({ id: aiUseCaseRequests.id });
    await insert(45, "Nurse");
    await insert(31, null);
    const [kept] = await insert(29, "Teacher");

    expect(await deleteRequestsBefore(handle.db, new Date(now - 40 * day))).toBe(1);
    await registerRetentionWorker({ database: handle, queue, retentionDays: 30, logger: quietLogger, now: () => now });
    await queue.send(QUEUES.aiRetention.name, {});
    await waitFor(async () => (await handle.db.select().from(aiUseCaseRequests)).length === 1);
    expect((await handle.db.select({ id: aiUseCaseRequests.id }).from(aiUseCaseRequests)).map((row) => row.id)).toEqual([kept!.id]);
    await queue.unschedule(QUEUES.aiRetention.name);
  });
});
