import { and, eq, inArray, sql } from "drizzle-orm";
import { fromDrizzle, type DrizzleTransactionLike } from "pg-boss";
import type { Database } from "~/db/client.server";
import { aiUseCaseRequests } from "~/db/schema";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";

export interface FinderJobData {
  requestId: string;
}

/**
 * Stores a request (status submitted) and its job in one transaction: a crash in between can
 * neither leave a row that no job will ever pick up nor a job without its row.
 */
export async function createRequest(db: Database, queue: JobQueue, input: { linkedinUrl: string; userSessionId: string }): Promise<string> {
  // send() looks the queue up in pg-boss's cache, reading it through pg-boss's own connection when
  // it is missing. On PGlite (one connection) that read would wait forever behind our transaction,
  // so the lookup happens first: getBlockedKeys fills the cache and, this queue not being a
  // key_strict_fifo one, refuses without running a query.
  await queue.getBlockedKeys(QUEUES.useCaseFinder.name).catch(() => {});
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(aiUseCaseRequests)
      .values({ linkedinUrl: input.linkedinUrl, userSessionId: input.userSessionId, status: "submitted" })
      .returning({ id: aiUseCaseRequests.id });
    const data: FinderJobData = { requestId: row!.id };
    // pg-boss types execute() more narrowly than Drizzle's generic transaction; the call is the same.
    await queue.send(QUEUES.useCaseFinder.name, data, { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    return row!.id;
  });
}

// Each write below changes the row first; the table's trigger then NOTIFYs
// ai_use_case_requests_changes at commit, which is what the status streams follow.

/** submitted → processing (also on a retry, which finds the row already processing). */
export async function markProcessing(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(aiUseCaseRequests)
    .set({ status: "processing", updatedAt: sql`now()` })
    .where(and(eq(aiUseCaseRequests.id, id), eq(aiUseCaseRequests.status, "submitted")))
    .returning({ id: aiUseCaseRequests.id });
  return rows.length > 0;
}

/** Only an unfinished request can finish, so a late duplicate attempt never overwrites a result. */
export async function markCompleted(db: Database, id: string, useCases: unknown[]): Promise<boolean> {
  const rows = await db
    .update(aiUseCaseRequests)
    .set({ status: "completed", useCases, errorMessage: null, updatedAt: sql`now()` })
    .where(and(eq(aiUseCaseRequests.id, id), inArray(aiUseCaseRequests.status, ["submitted", "processing"])))
    .returning({ id: aiUseCaseRequests.id });
  return rows.length > 0;
}

export async function markFailed(db: Database, id: string, errorMessage: string): Promise<boolean> {
  const rows = await db
    .update(aiUseCaseRequests)
    .set({ status: "failed", errorMessage, updatedAt: sql`now()` })
    .where(and(eq(aiUseCaseRequests.id, id), inArray(aiUseCaseRequests.status, ["submitted", "processing"])))
    .returning({ id: aiUseCaseRequests.id });
  return rows.length > 0;
}
