import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadEnv, setProcessEnv } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import { SAMPLE_VIDEO_IDS } from "~/db/sample-data";
import { emailOutbox, eventRegistrations, events, youtubeVideos } from "~/db/schema";
import { seedSampleData } from "~/db/seed.server";
import { mailboxKey } from "~/lib/email-address";
import { action as setupAction, loader as setupLoader } from "~/routes/admin.setup";
import { action as videosAction } from "~/routes/admin.videos";
import { serviceDeps } from "~/services/service-deps.server";
import { launchFindings, removeSampleSessions, sendTestEmail, testNewsletterKey } from "~/services/setup.server";
import { addVideoByLink, deleteSampleVideos } from "~/services/videos.server";
import { callRoute, postForm, routeAnswer } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { startFakeKit } from "../fake-kit";
import { startFakeYoutube } from "../fake-youtube";
import { startTestSmtpServer, type TestSmtpServer } from "../smtp";

const NOW = new Date("2026-11-22T12:00:00Z");
const CHANNEL = "UCabcdefghijklmnopqrstuv";
const OWNER = "jamie@jamie-rivera.dev";

let smtp: TestSmtpServer;
let refusing: TestSmtpServer;
let kit: Awaited<ReturnType<typeof startFakeKit>>;
let youtube: Awaited<ReturnType<typeof startFakeYoutube>>;
beforeAll(async () => {
  [smtp, refusing, kit, youtube] = await Promise.all([
    startTestSmtpServer(),
    startTestSmtpServer({ rejectRecipients: /jamie@/ }),
    startFakeKit({ apiKey: "kit-key", formId: "77" }),
    startFakeYoutube({ channelId: CHANNEL, apiKey: "yt-key" }),
  ]);
  youtube.setVideos([{ id: "dQw4w9WgXcQ", title: "How I plan a week with AI", publishedAt: "2026-11-01T10:00:00Z", views: 1200 }]);
});
afterAll(async () => {
  await Promise.all([smtp.close(), refusing.close(), kit.close(), youtube.close()]);
});

const base = { DATA_DIR: "memory://", SITE_OWNER_EMAIL: OWNER, SITE_URL: "https://jamie-rivera.dev" };

