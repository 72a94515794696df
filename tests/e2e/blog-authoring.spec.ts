import type { Browser, Page } from "@playwright/test";
import { expectAccessibleAtBothWidths, expect, test } from "./fixtures";
import { startConsoleServer, type ConsoleServer } from "./console-server";

// The owner writes the blog in the console (decision 067), on a server of this spec's own: a post
// written, previewed and published, found on /blog, in the feed and the sitemap; one scheduled a
// minute ahead that goes out by itself; an address changed and the old one following; autosave
// through a network that fails and comes back; two tabs on one post; revisions; the editor
// without JavaScript; the private preview link.

let server: ConsoleServer;
let base: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsoleServer();
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
});

const COVER = "/images/blog/three-waves-ai-transformation.svg";

/** Starts a draft from the list and lands in its editor; answers the editor's address. */
async function startDraft(page: Page, title: string): Promise<string> {
  await page.goto(`${base}/admin/posts`);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Start the draft" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return page.url();
}

/** The body's editor once CodeMirror has taken over from the text area. */
const body = (page: Page) => page.getByRole("textbox", { name: "Body" }).and(page.locator(".cm-content"));
const saveState = (page: Page) => page.locator("[data-save-state]");

/** Fills what publishing needs besides the title and the body. */
async function fillForPublishing(page: Page, { excerpt }: { excerpt: string }) {
  await page.getByLabel("Excerpt").fill(excerpt);
  await page.getByLabel("Cover image", { exact: true }).fill(COVER);
  await page.getByLabel("Cover image's alt text").fill("Three layered waves");
}

async function typeBody(page: Page, text: string) {
  await body(page).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText(text);
}

async function signedInPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await server.signInWithLink(page);
  return page;
}

