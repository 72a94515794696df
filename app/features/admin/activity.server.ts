import { count, desc, lt } from "drizzle-orm";
import { createContext, type RouterContextProvider } from "react-router";
import { ADMIN } from "~/content/admin";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { adminActivity } from "~/db/schema";
import type { JobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { DAY_MS } from "~/lib/dates";
import type { ConsoleSignIn } from "./admin-auth.server";
import { CONSOLE_NAV } from "./console-nav";

/**
 * The console's activity log (decision 063). Every write to the console (any method but GET and
 * HEAD) that succeeds is recorded by the sign-in guard, once, after the route's action ran: who,
 * when, from which sign-in, and what, in sentences. A service call that changes something says
 * what it did through `deps.did(sentence)`, the words it knows best (a title, how many e-mails);
 * a write whose calls said nothing is still recorded, as the page and the button it came from.
 */
export class ActivityNotes {
  readonly sentences: string[] = [];
  /** Set for a step that changes nothing by itself (a passkey ceremony's options). */
  quiet = false;
}

export const activityContext = createContext<ActivityNotes | null>(null);

/** The notes of this request's write, or null outside one (a page read, a test calling a service). */
export function activityNotes(context: Readonly<RouterContextProvider>): ActivityNotes | null {
  return context.get(activityContext);
}

/**
 * For the few console writes that act through the sign-in's own code rather than a service (a
 * passkey added, a sign-out): their sentence, or null for a step that changes nothing by itself.
 */
export function noteActivity(context: Readonly<RouterContextProvider>, sentence: string | null): void {
  const notes = activityNotes(context);
  if (!notes) return;
  if (sentence === null) notes.quiet = true;
  else notes.sentences.push(sentence);
}

// The longest console address the path starts with names the page.
function pageLabel(pathname: string): string {
  const item = CONSOLE_NAV.flatMap((group) => group.items)
    .sort((a, b) => b.to.length - a.to.length)
    .find((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`));
  return item ? item.label : pathname;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What a write said nothing of itself reads as: the page and the button (its `intent` or `step`). */
export async function fallbackSentence(request: Request): Promise<string> {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "");
  let button: unknown;
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) button = ((await request.json()) as { step?: unknown })?.step;
    else if (type.includes("form")) button = (await request.formData()).get("intent");
  } catch {
    button = undefined;
  }
  const what = typeof button === "string" && button.trim() !== "" ? `“${clip(button.trim(), 60)}”` : "a change";
  return `Made ${what} on ${pageLabel(pathname)} (${clip(pathname, 120)})`;
}

/** Writes one line per sentence (several when one write did several things). */
export async function recordActivity(
  db: Pick<Database, "insert">,
  { signIn, sentences, now }: { signIn: ConsoleSignIn; sentences: string[]; now: Date },
): Promise<void> {
  if (sentences.length === 0) return;
  await db.insert(adminActivity).values(
    sentences.map((sentence) => ({
      at: now,
      actor: signIn.name,
      role: signIn.role,
      collaboratorId: signIn.collaboratorId,
      signInId: signIn.id,
      signInMethod: signIn.method,
      sentence: clip(sentence, 500),
    })),
  );
}

/** One page of the log, the newest first, and whether an older page follows. */
export async function readActivity(db: Database, { limit, offset }: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(adminActivity)
    .orderBy(desc(adminActivity.at), desc(adminActivity.id))
    .limit(limit + 1)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(adminActivity);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit, total: total?.n ?? 0 };
}

/** Deletes the lines older than `before`; answers how many went. */
export async function deleteActivityBefore(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(adminActivity).where(lt(adminActivity.at, before)).returning({ id: adminActivity.id });
  return rows.length;
}

/** The daily job that keeps the log to ADMIN.activityRetentionDays; pg-boss runs it once across instances. */
export async function registerActivityRetentionWorker({
  database,
  queue,
  logger,
  now = Date.now,
}: {
  database: DatabaseHandle;
  queue: JobQueue;
  logger: { info(details: object, message: string): void };
  now?: () => number;
}): Promise<void> {
  await queue.work(QUEUES.activityRetention.name, async () => {
    const before = new Date(now() - ADMIN.activityRetentionDays * DAY_MS);
    const deleted = await deleteActivityBefore(database.db, before);
    if (deleted > 0) logger.info({ deleted, before: before.toISOString() }, "old console activity deleted");
  });
  await queue.schedule(QUEUES.activityRetention.name, QUEUES.activityRetention.cron);
}
