import { eq } from "drizzle-orm";
import { describe, expect, onTestFinished, test } from "vitest";
import { seedSampleData } from "~/db/seed.server";
import { appMeta, EVENT_CATEGORIES, events, youtubeVideos } from "~/db/schema";
import { createTestDatabase, testDatabases } from "../db";

const now = new Date("2026-03-10T18:30:00Z");

describe.each(testDatabases())("sample data on %s", (kind) => {
  test("seeds upcoming events and videos once", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());

    expect(await seedSampleData(handle.db, { now })).toEqual({ seeded: true });
    expect(await seedSampleData(handle.db, { now })).toEqual({ seeded: false });

    const seededEvents = await handle.db.select().from(events);
    const videos = await handle.db.select().from(youtubeVideos);
    expect(seededEvents).toHaveLength(4);
    expect(videos).toHaveLength(6);
    for (const event of seededEvents) {
      expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${event.date}T00:00:00Z`).getTime()).toBeGreaterThan(now.getTime());
    }
    expect(new Set(seededEvents.map((event) => event.category))).toEqual(new Set(EVENT_CATEGORIES));
    expect(seededEvents.some((event) => event.maxAttendees === null)).toBe(true);
    expect(seededEvents.some((event) => event.time === "Time TBA")).toBe(true);
    for (const video of videos) {
      expect(video.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(video.thumbnailUrl).toBe(`https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`);
      expect(video.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
      expect(video.publishedAt.getTime()).toBeLessThan(now.getTime());
    }
    const views = videos.map((video) => video.viewCount);
    expect(Math.min(...views)).toBeLessThan(1_000);
    expect(Math.max(...views)).toBeGreaterThan(1_000_000);
    expect(videos.some((video) => video.isFeatured)).toBe(true);
  });

  test("seeds once when two processes start together", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());

    const results = await Promise.all([seedSampleData(handle.db, { now }), seedSampleData(handle.db, { now })]);

    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    expect(await handle.db.select().from(events)).toHaveLength(4);
  });

  test("does not bring deleted samples back", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    await seedSampleData(handle.db, { now });

    await handle.db.delete(events);
    await handle.db.delete(youtubeVideos);

    expect(await seedSampleData(handle.db, { now })).toEqual({ seeded: false });
    expect(await handle.db.select().from(events)).toEqual([]);
  });

  test("leaves a database with real content alone", async () => {
    const handle = await createTestDatabase(kind);
    onTestFinished(() => handle.close());
    await handle.db.insert(events).values({
      title: "Launch Q&A",
      date: "March 20, 2026",
      time: "9:00 AM",
      category: "Community",
      description: "Questions about the new course.",
    });

    expect(await seedSampleData(handle.db, { now })).toEqual({ seeded: false });

    expect(await handle.db.select().from(events)).toHaveLength(1);
    expect(await handle.db.select().from(youtubeVideos)).toEqual([]);
    expect(await handle.db.select().from(appMeta).where(eq(appMeta.key, "sample_data_seeded"))).toEqual([]);
  });
});
