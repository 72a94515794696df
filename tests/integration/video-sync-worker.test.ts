import { describe, expect, onTestFinished, test } from "vitest";
import { youtubeVideos } from "~/db/schema";
import { loadEnv } from "~/config/env.server";
import { registerVideoSyncWorker } from "~/features/videos/video-sync-worker.server";
import { startJobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { createTestDatabase, testDatabases } from "../db";
import { startFakeYoutube } from "../fake-youtube";

const CHANNEL = "UCabcdefghijklmnopqrstuv";
const logger = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(testDatabases())("scheduled video sync on %s", (kind) => {
  // A database and a job queue of its own (pg-boss takes seconds to start on PGlite, more under load),
  // then a job run: more than the default test time on a busy machine.
  test("with a channel it is scheduled on VIDEO_SYNC_CRON, and a video-sync job syncs the channel", { timeout: 90_000 }, async () => {
    const youtube = await startFakeYoutube({ channelId: CHANNEL });
    onTestFinished(() => youtube.close());
    youtube.setVideos([{ id: "ddddddddd01", title: "From the schedule", publishedAt: "2026-11-01T10:00:00Z", views: 5 }]);
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    const queue = await startJobQueue(database.connection);
    onTestFinished(() => queue.stop({ graceful: false }));
    const env = loadEnv({ YOUTUBE_CHANNEL_ID: CHANNEL, YOUTUBE_FEED_BASE_URL: youtube.feedBaseUrl, VIDEO_SYNC_CRON: "15 */2 * * *" });

    await registerVideoSyncWorker({ database, queue, env, logger });
    const schedules = await queue.getSchedules(QUEUES.videoSync.name);
    expect(schedules.map((schedule) => schedule.cron)).toEqual(["15 */2 * * *"]);

    await queue.send(QUEUES.videoSync.name);
    await expect.poll(async () => (await database.db.select().from(youtubeVideos)).length, { timeout: 20_000 }).toBe(1);
    expect(youtube.requests).toHaveLength(1);
  });

  test("without a channel (or with VIDEO_SYNC_CRON=off) nothing is scheduled, and an old schedule is removed", async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    const queue = await startJobQueue(database.connection);
    onTestFinished(() => queue.stop({ graceful: false }));
    await queue.schedule(QUEUES.videoSync.name, "0 * * * *");

    await registerVideoSyncWorker({ database, queue, env: loadEnv({}), logger });
    expect(await queue.getSchedules(QUEUES.videoSync.name)).toEqual([]);

    await queue.schedule(QUEUES.videoSync.name, "0 * * * *");
    await registerVideoSyncWorker({ database, queue, env: loadEnv({ YOUTUBE_CHANNEL_ID: CHANNEL, VIDEO_SYNC_CRON: "off" }), logger });
    expect(await queue.getSchedules(QUEUES.videoSync.name)).toEqual([]);
  });
});

test("the sync's settings are validated at start", () => {
  expect(() => loadEnv({ YOUTUBE_CHANNEL_ID: "my-channel" })).toThrow(/YOUTUBE_CHANNEL_ID: must be a YouTube channel id/);
  expect(() => loadEnv({ VIDEO_SYNC_CRON: "every hour" })).toThrow(/VIDEO_SYNC_CRON/);
  const env = loadEnv({}).server;
  expect(env).toMatchObject({
    VIDEO_SYNC_COOLDOWN_MINUTES: 10,
    VIDEO_SYNC_TIMEOUT_MS: 10_000,
    VIDEO_SYNC_CRON: "0 */6 * * *",
    YOUTUBE_API_BASE_URL: "https://www.googleapis.com/youtube/v3",
    YOUTUBE_FEED_BASE_URL: "https://www.youtube.com/feeds/videos.xml",
  });
  expect(env.YOUTUBE_CHANNEL_ID).toBeUndefined();
});

test("syncVideosFromEnv runs one sync as configured (the owner's command line), force skipping the cooldown", async () => {
  const { syncVideosFromEnv } = await import("~/features/videos/video-sync-config.server");
  const youtube = await startFakeYoutube({ channelId: CHANNEL, apiKey: "k" });
  onTestFinished(() => youtube.close());
  youtube.setVideos([{ id: "eeeeeeeee01", title: "By hand", publishedAt: "2026-11-01T10:00:00Z", duration: "PT3M", views: 9 }]);
  const database = await createTestDatabase("pglite");
  onTestFinished(() => database.close());
  const env = loadEnv({ YOUTUBE_CHANNEL_ID: CHANNEL, YOUTUBE_API_KEY: "k", YOUTUBE_API_BASE_URL: youtube.apiBaseUrl }).server;
  expect(await syncVideosFromEnv({ database, env })).toMatchObject({ status: "synced", provider: "youtube-api", upserted: 1 });
  expect(await syncVideosFromEnv({ database, env })).toEqual({ status: "fresh" });
  expect(await syncVideosFromEnv({ database, env, force: true })).toMatchObject({ status: "synced" });
  expect(await syncVideosFromEnv({ database, env: loadEnv({}).server })).toEqual({ status: "not-configured" });
});
