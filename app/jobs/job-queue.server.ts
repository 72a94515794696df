import { sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, PgBoss, type DrizzleTransactionLike } from "pg-boss";
import type { Database, DatabaseConnection } from "~/db/client.server";
import { processLogger } from "~/config/logger.server";
import { QUEUES, type QueueName } from "./queues";

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
  boss.on("error", (error) => (options.onError ?? ((err: Error) => processLogger().error({ err }, "job queue error")))(error));
  await boss.start();
  try {
    for (const queue of Object.values(QUEUES)) {
      // The schedule is set by the queue's worker; the rest are pg-boss's own settings.
      const { name, ...settings } = { ...queue, cron: undefined };
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

/** A transaction of the site's database (or the database itself) that a job can be written through. */
export type JobExecutor = Pick<Database, "execute">;

export interface TransactionJobs {
  /** Writes the job through tx, so it exists exactly when what tx writes does. */
  send(tx: JobExecutor, name: QueueName, data: object): Promise<void>;
}

/**
 * The site's one way to write a row and queue its job: inside the row's transaction, so a crash
 * can leave neither a row without its job nor a job without its row. Call it before the
 * transaction opens, naming the queues it will send to: send() looks a queue up in pg-boss's
 * cache, reading it through pg-boss's own connection when it is missing, and on PGlite (one
 * connection) that read would wait forever behind the transaction. getBlockedKeys fills the cache
 * and, none of these queues being key_strict_fifo ones, refuses without running a query.
 */
export async function jobsInTransaction(queue: JobQueue, names: readonly QueueName[]): Promise<TransactionJobs> {
  for (const name of names) {
    try {
      await queue.getBlockedKeys(name);
    } catch {
      // The refusal expected above; a queue that cannot be looked up fails the send instead.
    }
  }
  return {
    async send(tx, name, data) {
      if (!names.includes(name)) throw new Error(`queue ${name} was not named to jobsInTransaction`);
      // pg-boss types execute() more narrowly than Drizzle's transactions; the call is the same.
      await queue.send(name, data, { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    },
  };
}
