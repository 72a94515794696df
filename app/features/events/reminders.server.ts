import { getSiteValues } from "~/content/site-values.server";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import type { AppEnv } from "~/config/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { openOutbox } from "~/mail/outbox.server";
import { QUEUES } from "~/jobs/queues";
import { eventColumns } from "./event-queries.server";
import { mailRegistrant, type MailContext } from "./registration-mutations.server";

/** Reminders written per transaction: each batch commits its rows, e-mails and jobs together. */
const BATCH = 200;

/**
 * Sends the reminders that are due at `now`: for each number of hours before a start (24 and 1 by
 * default), every registered person of an active session with reminders on whose start is that
 * close, who registered before the reminder's time (a confirmation an hour ago needs no 24-hour
 * reminder) and while no later reminder is due yet (the 1-hour one replaces a 24-hour one not sent).
 *
 * Each reminder is a row keyed by registration, hours and the start it was for, inserted with ON
 * CONFLICT DO NOTHING in the transaction that queues its e-mail: two instances running this at the
 * same moment insert each row once (the second waits for the first's commit and finds it), so
 * nobody is reminded twice. A session moved to another start has another key, so its people are
 * reminded of the new time; cancelled registrations, passed and inactive sessions are not selected.
 */
export async function sendDueReminders(
  db: Database,
  queue: JobQueue | undefined,
  hoursBefore: readonly number[],
  mail: MailContext,
): Promise<number> {
  const hours = [...hoursBefore].sort((a, b) => b - a);
  const outbox = await openOutbox(queue);
  let sent = 0;
  for (const [index, h] of hours.entries()) {
    const next = hours[index + 1] ?? 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const rows = await tx.execute(sql`
          insert into event_reminders (registration_id, hours_before, starts_at)
          select r.id, ${h}::int, e.starts_at
          from event_registrations r join events e on e.id = r.event_id
          where r.status = 'registered' and e.is_active and e.reminders_enabled and e.starts_at is not null
            and e.starts_at > ${mail.now.toISOString()}::timestamptz
            and e.starts_at - make_interval(hours => ${h}::int) <= ${mail.now.toISOString()}::timestamptz
            and e.starts_at - make_interval(hours => ${next}::int) > ${mail.now.toISOString()}::timestamptz
            and r.created_at <= e.starts_at - make_interval(hours => ${h}::int)
            and not exists (
              select 1 from event_reminders x
              where x.registration_id = r.id and x.hours_before = ${h}::int and x.starts_at = e.starts_at
            )
          order by e.starts_at, r.created_at
          limit ${BATCH}
          on conflict do nothing
          returning registration_id`);
        const ids = rowsOf<{ registration_id: string }>(rows).map((row) => row.registration_id);
        if (ids.length === 0) return 0;
        const people = await tx
          .select({
            email: eventRegistrations.email,
            name: eventRegistrations.name,
            manageToken: eventRegistrations.manageToken,
            event: eventColumns,
          })
          .from(eventRegistrations)
          .innerJoin(events, eq(events.id, eventRegistrations.eventId))
          .where(and(inArray(eventRegistrations.id, ids)));
        for (const person of people) await mailRegistrant(tx, outbox, "reminder", person.event, person, mail);
        return ids.length;
      });
      sent += batch;
      if (batch < BATCH) break;
    }
  }
  return sent;
}

// node-postgres answers { rows }, PGlite an array-like result with rows too.
function rowsOf<T>(result: unknown): T[] {
  const withRows = result as { rows?: T[] };
  return withRows.rows ?? (result as T[]);
}

export interface ReminderWorkerDependencies {
  database: DatabaseHandle;
  queue: JobQueue;
  env: AppEnv;
  logger: { info(object: object, message: string): void; error(object: object, message: string): void };
}

/**
 * Sends reminders from this process: a job every minute on the queue (pg-boss runs the schedule on
 * one instance at a time, and the reminder rows make a duplicate run harmless), and one at start.
 */
export async function registerReminderWorker(
  deps: ReminderWorkerDependencies,
  options: { now?: () => Date; pollingIntervalSeconds?: number } = {},
): Promise<void> {
  const { database, queue, env, logger } = deps;
  const hours = env.server.EVENT_REMINDER_HOURS;
  if (hours.length === 0) {
    await queue.unschedule(QUEUES.eventReminders.name);
    return;
  }
  const now = options.now ?? (() => new Date());
  const polling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await queue.work(QUEUES.eventReminders.name, polling, async () => {
    const sent = await sendDueReminders(database.db, queue, hours, { now: now(), site: (await getSiteValues(database)).site });
    if (sent > 0) logger.info({ sent }, "live-session reminders queued");
  });
  await queue.schedule(QUEUES.eventReminders.name, QUEUES.eventReminders.cron);
  await queue.send(QUEUES.eventReminders.name, {});
}
