import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { aiUseCaseRequests } from "~/db/schema";
import { jobsInTransaction, type JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";

export interface FinderJobData {
  requestId: string;
}

/**
 * Stores a request (status submitted) and its job in one transaction: a crash in between can
 * neither leave a row that no job will ever pick up nor a job without its row. A job that cannot
 * be written fails the submit, since nothing else would ever start the request.
 */
export async function createRequest(
  db: Database,
  queue: JobQueue,
  input: { linkedinUrl: string; aboutYou?: string; userSessionId: string },
): Promise<string> {
  const jobs = await jobsInTransaction(queue, [QUEUES.useCaseFinder.name]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(aiUseCaseRequests)
      .values({ linkedinUrl: input.linkedinUrl, aboutYou: input.aboutYou || null, userSessionId: input.userSessionId, status: "submitted" })
      .returning({ id: aiUseCaseRequests.id });
    const data: FinderJobData = { requestId: row!.id };
    await jobs.send(tx, QUEUES.useCaseFinder.name, data);
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
