import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { appMeta, youtubeVideos } from "~/db/schema";
import { syncAnswer } from "~/features/videos/video-sync-action.server";
import { action, loader } from "~/routes/resources";
import { callRoute, freshAddress, postForm, routeAnswer } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { startFakeYoutube } from "../fake-youtube";

const CHANNEL = "UCabcdefghijklmnopqrstuv";

// The route's action reads the process's configuration once: a channel on the fake YouTube's feed.
let youtube: Awaited<ReturnType<typeof startFakeYoutube>>;
beforeAll(async () => {
  youtube = await startFakeYoutube({ channelId: CHANNEL });
  Object.assign(process.env, {
    YOUTUBE_CHANNEL_ID: CHANNEL,
    YOUTUBE_FEED_BASE_URL: youtube.feedBaseUrl,
    VIDEO_SYNC_COOLDOWN_MINUTES: "10",
    VIDEO_SYNC_RATE_LIMIT_PER_MINUTE: "3",
  });
});
afterAll(() => youtube?.close());

describe.each(testDatabases())("the hub's Sync Videos action on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(youtubeVideos);
    await handle.db.delete(appMeta).where(sql`${appMeta.key} like 'video_sync.%'`);
    youtube.setMode("ok");
    youtube.setVideos([
      { id: "ccccccccc01", title: "First", publishedAt: "2026-11-01T10:00:00Z", views: 1_500 },
      { id: "ccccccccc02", title: "Second", publishedAt: "2026-11-02T10:00:00Z", views: 20 },
    ]);
    youtube.requests.length = 0;
  });

  async function post(fields: Record<string, string> = { intent: "sync-videos" }, address?: string) {
    return routeAnswer(action, postForm("/resources", fields), { database: handle, address });
  }

  test("50 concurrent clicks cause exactly one upstream sync, and all of them hear it succeeded", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => post()));
    expect(youtube.requests).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 && answer.result.ok)).toBe(true);
    expect(answers[0]!.result.message).toBe("YouTube videos synced successfully! 2 videos are up to date.");
    // The page's next read shows them at once: the sync cleared the 5-minute cache.
    const page = await callRoute(loader, "http://localhost/resources", { database: handle });
    expect(page.videos).toMatchObject({ status: "ok", total: 2 });
  });

  test("within the cooldown a click is answered 'Videos are already up to date.' without asking YouTube", async () => {
    await post();
    youtube.requests.length = 0;
    const again = await post();
    expect(again).toMatchObject({ status: 200, result: { ok: true, message: "Videos are already up to date." } });
    expect(youtube.requests).toEqual([]);
  });

  test("an upstream failure answers the failure toast's message and changes nothing", async () => {
    youtube.setMode("error");
    const answer = await post();
    expect(answer).toMatchObject({ status: 502, result: { ok: false, message: "Failed to sync YouTube videos. Please try again." } });
    expect(await handle.db.select().from(youtubeVideos)).toEqual([]);
  });

  test("a visitor gets 429 with Retry-After past the per-minute limit", async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await post(undefined, address)).status).toBe(200);
    const limited = await post(undefined, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.result.message).toMatch(/Too many sync requests/);
  });

  test("a filled honeypot is thanked without a sync; a form that is not the sync form gets 400", async () => {
    expect(await post({ intent: "sync-videos", website: "http://spam.example" })).toMatchObject({ status: 200, result: { ok: true } });
    expect(youtube.requests).toEqual([]);
    expect(await post({ intent: "delete-everything" })).toMatchObject({ status: 400, result: { ok: false } });
    expect(youtube.requests).toEqual([]);
  });
});

test("each outcome has its answer: success, up to date, not configured (with when to ask again), failure", () => {
  expect(syncAnswer({ status: "synced", provider: "youtube-api", upserted: 1, deactivated: 0 })).toEqual({
    init: { status: 200 },
    result: { ok: true, message: "YouTube videos synced successfully! 1 video is up to date." },
  });
  expect(syncAnswer({ status: "fresh" }).result).toEqual({ ok: true, message: "Videos are already up to date." });
  expect(syncAnswer({ status: "not-configured" })).toEqual({
    init: { status: 503, headers: { "Retry-After": "3600" } },
    result: { ok: false, message: "Video sync is not configured." },
  });
  expect(syncAnswer({ status: "failed", error: "x" })).toEqual({
    init: { status: 502 },
    result: { ok: false, message: "Failed to sync YouTube videos. Please try again." },
  });
});
