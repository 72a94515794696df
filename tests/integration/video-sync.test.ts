import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { appMeta, youtubeVideos } from "~/db/schema";
import { getCachedVideoList, VIDEO_CHANGES_CHANNEL } from "~/features/videos/video-cache.server";
import { setVideoFlag } from "~/features/videos/video-owner.server";
import { countActiveVideos, getActiveVideos } from "~/features/videos/video-queries.server";
import { LAST_SUCCESS_KEY, syncVideos } from "~/features/videos/video-sync.server";
import { createYoutubeApiProvider } from "~/features/videos/youtube-api-provider.server";
import { createYoutubeFeedProvider } from "~/features/videos/youtube-feed-provider.server";
import { openDatabase } from "~/db/client.server";
import { createTestDatabase, testDatabases } from "../db";
import { startFakeYoutube, type FakeVideo } from "../fake-youtube";

const CHANNEL = "UCabcdefghijklmnopqrstuv";
const KEY = "test-api-key";
const COOLDOWN = 10 * 60_000;

const channelVideos: FakeVideo[] = [
  {
    id: "aaaaaaaaaa1",
    title: "Newest: agents at work",
    publishedAt: "2026-11-20T15:00:00Z",
    duration: "PT1H2M3S",
    views: 1_204_550,
    description: "One & two <three>",
  },
  { id: "aaaaaaaaaa2", title: "Prompting in 45 seconds", publishedAt: "2026-11-10T15:00:00Z", duration: "PT45S", views: 999 },
  { id: "aaaaaaaaaa3", title: "A live stream replay", publishedAt: "2026-11-01T15:00:00Z", duration: "P0D", views: 1_000 },
  { id: "aaaaaaaaaa4", title: "Oldest: getting started", publishedAt: "2026-10-01T15:00:00Z", duration: "PT9M12S", views: 999_950 },
  { id: "aaaaaaaaaa5", title: "A private draft", publishedAt: "2026-10-05T15:00:00Z", privacy: "private" },
];

