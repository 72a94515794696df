import { plural } from "~/lib/plural";
import { sampleVideoCount } from "~/config/launch-check.server";
import { ADMIN } from "~/content/admin";
import { addVideo, deleteVideos, getVideosForOwner, isSampleVideo, setVideoFlag } from "~/features/videos/video-owner.server";
import { videoIdFromLink } from "~/features/videos/video-link";
import { thumbnailUrl } from "~/features/videos/video-provider.server";
import { syncVideosFromEnv, videoLookupFromEnv } from "~/features/videos/video-sync-config.server";
import { done, notFound, refuse, type Outcome } from "./outcome";
import type { NoInput, ServiceDeps } from "./service-deps.server";

/**
 * The tutorial videos on the resource hub: the owner's list, their flags, the sync with the
 * channel, a video added by its link, and the samples deleted. What a sync did is the value; each
 * adapter says it in its own words (the console in the owner's, the command line with the settings).
 */

/** Brings the videos in line with the configured channel (within the cooldown only when forced). */
export async function syncVideos({ database, env, did }: ServiceDeps, { force }: { force: boolean }) {
  const synced = await syncVideosFromEnv({ database, env: env.server, force });
  if (synced.status === "synced") did(`Synced the videos with the channel (${plural(synced.upserted, "video")} brought in or updated)`);
  return done(synced);
}

/** Every stored video, newest first, with its flags (and whether it is a sample): `limit` rows from `offset`; and how many samples are left. */
export async function listOwnerVideos({ db }: ServiceDeps, { limit, offset }: { limit: number; offset: number }) {
  const [rows, samples] = await Promise.all([getVideosForOwner(db, { limit, offset }), sampleVideoCount(db)]);
  return done({ videos: rows.map((row) => ({ ...row, isSample: isSampleVideo(row.videoId) })), samples });
}

const FLAGS = {
  hide: { isHidden: true },
  show: { isHidden: false },
  feature: { isFeatured: true },
  unfeature: { isFeatured: false },
} as const;

export type VideoFlag = keyof typeof FLAGS;
const FLAG_WORDS: Record<VideoFlag, string> = { hide: "Hid", show: "Showed", feature: "Featured", unfeature: "Stopped featuring" };
export const isVideoFlag = (name: unknown): name is VideoFlag => typeof name === "string" && Object.hasOwn(FLAGS, name);

/** Hides, shows, features or unfeatures one video; the resource hub shows the change at once. */
export async function flagVideo(
  { db, did }: ServiceDeps,
  { videoId, flag }: { videoId: string; flag: VideoFlag },
): Promise<Outcome<{ videoId: string }>> {
  if (!isVideoFlag(flag) || videoId.length > 64) return refuse("Unknown request.");
  if (!(await setVideoFlag(db, videoId, FLAGS[flag]))) return notFound("No such video.");
  did(`${FLAG_WORDS[flag]} the video ${videoId}`);
  return done({ videoId });
}

/** Deletes every sample video the site started with; answers how many went. */
export async function deleteSampleVideos({ db, did }: ServiceDeps, _input: NoInput): Promise<Outcome<{ deleted: number }>> {
  const deleted = await deleteVideos(db);
  if (deleted > 0) did(`Deleted ${plural(deleted, "sample video")}`);
  return done({ deleted });
}

/** Deletes one video. A video still on the synced channel comes back with the next sync: hiding keeps it off the hub. */
export async function deleteVideo({ db, did }: ServiceDeps, { videoId }: { videoId: string }): Promise<Outcome<{ videoId: string }>> {
  if (videoId.length > 64) return refuse("Unknown request.");
  if ((await deleteVideos(db, [videoId])) === 0) return notFound("No such video.");
  did(`Deleted the video ${videoId}`);
  return done({ videoId });
}

export type VideoAdded = { videoId: string; title: string; source: "youtube-api" | "youtube-feed" | "typed" };

/**
 * Adds a video by its YouTube link. Its title, description and date come from the configured
 * source; without one, or when the source does not know the video, the owner's typed title is
 * used, and without that the answer asks for it (field `title`).
 */
export async function addVideoByLink(
  { db, env, now, did }: ServiceDeps,
  { link, title }: { link: string; title?: string },
): Promise<Outcome<VideoAdded>> {
  const videoId = videoIdFromLink(link);
  if (!videoId)
    return refuse("This is not a YouTube video link: paste the address of the video's page (youtube.com/watch?v=…, youtu.be/…).", "link");
  const typed = title?.trim() ?? "";
  if (typed.length > ADMIN.videoTitleMaxLength) return refuse(`The title is longer than ${ADMIN.videoTitleMaxLength} characters.`, "title");

  const lookup = videoLookupFromEnv(env.server);
  let found;
  if (lookup && typed === "") {
    try {
      found = await lookup.fetchVideo(videoId);
    } catch (error) {
      return refuse(
        `YouTube did not answer (${error instanceof Error ? error.message : String(error)}): type the video's title to add it anyway.`,
        "title",
      );
    }
  }
  if (!found && typed === "") {
    return refuse(
      lookup
        ? "YouTube does not show this video publicly: type its title to add it anyway."
        : "Type the video's title: the site has no YouTube key to look it up.",
      "title",
    );
  }
  const video = found ?? { videoId, title: typed, description: "", thumbnailUrl: thumbnailUrl(videoId), publishedAt: now };
  if (!(await addVideo(db, video))) return refuse("This video is on the list already.", "link");
  did(`Added the video “${video.title}”`);
  return done({ videoId, title: video.title, source: found && lookup ? lookup.name : "typed" });
}
