import { startFakeYoutube } from "../fake-youtube";
import { startTestSmtpServer, type TestSmtpServer } from "../smtp";
import { startConsoleServer } from "./console-server";
import { expectAccessibleAtBothWidths, expect, test } from "./fixtures";

// The Setup page and the Videos page as a new owner meets them: sample sessions and videos, e-mail
// set up against a local SMTP sink, and adding a video by its link with and without YouTube.

const OWNER = "jamie@jamie-rivera.test";
const CHANNEL = "UCabcdefghijklmnopqrstuv";

test.describe("without a YouTube key", () => {
  // Sync answers 409 (not configured) and an add without a title 400: both are the page's answer, shown in words.
  test.use({ consoleAllow: [/status of (409|400)/] });
  let smtp: TestSmtpServer;
  let site: Awaited<ReturnType<typeof startConsoleServer>>;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    smtp = await startTestSmtpServer();
    site = await startConsoleServer({ SMTP_URL: smtp.url, MAIL_FROM: "Jamie <hello@jamie-rivera.test>", SITE_OWNER_EMAIL: OWNER });
  });
  test.afterAll(async () => {
    await site?.stop();
    await smtp?.close();
  });

  test("Setup lists the findings in words, sends a test e-mail to the owner and removes the samples", async ({ page }) => {
    // A login link from the command line, then axe at two widths, twice: longer than the default.
    test.setTimeout(240_000);
    await site.signInWithLink(page);
    // The overview points to Setup while anything is left.
    await page.getByRole("link", { name: "Open Setup" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Setup" })).toBeVisible();
    const main = page.locator("body");
    await expect(main).toContainText('The session "Build a Meeting-Notes Agent, Live" shows 37 seats taken but has no registrations');
    await expect(main).toContainText("6 sample videos are on the resource hub");
    await expect(main).toContainText("There is no photo of you");
    // Words, not the configuration's names or commands.
    expect(await main.innerText()).not.toMatch(/[A-Z]{2,}_[A-Z_]+|npm run/);
    await expectAccessibleAtBothWidths(page);

    await page.getByRole("button", { name: `Send a test e-mail to ${OWNER}` }).click();
    await expect(page.getByRole("status")).toContainText(`The mail server took the test e-mail for ${OWNER}`);
    // Already in the sink when the page answered: no waiting for a worker.
    expect(smtp.messages.map((message) => message.to)).toContainEqual([OWNER]);

    await page.getByRole("button", { name: "Remove the 4 sample sessions nobody registered for" }).click();
    await expect(page.getByRole("status")).toContainText("Removed 4 sample sessions.");
    await page.getByRole("button", { name: "Delete the 6 sample videos" }).click();
    await expect(page.getByRole("status")).toContainText("Deleted 6 sample videos.");
    await expect(main).toContainText("None left: every session and video on the site is yours.");
    await expectAccessibleAtBothWidths(page);
    await page.goto(`${site.base}/events`);
    await expect(page.getByText("Build a Meeting-Notes Agent, Live")).toHaveCount(0);
  });

  test("a video is added by its link with a typed title; sync says what to set, in words", async ({ page }) => {
    // A login link from the command line, then axe at two widths, twice: longer than the default.
    test.setTimeout(240_000);
    await site.signInWithLink(page);
    await page.goto(`${site.base}/admin/videos`);
    await page.getByRole("button", { name: "Sync now" }).click();
    await expect(page.getByRole("alert").first()).toContainText(
      "Video sync is not configured: whoever hosts the site sets your YouTube channel's id",
    );
    await page.getByLabel("YouTube link").fill("https://youtu.be/dQw4w9WgXcQ");
    await page.getByRole("button", { name: "Add the video" }).click();
    await expect(page.getByText("Type the video's title: the site has no YouTube key to look it up.")).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await page.getByLabel("Title (optional)").fill("How I plan a week with AI");
    await page.getByRole("button", { name: "Add the video" }).click();
    await expect(page.getByRole("status")).toContainText('Added "How I plan a week with AI" with the title you typed');
    await expect(page.getByRole("cell", { name: "How I plan a week with AI", exact: true })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  });
});

test.describe("with a YouTube key", () => {
  let youtube: Awaited<ReturnType<typeof startFakeYoutube>>;
  let site: Awaited<ReturnType<typeof startConsoleServer>>;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    youtube = await startFakeYoutube({ channelId: CHANNEL, apiKey: "yt-key" });
    youtube.setVideos([{ id: "aBcDeFgHiJk", title: "Five prompts for your Monday", publishedAt: "2026-11-01T10:00:00Z" }]);
    site = await startConsoleServer({ YOUTUBE_API_KEY: "yt-key", YOUTUBE_API_BASE_URL: youtube.apiBaseUrl, VIDEO_SYNC_CRON: "off" });
  });
  test.afterAll(async () => {
    await site?.stop();
    await youtube?.close();
  });

  test("a video added by its link takes YouTube's title", async ({ page }) => {
    // A login link from the command line, then axe at two widths, twice: longer than the default.
    test.setTimeout(240_000);
    await site.signInWithLink(page);
    await page.goto(`${site.base}/admin/videos`);
    await page.getByLabel("YouTube link").fill("https://www.youtube.com/shorts/aBcDeFgHiJk");
    await page.getByRole("button", { name: "Add the video" }).click();
    await expect(page.getByRole("status")).toContainText(`Added "Five prompts for your Monday" with YouTube's title and picture`);
    await expect(page.getByRole("cell", { name: "Five prompts for your Monday", exact: true })).toBeVisible();
    expect(youtube.requests.some((request) => request.startsWith("/youtube/v3/videos?") && request.includes("id=aBcDeFgHiJk"))).toBe(true);
    // One press deletes the samples, and the page says how many there were.
    await page.getByRole("button", { name: "Delete the 6 sample videos" }).click();
    await expect(page.getByRole("status")).toContainText("Deleted 6 sample videos.");
    await expect(page.getByRole("cell", { name: "Five prompts for your Monday", exact: true })).toBeVisible();
  });
});