/** A second handle on the same PostgreSQL database is a second instance: it shares no in-process state. */
async function openSecondHandle(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const current = await handle.db.execute(sql`select current_database() as name`);
  url.pathname = `/${(current as unknown as { rows: Array<{ name: string }> }).rows[0]!.name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: "memory://", poolMax: 2 });
}

describe.each(testDatabases())("video sync on %s", (kind) => {
  let handle: DatabaseHandle;
  let youtube: Awaited<ReturnType<typeof startFakeYoutube>>;
  const api = () => createYoutubeApiProvider({ apiKey: KEY, channelId: CHANNEL, baseUrl: youtube.apiBaseUrl, timeoutMs: 2_000 });
  const feed = () => createYoutubeFeedProvider({ channelId: CHANNEL, baseUrl: youtube.feedBaseUrl, timeoutMs: 2_000 });

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    youtube = await startFakeYoutube({ channelId: CHANNEL, apiKey: KEY, pageSize: 2 });
  });
  afterAll(async () => {
    await youtube?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(youtubeVideos);
    await handle.db.delete(appMeta).where(sql`${appMeta.key} like 'video_sync.%'`);
    youtube.setVideos(channelVideos);
    youtube.setMode("ok");
    youtube.requests.length = 0;
  });

  const allRows = () => handle.db.select().from(youtubeVideos).orderBy(youtubeVideos.videoId);

  test("the API provider pages through the uploads playlist and stores durations and view counts", async () => {
    const outcome = await syncVideos({ database: handle, provider: api(), cooldownMs: COOLDOWN });
    expect(outcome).toEqual({ status: "synced", provider: "youtube-api", upserted: 4, deactivated: 0 });
    // channels, three pages of two items (with nextPageToken), one videos.list batch.
    expect(youtube.requests.map((r) => r.split("?")[0])).toEqual([
      "/youtube/v3/channels",
      "/youtube/v3/playlistItems",
      "/youtube/v3/playlistItems",
      "/youtube/v3/playlistItems",
      "/youtube/v3/videos",
    ]);
    expect(youtube.requests.every((r) => r.includes(`key=${KEY}`))).toBe(true);
    expect(youtube.requests[2]).toContain("pageToken=PAGE2");

    const rows = await allRows();
    expect(rows.map((row) => row.videoId)).toEqual(["aaaaaaaaaa1", "aaaaaaaaaa2", "aaaaaaaaaa3", "aaaaaaaaaa4"]);
    expect(rows[0]).toMatchObject({
      title: "Newest: agents at work",
      description: "One & two <three>",
      duration: "PT1H2M3S",
      viewCount: 1_204_550,
      isActive: true,
      isFeatured: false,
      thumbnailUrl: "https://i.ytimg.com/vi/aaaaaaaaaa1/hqdefault.jpg",
    });
    expect(rows[0]!.publishedAt.toISOString()).toBe("2026-11-20T15:00:00.000Z");

    const list = await getActiveVideos(handle.db, { limit: 4 });
    expect(list.map((video) => video.videoId)).toEqual(["aaaaaaaaaa1", "aaaaaaaaaa2", "aaaaaaaaaa3", "aaaaaaaaaa4"]);
    expect(await countActiveVideos(handle.db)).toBe(4);
  });

  test("more than 50 uploads are looked up in batches of 50", async () => {
    const many = Array.from({ length: 120 }, (_, i): FakeVideo => ({
      id: `bbbbbbbb${String(i).padStart(3, "0")}`,
      title: `Video ${i}`,
      publishedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      duration: "PT1M",
      views: i,
    }));
    youtube.setVideos(many);
    const big = await startFakeYoutube({ channelId: CHANNEL, apiKey: KEY, pageSize: 50 });
    try {
      big.setVideos(many);
      const provider = createYoutubeApiProvider({ apiKey: KEY, channelId: CHANNEL, baseUrl: big.apiBaseUrl, timeoutMs: 2_000 });
      const outcome = await syncVideos({ database: handle, provider, cooldownMs: COOLDOWN });
      expect(outcome).toMatchObject({ status: "synced", upserted: 120 });
      const videoCalls = big.requests.filter((r) => r.startsWith("/youtube/v3/videos"));
      expect(videoCalls).toHaveLength(3);
      expect(videoCalls.map((r) => new URL(r, "http://x").searchParams.get("id")!.split(",").length)).toEqual([50, 50, 20]);
      expect(await countActiveVideos(handle.db)).toBe(120);
    } finally {
      await big.close();
    }
  });

  test("the feed provider reads titles, thumbnails and views; it keeps durations it cannot see", async () => {
    await handle.db.insert(youtubeVideos).values({
      videoId: "aaaaaaaaaa2",
      title: "Old title",
      thumbnailUrl: "https://i.ytimg.com/vi/aaaaaaaaaa2/hqdefault.jpg",
      duration: "PT45S",
      viewCount: 10,
      publishedAt: new Date("2026-11-10T15:00:00Z"),
      isFeatured: true,
    });
    const outcome = await syncVideos({ database: handle, provider: feed(), cooldownMs: COOLDOWN });
    expect(outcome).toEqual({ status: "synced", provider: "youtube-feed", upserted: 4, deactivated: 0 });
    expect(youtube.requests).toEqual([`/feeds/videos.xml?channel_id=${CHANNEL}`]);
    const rows = await allRows();
    expect(rows).toHaveLength(4);
    const updated = rows.find((row) => row.videoId === "aaaaaaaaaa2")!;
    // The feed has no duration: the stored one stays; the owner's featured flag stays too.
    expect(updated).toMatchObject({ title: "Prompting in 45 seconds", duration: "PT45S", viewCount: 999, isFeatured: true });
    const added = rows.find((row) => row.videoId === "aaaaaaaaaa1")!;
    expect(added).toMatchObject({ description: "One & two <three>", duration: null, viewCount: 1_204_550 });
    expect(added.thumbnailUrl).toBe("https://i.ytimg.com/vi/aaaaaaaaaa1/hqdefault.jpg");
  });

  test("videos gone from the channel become inactive, nothing is deleted, and a returning one is active again", async () => {
    await syncVideos({ database: handle, provider: api(), cooldownMs: 0 });
    youtube.setVideos(channelVideos.filter((video) => video.id !== "aaaaaaaaaa2"));
    const outcome = await syncVideos({ database: handle, provider: api(), cooldownMs: 0 });
    expect(outcome).toMatchObject({ status: "synced", upserted: 3, deactivated: 1 });
    const rows = await allRows();
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.videoId === "aaaaaaaaaa2")!.isActive).toBe(false);
    expect((await getActiveVideos(handle.db, { limit: 10 })).map((video) => video.videoId)).not.toContain("aaaaaaaaaa2");
    expect(await countActiveVideos(handle.db)).toBe(3);

    youtube.setVideos(channelVideos);
    await syncVideos({ database: handle, provider: api(), cooldownMs: 0 });
    expect(await countActiveVideos(handle.db)).toBe(4);
  });

  test("the feed lists only the newest 15, so it never marks older videos inactive", async () => {
    await handle.db.insert(youtubeVideos).values({
      videoId: "olderolder1",
      title: "Older than the feed reaches",
      thumbnailUrl: "https://i.ytimg.com/vi/olderolder1/hqdefault.jpg",
      publishedAt: new Date("2020-01-01T00:00:00Z"),
    });
    await syncVideos({ database: handle, provider: feed(), cooldownMs: 0 });
    const [older] = await handle.db.select().from(youtubeVideos).where(eq(youtubeVideos.videoId, "olderolder1"));
    expect(older!.isActive).toBe(true);
  });

  test.each(["error", "hang"] as const)("an upstream %s leaves the table as it was and answers failed", async (mode) => {
    await syncVideos({ database: handle, provider: api(), cooldownMs: 0 });
    const before = await allRows();
    youtube.setVideos([]);
    youtube.setMode(mode);
    const quick = createYoutubeApiProvider({ apiKey: KEY, channelId: CHANNEL, baseUrl: youtube.apiBaseUrl, timeoutMs: 300 });
    const started = Date.now();
    const outcome = await syncVideos({ database: handle, provider: quick, cooldownMs: 0 });
    expect(outcome.status).toBe("failed");
    if (mode === "hang") {
      expect((outcome as { error: string }).error).toMatch(/timed out after 300 ms/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } else {
      expect((outcome as { error: string }).error).toMatch(/HTTP 500/);
    }
    expect(await allRows()).toEqual(before);

    const feedOutcome = await syncVideos({
      database: handle,
      provider: createYoutubeFeedProvider({ channelId: CHANNEL, baseUrl: youtube.feedBaseUrl, timeoutMs: 300 }),
      cooldownMs: 0,
    });
    expect(feedOutcome.status).toBe("failed");
    expect(await allRows()).toEqual(before);
  });

  test("an unknown channel fails without touching the table", async () => {
    const provider = createYoutubeApiProvider({
      apiKey: KEY,
      channelId: "UCzzzzzzzzzzzzzzzzzzzzzz",
      baseUrl: youtube.apiBaseUrl,
      timeoutMs: 2_000,
    });
    expect(await syncVideos({ database: handle, provider, cooldownMs: 0 })).toMatchObject({ status: "failed" });
    expect(await allRows()).toEqual([]);
  });

  test("50 concurrent syncs cause exactly one upstream sync", async () => {
    const provider = api();
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => syncVideos({ database: handle, provider, cooldownMs: COOLDOWN })));
    expect(new Set(outcomes.map((outcome) => outcome.status))).toEqual(new Set(["synced"]));
    expect(youtube.requests.filter((r) => r.startsWith("/youtube/v3/channels"))).toHaveLength(1);
    expect(youtube.requests).toHaveLength(5);
  });

  test("within the cooldown a sync answers fresh without calling upstream; after it, it syncs again", async () => {
    expect((await syncVideos({ database: handle, provider: api(), cooldownMs: COOLDOWN })).status).toBe("synced");
    youtube.requests.length = 0;
    expect(await syncVideos({ database: handle, provider: api(), cooldownMs: COOLDOWN })).toEqual({ status: "fresh" });
    expect(youtube.requests).toEqual([]);
    // force (the owner's command) skips the cooldown.
    expect((await syncVideos({ database: handle, provider: api(), cooldownMs: COOLDOWN, force: true })).status).toBe("synced");
    youtube.requests.length = 0;
    await handle.db.execute(sql`update app_meta set updated_at = now() - interval '11 minutes' where key = ${LAST_SUCCESS_KEY}`);
    expect((await syncVideos({ database: handle, provider: api(), cooldownMs: COOLDOWN })).status).toBe("synced");
    expect(youtube.requests.length).toBeGreaterThan(0);
  });

  test("a failed sync starts no cooldown", async () => {
    youtube.setMode("error");
    expect((await syncVideos({ database: handle, provider: api(), cooldownMs: COOLDOWN })).status).toBe("failed");
    youtube.setMode("ok");
    expect((await syncVideos({ database: handle, provider: api(), cooldownMs: COOLDOWN })).status).toBe("synced");
  });

  test("no channel configured answers not-configured", async () => {
    expect(await syncVideos({ database: handle, provider: null, cooldownMs: COOLDOWN })).toEqual({ status: "not-configured" });
  });

  /** Once listening: `heard` resolves with the next change to the videos this handle's process hears of. */
  async function nextChange(database: DatabaseHandle) {
    let resolve!: () => void;
    const changed = new Promise<void>((done) => (resolve = done));
    const unsubscribe = await database.listen(VIDEO_CHANGES_CHANNEL, () => resolve());
    return { heard: changed.finally(unsubscribe) };
  }

  test("the kept list is read once per change to the table, announced by the database, and at once after a sync", async () => {
    await syncVideos({ database: handle, provider: api(), cooldownMs: 0 });
    const first = await getCachedVideoList(handle, { limit: 4 });
    expect(first.total).toBe(4);
    expect(await getCachedVideoList(handle, { limit: 4 }), "served from the first read").toBe(first);
    // A write this process does not forget the list for: only the table's notification tells the cache.
    const changed = await nextChange(handle);
    await handle.db.update(youtubeVideos).set({ isActive: false }).where(eq(youtubeVideos.videoId, "aaaaaaaaaa1"));
    await changed.heard;
    expect((await getCachedVideoList(handle, { limit: 4 })).total).toBe(3);
    expect((await getCachedVideoList(handle, { limit: 4, featuredOnly: true })).videos).toEqual([]);
    // A sync re-activates it and lets go of the kept list at once.
    await syncVideos({ database: handle, provider: api(), cooldownMs: 0 });
    expect((await getCachedVideoList(handle, { limit: 4 })).total).toBe(4);
  });

  test.runIf(kind === "postgres")(
    "an owner's change on another instance reaches this instance's list without waiting for a timer",
    async () => {
      await syncVideos({ database: handle, provider: api(), cooldownMs: 0 });
      const other = await openSecondHandle(handle);
      try {
        // The clock stands still, so only the database's notification can make the list read again.
        const clock = vi.spyOn(Date, "now");
        clock.mockReturnValue(Date.now());
        try {
          expect((await getCachedVideoList(handle, { limit: 4 })).videos.map((video) => video.videoId)).toContain("aaaaaaaaaa1");
          const changed = await nextChange(handle);
          expect(await setVideoFlag(other.db, "aaaaaaaaaa1", { isHidden: true })).toBe(true);
          await changed.heard;
          const after = await getCachedVideoList(handle, { limit: 4 });
          expect(after.videos.map((video) => video.videoId)).not.toContain("aaaaaaaaaa1");
          expect(after.total).toBe(3);
        } finally {
          clock.mockRestore();
        }
      } finally {
        await other.close();
      }
    },
  );

  test.runIf(kind === "postgres")("two instances syncing at once make one upstream sync (the lease in app_meta)", async () => {
    const other = await openSecondHandle(handle);
    try {
      const outcomes = await Promise.all([
        ...Array.from({ length: 10 }, () => syncVideos({ database: handle, provider: api(), cooldownMs: COOLDOWN })),
        ...Array.from({ length: 10 }, () => syncVideos({ database: other, provider: api(), cooldownMs: COOLDOWN })),
      ]);
      expect(youtube.requests.filter((r) => r.startsWith("/youtube/v3/channels"))).toHaveLength(1);
      expect(new Set(outcomes.map((outcome) => outcome.status))).toEqual(new Set(["synced", "fresh"]));
    } finally {
      await other.close();
    }
  });
});
