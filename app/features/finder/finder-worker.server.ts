import type { JobWithMetadata } from "pg-boss";
import type { AiService } from "~/ai/ai-service.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { finderCopy } from "~/content/use-case-finder";
import { getRequestForJob, isRequestId } from "./request-queries.server";
import { markCompleted, markFailed, markProcessing, type FinderJobData } from "./request-mutations.server";

/** The part of pino the worker uses, so tests can pass anything that records. */
export interface FinderLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface FinderWorkerDependencies {
  database: DatabaseHandle;
  queue: JobQueue;
  ai: Pick<AiService, "useCaseSections">;
  logger: FinderLogger;
  /** Requests worked on at once by this process (a model call takes 30–60 s, so more than one). */
  concurrency?: number;
}

/**
 * One attempt at a request: processing, the engine, then completed or failed, each written to the
 * row (whose trigger announces it). A thrown engine error is retried by the queue while attempts
 * remain, the row staying 'processing'; the last attempt writes 'failed' itself. An attempt cut off
 * by a killed worker never gets here: its retry does, and after the last one the dead letter queue.
 */
export async function runFinderJob(
  deps: Omit<FinderWorkerDependencies, "queue">,
  job: Pick<JobWithMetadata<FinderJobData>, "id" | "data" | "retryCount" | "retryLimit">,
) {
  const { db } = deps.database;
  const id = job.data?.requestId;
  const request = isRequestId(id) ? await getRequestForJob(db, id) : undefined;
  if (!request) {
    deps.logger.warn({ job: job.id, requestId: id }, "finder job for a missing request");
    return;
  }
  if (request.status === "completed" || request.status === "failed") return;

  await markProcessing(db, request.id);
  let answer: Awaited<ReturnType<AiService["useCaseSections"]>>;
  try {
    answer = await deps.ai.useCaseSections(request.linkedinUrl, { about: request.aboutYou ?? undefined });
  } catch (error) {
    const last = job.retryCount >= job.retryLimit;
    deps.logger.error({ err: error, requestId: request.id, attempt: job.retryCount + 1, last }, "finder engine failed");
    if (!last) throw error;
    await markFailed(db, request.id, finderCopy.errors.engineFailed);
    return;
  }
  if (!answer.ok) {
    await markFailed(db, request.id, answer.message);
  } else if (answer.value.sections.length === 0) {
    await markFailed(db, request.id, finderCopy.errors.noResults);
  } else {
    await markCompleted(db, request.id, answer.value.sections);
  }
}

/** Registers the finder's workers: its jobs, and the ones that ran out of attempts. */
export async function registerFinderWorker(deps: FinderWorkerDependencies): Promise<void> {
  await deps.queue.work(
    QUEUES.useCaseFinder.name,
    // NOTIFY wakes a worker for a new job, but not for a retry: polling finds those, so it stays brisk.
    { includeMetadata: true, localConcurrency: deps.concurrency ?? 4, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 },
    async ([job]: JobWithMetadata<FinderJobData>[]) => {
      if (job) await runFinderJob(deps, job);
    },
  );
  await deps.queue.work<FinderJobData>(QUEUES.useCaseFinderFailed.name, { pollingIntervalSeconds: 2 }, async ([job]) => {
    const id = job?.data?.requestId;
    if (!isRequestId(id)) return;
    if (await markFailed(deps.database.db, id, finderCopy.errors.engineFailed)) {
      deps.logger.warn({ requestId: id }, "finder request failed after its last attempt was cut off");
    }
  });
}