describe.each(testDatabases())("setup on %s", (kind) => {
  let database: DatabaseHandle;
  const deps = (source: Record<string, string> = {}) =>
    serviceDeps({ database, env: loadEnv({ ...base, ...source }), queue: async () => undefined, now: NOW });
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  test("the test e-mail goes through the outbox to the mail server at once, and a refusal is the server's answer", async () => {
    const sent = await sendTestEmail(deps({ SMTP_URL: smtp.url, MAIL_FROM: "Jamie <hello@jamie-rivera.dev>" }), {});
    expect(sent).toMatchObject({ ok: true, value: { to: OWNER } });
    // No wait: the answer came after the server took it.
    expect(smtp.messages.map((message) => message.to)).toContainEqual([OWNER]);
    expect(smtp.messages.at(-1)!.parsed.subject).toBe("Test e-mail from jamie-rivera.dev");
    const [row] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, sent.ok ? sent.value.outboxId : ""));
    expect(row).toMatchObject({ kind: "setup-test", status: "sent", attempts: 1 });

    const refused = await sendTestEmail(deps({ SMTP_URL: refusing.url, MAIL_FROM: "Jamie <hello@jamie-rivera.dev>" }), {});
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The mail server did not take the test e-mail: .*mailbox unavailable/),
    });
    const failed = await database.db.select().from(emailOutbox).where(eq(emailOutbox.status, "failed"));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.lastError).toContain("mailbox unavailable");

    expect(await sendTestEmail(deps(), {})).toMatchObject({ ok: false, message: expect.stringContaining("E-mail is not set up") });
  });

  test("the newsletter key is tried at the provider: a good key and form, a wrong key, an unknown form", async () => {
    const kitEnv = (key: string, form: string) => deps({ KIT_API_KEY: key, KIT_FORM_ID: form, KIT_API_URL: kit.url });
    expect(await testNewsletterKey(kitEnv("kit-key", "77"), {})).toEqual({ ok: true, value: { account: "Jamie's newsletter" } });
    expect(await testNewsletterKey(kitEnv("wrong", "77"), {})).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Kit refused the newsletter key \(.*401.*The access token is invalid\)/),
    });
    expect(await testNewsletterKey(kitEnv("kit-key", "78"), {})).toMatchObject({
      ok: false,
      message: expect.stringContaining("has no form 78"),
    });
    // doctor's probe says the same as a finding.
    const probed = await launchFindings(kitEnv("wrong", "77"), { probe: true });
    expect(probed.ok && probed.value.find((finding) => finding.key === "newsletter-key-refused")).toMatchObject({
      settings: ["KIT_API_KEY", "KIT_FORM_ID"],
      fix: { kind: "test-newsletter-key" },
    });
  });

  test("the sample sessions nobody registered for are removed; one with a registration stays and is named with its count", async () => {
    await database.db.delete(events);
    await database.db.delete(youtubeVideos);
    await database.db.execute("delete from app_meta where key = 'sample_data_seeded'");
    await seedSampleData(database.db, { now: NOW });
    const [registered] = await database.db.select().from(events).where(eq(events.title, "AI Office Hours for Professionals"));
    await database.db
      .insert(eventRegistrations)
      .values({ eventId: registered!.id, email: "ana@example.net", emailKey: mailboxKey("ana@example.net"), name: "Ana" });

    const before = await launchFindings(deps(), { probe: false });
    const fixes = before.ok ? before.value.flatMap((finding) => (finding.fix ? [finding.fix] : [])) : [];
    expect(fixes.filter((fix) => fix.kind === "remove-sample-session")).toHaveLength(3);
    expect(fixes).toContainEqual({ kind: "open-session", sessionId: registered!.id, registrations: 1 });
    expect(fixes).toContainEqual({ kind: "remove-sample-videos", count: 6 });

    expect(await removeSampleSessions(deps(), {})).toEqual({
      ok: true,
      value: { removed: 3, kept: [{ id: registered!.id, title: "AI Office Hours for Professionals", registrations: 1 }] },
    });
    const left = await database.db.select({ id: events.id }).from(events);
    expect(left).toEqual([{ id: registered!.id }]);
    expect(await database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, registered!.id))).toHaveLength(1);

    expect(await deleteSampleVideos(deps(), {})).toEqual({ ok: true, value: { deleted: 6 } });
    expect(
      await database.db
        .select()
        .from(youtubeVideos)
        .where(inArray(youtubeVideos.videoId, [...SAMPLE_VIDEO_IDS])),
    ).toEqual([]);
    const after = await launchFindings(deps(), { probe: false });
    expect(after.ok && after.value.filter((finding) => finding.key.startsWith("sample-")).map((finding) => finding.fix?.kind)).toEqual([
      "open-session",
    ]);
  });

  test("a video is added by its link: YouTube's title through the configured key, the owner's typed title without one", async () => {
    const withKey = deps({ YOUTUBE_API_KEY: "yt-key", YOUTUBE_API_BASE_URL: youtube.apiBaseUrl, YOUTUBE_CHANNEL_ID: CHANNEL });
    const added = await addVideoByLink(withKey, { link: "https://youtu.be/dQw4w9WgXcQ?si=abc" });
    expect(added).toEqual({ ok: true, value: { videoId: "dQw4w9WgXcQ", title: "How I plan a week with AI", source: "youtube-api" } });
    const [row] = await database.db.select().from(youtubeVideos).where(eq(youtubeVideos.videoId, "dQw4w9WgXcQ"));
    expect(row).toMatchObject({ thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg", viewCount: 1200, isActive: true });
    expect(await addVideoByLink(withKey, { link: "youtube.com/watch?v=dQw4w9WgXcQ&t=42s" })).toMatchObject({ ok: false, field: "link" });
    expect(await addVideoByLink(withKey, { link: "https://www.youtube.com/shorts/aaaaaaaaaaa" })).toMatchObject({
      ok: false,
      field: "title",
      message: expect.stringContaining("type its title"),
    });

    const without = deps();
    expect(await addVideoByLink(without, { link: "https://vimeo.com/12345" })).toMatchObject({ ok: false, field: "link" });
    expect(await addVideoByLink(without, { link: "https://m.youtube.com/watch?v=bbbbbbbbbbb" })).toMatchObject({
      ok: false,
      field: "title",
    });
    expect(await addVideoByLink(without, { link: "https://m.youtube.com/watch?v=bbbbbbbbbbb", title: "  My own title " })).toEqual({
      ok: true,
      value: { videoId: "bbbbbbbbbbb", title: "My own title", source: "typed" },
    });
    const [typed] = await database.db.select().from(youtubeVideos).where(eq(youtubeVideos.videoId, "bbbbbbbbbbb"));
    expect(typed).toMatchObject({ title: "My own title", publishedAt: NOW, isHidden: false });
  });

  test("the console's pages: Setup lists the findings in words and runs its fixes; a sync that is off says what to set, in words", async () => {
    setProcessEnv(loadEnv({ ...base, SMTP_URL: smtp.url, MAIL_FROM: "Jamie <hello@jamie-rivera.dev>" }));
    const page = await callRoute(setupLoader, "http://localhost/admin/setup", { database });
    expect(page.testEmailTo).toBe(OWNER);
    expect(page.canTestNewsletterKey).toBe(false);
    // No setting's name and no command reaches the page.
    for (const finding of page.findings) expect(finding.text).not.toMatch(/[A-Z]{2,}_[A-Z_]+|npm /);
    const mailed = smtp.messages.length;
    const answer = await routeAnswer(setupAction, postForm("/admin/setup", { intent: "test-email" }), { database });
    expect(answer).toMatchObject({ status: 200, result: { ok: true, message: expect.stringContaining(`test e-mail for ${OWNER}`) } });
    expect(smtp.messages.length).toBe(mailed + 1);
    expect((await routeAnswer(setupAction, postForm("/admin/setup", { intent: "frob" }), { database })).status).toBe(400);

    const sync = await routeAnswer(videosAction, postForm("/admin/videos", { intent: "sync" }), { database });
    expect(sync.status).toBe(409);
    expect(sync.result.message).toMatch(/^Video sync is not configured: whoever hosts the site sets your YouTube channel's id/);
    expect(sync.result.message).not.toMatch(/YOUTUBE_/);
    const bad = await routeAnswer(videosAction, postForm("/admin/videos", { intent: "add", link: "not a link", title: "" }), { database });
    expect(bad).toMatchObject({ status: 400, result: { ok: false, field: "link", values: { link: "not a link" } } });
  });
});
