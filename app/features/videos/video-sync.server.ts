import { randomUUID } from "node:crypto";
import { resultRows } from "~/db/result-rows";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { youtubeVideos } from "~/db/schema";
import { invalidateVideoCache } from "./video-cache.server";
import { newVideoRow, type ChannelVideos, type VideoProvider } from "./video-provider.server";

export type SyncOutcome =
  | { status: "synced"; provider: VideoProvider["name"]; upserted: number; deactivated: number }
  /** A sync finished within the cooldown (here or on another instance): nothing was asked upstream. */
  | { status: "fresh" }
  | { status: "failed"; error: string }
  | { status: "not-configured" };

export interface SyncLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SyncVideosDeps {
  database: DatabaseHandle;
  /** null when no channel is configured. */
  provider: VideoProvider | null;
  /** A sync that finished less than this long ago answers 'fresh' without calling upstream. */
  cooldownMs: number;
  /** Skip the cooldown (the owner's command line); the one-at-a-time rule still holds. */
  force?: boolean;
  logger?: SyncLogger;
  /** How long to wait for a sync another instance is running before giving up (default 60 s). */
  waitForOtherMs?: number;
}

/** app_meta rows: who holds the sync (its lease) and when the last one succeeded. */
export const LEASE_KEY = "video_sync.lease";
export const LAST_SUCCESS_KEY = "video_sync.last_success";
/** A lease older than this is abandoned (its process died): longer than any sync can run. */
const LEASE_TTL_SECONDS = 300;
const POLL_MS = 250;

// One sync per database handle in this process; concurrent callers share its promise.
const running = new WeakMap<DatabaseHandle, Promise<SyncOutcome>>();

/**
 * Brings youtube_videos in line with the channel: new videos are added, known ones updated
 * (by video_id), and, when the source lists the whole channel, videos no longer on it are marked
 * inactive. Nothing is deleted. An upstream failure changes nothing.
 *
 * The button that triggers it is public, so the upstream quota is guarded three ways: callers
 * in this process share the sync in flight; across instances a lease row in app_meta lets one
 * run at a time (an atomic upsert, which works the same on PGlite and PostgreSQL); and within
 * the cooldown after a success nothing is asked upstream at all.
 */
export function syncVideos(deps: SyncVideosDeps): Promise<SyncOutcome> {
  if (!deps.provider) return Promise.resolve({ status: "not-configured" });
  const inFlight = running.get(deps.database);
  if (inFlight) return inFlight;
  const run = runExclusively(deps, deps.provider).finally(() => running.delete(deps.database));
  running.set(deps.database, run);
  return run;
}

async function runExclusively(deps: SyncVideosDeps, provider: VideoProvider): Promise<SyncOutcome> {
  const { database, logger } = deps;
  const db = database.db;
  const holder = randomUUID();
  const deadline = Date.now() + (deps.waitForOtherMs ?? 60_000);
  try {
    for (;;) {
      if (!deps.force && (await syncedWithin(database, deps.cooldownMs))) return { status: "fresh" };
      if (await takeLease(database, holder)) break;
      if (Date.now() >= deadline) return { status: "failed", error: "another instance is still syncing" };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } catch (error) {
    logger?.error({ err: error }, "video sync could not start");
    return { status: "failed", error: String(error) };
  }

  try {
    // Checked again under the lease: another instance may have finished while we waited.
    if (!deps.force && (await syncedWithin(database, deps.cooldownMs))) return { status: "fresh" };
    let channel: ChannelVideos;
    try {
      channel = await provider.fetchChannelVideos();
    } catch (error) {
      logger?.error({ err: error, provider: provider.name }, "video sync failed upstream; the table is unchanged");
      return { status: "failed", error: error instanceof Error ? error.message : String(error) };
    }
    const deactivated = await db.transaction(async (tx) => {
      for (const video of channel.videos) {
        await tx
          .insert(youtubeVideos)
          .values({ ...newVideoRow(video), isActive: true })
          .onConflictDoUpdate({
            target: youtubeVideos.videoId,
            set: {
              title: video.title,
              description: video.description,
              thumbnailUrl: video.thumbnailUrl,
              publishedAt: video.publishedAt,
              isActive: true,
              updatedAt: sql`now()`,
              // What this source does not report stays as the last one that did.
              ...(video.duration !== undefined ? { duration: video.duration } : {}),
              ...(video.viewCount !== undefined ? { viewCount: video.viewCount } : {}),
            },
          });
      }
      let gone = 0;
      if (channel.complete) {
        const ids = channel.videos.map((video) => video.videoId);
        const rows = await tx
          .update(youtubeVideos)
          .set({ isActive: false, updatedAt: sql`now()` })
          .where(
            ids.length ? and(eq(youtubeVideos.isActive, true), notInArray(youtubeVideos.videoId, ids)) : eq(youtubeVideos.isActive, true),
          )
          .returning({ id: youtubeVideos.id });
        gone = rows.length;
      }
      const summary = JSON.stringify({ provider: provider.name, videos: channel.videos.length, deactivated: gone });
      await tx.execute(sql`
        insert into app_meta (key, value, updated_at) values (${LAST_SUCCESS_KEY}, ${summary}, now())
        on conflict (key) do update set value = excluded.value, updated_at = now()`);
      return gone;
    });
    invalidateVideoCache(db);
    const outcome = { status: "synced", provider: provider.name, upserted: channel.videos.length, deactivated } as const;
    logger?.info(outcome, "videos synced");
    return outcome;
  } catch (error) {
    logger?.error({ err: error }, "video sync could not write the videos; the table is unchanged");
    return { status: "failed", error: String(error) };
  } finally {
    await releaseLease(database, holder).catch((error: unknown) => logger?.error({ err: error }, "could not release the video sync lease"));
  }
}

/** Whether a sync succeeded less than cooldownMs ago, by the database's clock (shared by every instance). */
async function syncedWithin({ db }: DatabaseHandle, cooldownMs: number): Promise<boolean> {
  if (cooldownMs <= 0) return false;
  const result = await db.execute(sql`
    select (now() - updated_at) < make_interval(secs => ${cooldownMs / 1000}) as fresh
    from app_meta where key = ${LAST_SUCCESS_KEY}`);
  return Boolean(resultRows<{ fresh: boolean }>(result)[0]?.fresh);
}

/** Takes the lease when it is free or abandoned; one statement, so two instances cannot both win. */
async function takeLease({ db }: DatabaseHandle, holder: string): Promise<boolean> {
  const result = await db.execute(sql`
    insert into app_meta (key, value, updated_at) values (${LEASE_KEY}, ${holder}, now())
    on conflict (key) do update set value = excluded.value, updated_at = now()
    where app_meta.updated_at < now() - make_interval(secs => ${LEASE_TTL_SECONDS})
    returning key`);
  return resultRows(result).length === 1;
}

async function releaseLease({ db }: DatabaseHandle, holder: string): Promise<void> {
  await db.execute(sql`delete from app_meta where key = ${LEASE_KEY} and value = ${holder}`);
}
