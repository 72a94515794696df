import { getVideosForOwner, setVideoFlag } from "~/features/videos/video-owner.server";
import { syncAnswer } from "~/features/videos/video-sync-action.server";
import { syncVideosFromEnv } from "~/features/videos/video-sync-config.server";
import type { SyncOutcome } from "~/features/videos/video-sync.server";
import { done, notFound, refuse, type Outcome } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";

/** The tutorial videos on the resource hub: the owner's list, their flags, and the sync with the channel. */

/** Brings the videos in line with the configured channel (within the cooldown only when forced). */
export async function syncVideos({ database, env }: ServiceDeps, { force }: { force: boolean }) {
  return done(await syncVideosFromEnv({ database, env: env.server, force }));
}

/**
 * What the console says about a sync and the status it answers with: the hub's own words, and a
 * failure's reason, which only the owner sees.
 */
export function syncReport(outcome: SyncOutcome) {
  const { result, init } = syncAnswer(outcome);
  return { ok: result.ok, message: outcome.status === "failed" ? `${result.message} (${outcome.error})` : result.message, init };
}

/** Every stored video, newest first, with its flags: `limit` rows from `offset`. */
export async function listOwnerVideos({ db }: ServiceDeps, { limit, offset }: { limit: number; offset: number }) {
  return done(await getVideosForOwner(db, { limit, offset }));
}

const FLAGS = {
  hide: { isHidden: true },
  show: { isHidden: false },
  feature: { isFeatured: true },
  unfeature: { isFeatured: false },
} as const;

export type VideoFlag = keyof typeof FLAGS;
export const isVideoFlag = (name: unknown): name is VideoFlag => typeof name === "string" && Object.hasOwn(FLAGS, name);

/** Hides, shows, features or unfeatures one video; the resource hub shows the change at once. */
export async function flagVideo(
  { db }: ServiceDeps,
  { videoId, flag }: { videoId: string; flag: VideoFlag },
): Promise<Outcome<{ videoId: string }>> {
  if (!isVideoFlag(flag) || videoId.length > 64) return refuse("Unknown request.");
  return (await setVideoFlag(db, videoId, FLAGS[flag])) ? done({ videoId }) : notFound("No such video.");
}
