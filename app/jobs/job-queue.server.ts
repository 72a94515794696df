import { fromPglite, PgBoss } from "pg-boss";
import type { DatabaseConnection } from "~/db/client.server";
import { QUEUES } from "./queues";

/** The job queue: pg-boss in the site's own database (schema `pgboss`), on PGlite or PostgreSQL. */
export type JobQueue = PgBoss;

export interface StartJobQueueOptions {
  /** Reports pg-boss's background errors (maintenance, polling); they never throw. */
  onError?: (error: Error) => void;
  /** Whether this process runs cron schedules (pg-boss keeps one instance doing it at a time). */
  schedule?: boolean;
  /** Connections of the queue's own pool on PostgreSQL. */
  poolMax?: number;
}

/**
 * Starts pg-boss beside the app's database handle. On PGlite it shares the one in-process
 * connection (pg-boss's own adapter, so LISTEN/NOTIFY wakes workers at once); on PostgreSQL it
 * keeps a small pool of its own. Creating the schema on first start is pg-boss's job.
 */
export async function startJobQueue(connection: DatabaseConnection, options: StartJobQueueOptions = {}): Promise<JobQueue> {
  const boss =
    connection.kind === "pglite"
      ? new PgBoss({
          db: fromPglite(connection.client),
          backend: "pglite",
          schedule: options.schedule ?? true,
          // Queues declared with `notify` wake their workers the moment a job lands (the finder).
          useListenNotify: true,
        })
      : new PgBoss({
          connectionString: connection.url,
          useListenNotify: true,
          max: options.poolMax ?? 4,
          application_name: "job-queue",
          schedule: options.schedule ?? true,
        });
  boss.on("error", (error) => (options.onError ?? ((e: Error) => console.error("[jobs]", e)))(error));
  await boss.start();
  try {
    for (const { name, ...settings } of Object.values(QUEUES)) {
      // createQueue leaves an existing queue alone; updateQueue brings its settings up to date.
      await boss.createQueue(name, settings);
      await boss.updateQueue(name, settings);
    }
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => {});
    throw error;
  }
  return boss;
}
