import type { RouterContextProvider } from "react-router";
import type { SiteConfig } from "~/content/site-config";
import { databaseContext, jobQueueContext } from "~/context";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { getEnv, type AppEnv } from "~/config/env.server";
import type { TxtLookup } from "~/config/mail-domain-check.server";
import { getSiteValues } from "~/content/site-values.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { activityNotes } from "~/features/admin/activity.server";
import { signInContext } from "~/features/admin/admin-guard.server";
import type { ConsoleRole } from "~/features/admin/roles";

/**
 * What every service call runs with: the database, the job queue (none for the command line on
 * PGlite with the server stopped: the outbox's start-up sweep sends then), the moment and the
 * configuration of the process that runs the call.
 */
export interface ServiceDeps {
  database: DatabaseHandle;
  /** database.db, the one most calls need. */
  db: Database;
  /** Opened on first use: the command line starts one of its own on PostgreSQL only when a call sends a job. */
  queue(): Promise<JobQueue | undefined>;
  now: Date;
  env: AppEnv;
  /** The site's values in force: the configuration's with what the owner saved over them (decision 068). */
  site(): Promise<SiteConfig>;
  /** Who makes the call: an editor may not make the owner's calls (roles.ts). The command line is the owner. */
  role: ConsoleRole;
  /** Who makes the call, by name, as a post's revisions name who saved them: the signed-in person, or the command line. */
  actor: string;
  /**
   * What a call that changed something says it did, in one sentence for the console's activity
   * log (decision 063), e.g. `Deactivated “AI for Coaches” (4 e-mails)`. Nothing outside a console write.
   */
  did(sentence: string): void;
  /** How the launch check asks DNS about the sending domain; the system's resolver when absent (tests answer it themselves). */
  lookupTxt?: TxtLookup;
}

/** The input of a call that needs none. */
export type NoInput = Record<string, never>;

/** The deps of a call from what a process holds; `now` is the call's moment. */
export function serviceDeps(parts: {
  database: DatabaseHandle;
  env: AppEnv;
  queue(): Promise<JobQueue | undefined>;
  now?: Date;
  role?: ConsoleRole;
  actor?: string;
  did?: (sentence: string) => void;
  lookupTxt?: TxtLookup;
}): ServiceDeps {
  return {
    database: parts.database,
    db: parts.database.db,
    queue: parts.queue,
    now: parts.now ?? new Date(),
    env: parts.env,
    site: async () => (await getSiteValues(parts.database, parts.env.site)).site,
    role: parts.role ?? "owner",
    actor: parts.actor ?? "The command line",
    did: parts.did ?? (() => undefined),
    ...(parts.lookupTxt ? { lookupTxt: parts.lookupTxt } : {}),
  };
}

/** A console request's deps, from the router context the server fills. */
export function consoleDeps(context: Readonly<RouterContextProvider>): ServiceDeps {
  const notes = activityNotes(context);
  return serviceDeps({
    database: context.get(databaseContext),
    env: getEnv(),
    queue: async () => jobQueueOf(context),
    role: signedInRole(context),
    actor: signedInName(context),
    did: (sentence) => notes?.sentences.push(sentence),
  });
}

/** The sign-in guard always sets the sign-in; a test calling a route without it acts as the owner. */
function signedInRole(context: Readonly<RouterContextProvider>): ConsoleRole {
  try {
    return context.get(signInContext).role;
  } catch {
    return "owner";
  }
}

function signedInName(context: Readonly<RouterContextProvider>): string {
  try {
    return context.get(signInContext).name;
  } catch {
    return "The owner";
  }
}

/** The server always sets the queue; a test may leave it out. */
function jobQueueOf(context: Readonly<RouterContextProvider>): JobQueue | undefined {
  try {
    return context.get(jobQueueContext);
  } catch {
    return undefined;
  }
}
