import type { RouterContextProvider } from "react-router";
import type { SiteConfig } from "~/content/site-config";
import { databaseContext, jobQueueContext } from "~/context";
import type { Database } from "~/db/client.server";
import { getEnv } from "~/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";

/**
 * What every service call runs with: the database, the job queue (none for the command line on
 * PGlite with the server stopped: the outbox's start-up sweep sends then), the moment and the site.
 */
export interface ServiceDeps {
  db: Database;
  /** Opened on first use: the command line starts one of its own on PostgreSQL only when a call sends a job. */
  queue(): Promise<JobQueue | undefined>;
  now: Date;
  site: SiteConfig;
}

/** A console request's deps, from the router context the server fills. */
export function consoleDeps(context: Readonly<RouterContextProvider>): ServiceDeps {
  return { db: context.get(databaseContext).db, queue: async () => jobQueueOf(context), now: new Date(), site: getEnv().site };
}

/** The server always sets the queue; a test may leave it out. */
function jobQueueOf(context: Readonly<RouterContextProvider>): JobQueue | undefined {
  try {
    return context.get(jobQueueContext);
  } catch {
    return undefined;
  }
}