test("a post is written, previewed, saved as it is typed and published: on /blog, in the feed and the sitemap", async ({ page }) => {
  test.setTimeout(120_000);
  await server.signInWithLink(page);
  await startDraft(page, "Prompts that survive a reorg");
  await fillForPublishing(page, { excerpt: "How to keep your best prompts working when the team changes." });
  await typeBody(
    page,
    "## Keep a library\n\nWrite **every** prompt down, with the context it needs.\n\n- One file per task\n- A date on each",
  );
  // The preview is drawn by the public page's renderer.
  const preview = page.getByRole("region", { name: "Preview of the body" });
  await expect(preview.getByRole("heading", { level: 2, name: "Keep a library" })).toBeVisible();
  await expect(preview.locator("strong", { hasText: "every" })).toBeVisible();
  await expect(page.getByText(/\d+ words · 1 min read/)).toBeVisible();
  await expect(saveState(page)).toHaveText("All changes saved.", { timeout: 15_000 });
  await expectAccessibleAtBothWidths(page);

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Published: it is on the blog at /blog/prompts-that-survive-a-reorg" }),
  ).toBeVisible();

  await page.goto(`${base}/blog`);
  await expect(page.getByRole("link", { name: /Prompts that survive a reorg/ }).first()).toBeVisible();
  await page.goto(`${base}/blog/prompts-that-survive-a-reorg`);
  await expect(page.getByRole("heading", { level: 1, name: "Prompts that survive a reorg" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Keep a library" })).toBeVisible();
  const feed = await (await fetch(`${base}/blog/rss.xml`)).text();
  expect(feed).toContain(`<link>${base}/blog/prompts-that-survive-a-reorg</link>`);
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${base}/blog/prompts-that-survive-a-reorg</loc>`);
  // The list of posts says each one's state.
  await page.goto(`${base}/admin/posts`);
  await expect(page.getByRole("row", { name: /Prompts that survive a reorg.*Published/ })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});

test("a published post's new address answers, and the old one sends readers there with a 301", async ({ page }) => {
  await server.signInWithLink(page);
  await page.goto(`${base}/admin/posts`);
  await page.getByRole("link", { name: "Prompts that survive a reorg" }).click();
  await page.getByLabel("Address").fill("prompts-for-any-reorg");
  // A published post's changes go out when the owner says so.
  await expect(saveState(page)).toHaveText(/press Update the post/);
  await page.getByRole("button", { name: "Update the post" }).click();
  await expect(saveState(page)).toHaveText("All changes saved.");

  const old = await fetch(`${base}/blog/prompts-that-survive-a-reorg`, { redirect: "manual" });
  expect(old.status).toBe(301);
  expect(new URL(old.headers.get("location")!, base).pathname).toBe("/blog/prompts-for-any-reorg");
  await page.goto(`${base}/blog/prompts-that-survive-a-reorg`);
  await expect(page).toHaveURL(`${base}/blog/prompts-for-any-reorg`);
  await expect(page.getByRole("heading", { level: 1, name: "Prompts that survive a reorg" })).toBeVisible();
});

test("a post scheduled a minute ahead goes out by itself", async ({ page }) => {
  test.setTimeout(240_000);
  await server.signInWithLink(page);
  await startDraft(page, "Scheduled for a minute from now");
  await fillForPublishing(page, { excerpt: "This one publishes itself." });
  await typeBody(page, "It went out on its own.");
  await expect(saveState(page)).toHaveText("All changes saved.", { timeout: 15_000 });
  // The owner's wall clock (America/Los_Angeles unless set), a minute ahead, as the date picker takes it.
  const inAMinute = new Date(Date.now() + 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Los_Angeles",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(inAMinute)
      .map((part) => [part.type, part.value]),
  );
  await page.getByLabel(/Publish at/).fill(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Scheduled: it goes out/ })).toBeVisible();
  expect((await fetch(`${base}/blog/scheduled-for-a-minute-from-now`, { redirect: "manual" })).status).toBe(302);

  await expect
    .poll(async () => (await fetch(`${base}/blog/scheduled-for-a-minute-from-now`, { redirect: "manual" })).status, {
      timeout: 180_000,
      intervals: [2_000],
    })
    .toBe(200);
  await page.reload();
  await expect(page.getByText("Published at")).toBeVisible();
});

test.describe("offline", () => {
  // The saves this test cuts off are logged by the browser as failed loads.
  test.use({ consoleAllow: [/ERR_INTERNET_DISCONNECTED/] });

  test("autosave through a network that fails and comes back loses no word", async ({ page }) => {
    test.setTimeout(90_000);
    await server.signInWithLink(page);
    const editor = await startDraft(page, "Written on a train");
    await page.route("**/admin/posts/*/save", (route) => route.abort("internetdisconnected"));
    await typeBody(page, "First words, typed in a tunnel.");
    await expect(saveState(page)).toContainText("Not saved", { timeout: 15_000 });
    await expect(saveState(page)).toContainText("Your text is kept in this browser");
    await page.unroute("**/admin/posts/*/save");
    await expect(saveState(page)).toHaveText("All changes saved.", { timeout: 45_000 });
    await page.goto(editor);
    await expect(body(page)).toContainText("First words, typed in a tunnel.");

    // Closing the tab with text not yet saved asks first.
    await page.route("**/admin/posts/*/save", (route) => route.abort("internetdisconnected"));
    await typeBody(page, " More words.");
    const dialog = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const asked = await dialog;
    expect(asked.type()).toBe("beforeunload");
    // Leaving anyway closes the tab; the words are still in this browser's storage.
    await asked.accept();
    await expect.poll(() => page.isClosed()).toBe(true);
  });
});

test("two tabs on one post: the second save is told, and keeps its text", async ({ browser }) => {
  test.setTimeout(90_000);
  const first = await signedInPage(browser);
  const editor = await startDraft(first, "Two tabs");
  const second = await browser.newPage();
  await second.context().addCookies(await first.context().cookies());
  await second.goto(editor);

  await typeBody(first, "The first tab's words.");
  await expect(saveState(first)).toHaveText("All changes saved.", { timeout: 15_000 });
  await typeBody(second, "The second tab's words.");
  const alert = second.getByRole("alert").filter({ hasText: "This post was saved elsewhere" });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(body(second)).toContainText("The second tab's words.");
  // The owner keeps theirs: saved over the other tab's, which stays a revision.
  await alert.getByRole("button", { name: "Save mine over it" }).click();
  await expect(saveState(second)).toHaveText("All changes saved.");
  await second.goto(editor);
  await expect(body(second)).toContainText("The second tab's words.");
  await expect(second.getByText(/Revision 3/)).toBeVisible();
  await first.close();
  await second.close();
});

test("a revision is compared with the post and brought back", async ({ page }) => {
  await server.signInWithLink(page);
  const editor = await startDraft(page, "Revisions");
  await typeBody(page, "The first version.");
  await expect(saveState(page)).toHaveText("All changes saved.", { timeout: 15_000 });
  await page.getByLabel("Title", { exact: true }).fill("Revisions, renamed");
  await expect(saveState(page)).toHaveText("All changes saved.", { timeout: 15_000 });
  await page.goto(editor);
  await page.getByRole("link", { name: "Compare revision 2" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Revision 2 of/ })).toBeVisible();
  await expect(page.locator("del", { hasText: ", renamed" })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole("button", { name: "Bring revision 2 back" }).click();
  await expect(page).toHaveURL(editor);
  // The editor has replaced the comparison (whose panels are named after the fields too) before its title is read.
  await expect(page.getByRole("heading", { level: 1, name: "Revisions" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Revisions");
});

test("the editor works without JavaScript, and a private preview link shows the draft to whoever holds it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(await server.loginLink());
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.goto(`${base}/admin/posts`);
  await page.getByLabel("Title", { exact: true }).fill("No script needed");
  await page.getByRole("button", { name: "Start the draft" }).click();
  await page.getByLabel("Body", { exact: true }).fill("Typed into a plain text area.");
  await page.getByRole("button", { name: "Save now" }).click();
  await expect(page.getByText("Saved (revision 2).")).toBeVisible();
  await expect(page.getByLabel("Body", { exact: true })).toHaveValue("Typed into a plain text area.");

  await page.getByRole("button", { name: "Make a private preview link" }).click();
  const link = await page.getByLabel("Private preview link").inputValue();
  expect(link).toMatch(/\/blog\/preview\//);
  const response = await fetch(link);
  expect(response.status).toBe(200);
  expect(response.headers.get("x-robots-tag")).toContain("noindex");
  expect(response.headers.get("cache-control")).toContain("no-store");
  expect(await response.text()).toContain("Typed into a plain text area.");
  // A forged link opens nothing.
  expect((await fetch(link.replace(/.$/, (last) => (last === "A" ? "B" : "A")))).status).toBe(404);
  // The draft is on no public page.
  expect((await fetch(`${base}/blog/no-script-needed`, { redirect: "manual" })).status).toBe(302);

  // Deleting asks first, and then the draft is gone with its revisions.
  await page.getByRole("button", { name: "Delete the post" }).click();
  await expect(page.getByRole("heading", { name: "Delete “No script needed”?" })).toBeVisible();
  await page.getByRole("button", { name: "Delete the post for good" }).click();
  await expect(page).toHaveURL(`${base}/admin/posts`);
  await expect(page.getByRole("link", { name: "No script needed" })).toHaveCount(0);
  await context.close();
});

test.describe("pictures", () => {
  // The file that is no picture is refused with a 422, which the browser logs.
  test.use({ consoleAllow: [/status of 422/] });

  test("pictures: a cover picked, one pasted and one dropped into the body, each on the public page in its sizes", async ({ page }) => {
    test.setTimeout(120_000);
    await server.signInWithLink(page);
    await startDraft(page, "Pictures in a post");
    await page.getByLabel("Excerpt").fill("A post with pictures of its own.");
    await page.getByLabel("Cover image's alt text").fill("An orange square");
    await page
      .getByLabel("Upload a cover picture")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await picture(page, "#e8590c") });
    await expect(page.getByLabel("Cover image", { exact: true })).toHaveValue(/^\/media\/[0-9a-f]{64}\.png$/, { timeout: 30_000 });

    await typeBody(page, "Two pictures follow.\n");
    // A picture pasted into the body, as a screenshot tool's copy arrives.
    await pastePicture(page, "paste", await picture(page, "#1971c2"));
    await expect(body(page)).toContainText(/!\[Describe the picture\]\(\/media\/[0-9a-f]{64}\.png\)/, { timeout: 30_000 });
    await page.keyboard.insertText("A blue square");
    await pastePicture(page, "drop", await picture(page, "#2f9e44"));
    await expect(body(page)).toContainText(/A blue square[\s\S]*!\[Describe the picture\]\(\/media\/[0-9a-f]{64}\.png\)/, {
      timeout: 30_000,
    });
    await page.keyboard.insertText("A green square");
    // A file that is no picture is refused with the reason.
    await page
      .getByLabel("Add a picture to the body")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just words") });
    await expect(page.getByRole("alert").filter({ hasText: "notes.png:" })).toBeVisible({ timeout: 30_000 });

    await expect(saveState(page)).toHaveText("All changes saved.", { timeout: 20_000 });
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

    await page.goto(`${base}/blog/pictures-in-a-post`);
    for (const alt of ["A blue square", "A green square"]) {
      const image = page.getByRole("img", { name: alt });
      await expect(image).toBeVisible();
      expect(await image.getAttribute("srcset")).toMatch(/\/media\/[0-9a-f]{64}-\d+\.webp \d+w/);
      expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    const cover = page.getByRole("img", { name: "An orange square" });
    await expect(cover).toBeVisible();
    const media = await fetch(`${base}${await cover.getAttribute("src")}`);
    expect(media.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

/** A plain square picture in a colour, made by the browser's canvas: a PNG's bytes. */
async function picture(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement("canvas");
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext("2d")!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 800, 600);
    return canvas.toDataURL("image/png").split(",")[1]!;
  }, colour);
  return Buffer.from(base64, "base64");
}

/** Pastes or drops a picture into the body's editor, as the browser hands over a file from the clipboard or a drag. */
async function pastePicture(page: Page, how: "paste" | "drop", bytes: Buffer) {
  await page.locator(".cm-content").evaluate(
    (element, { how, data }) => {
      const file = new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], `${how}.png`, { type: "image/png" });
      const transfer = new DataTransfer();
      transfer.items.add(file);
      const box = element.getBoundingClientRect();
      const event =
        how === "paste"
          ? new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true })
          : new DragEvent("drop", {
              dataTransfer: transfer,
              bubbles: true,
              cancelable: true,
              clientX: box.left + 5,
              clientY: box.bottom - 5,
            });
      element.dispatchEvent(event);
    },
    { how, data: bytes.toString("base64") },
  );
}
