import type { Page } from "@playwright/test";
import { axeViolations, expect, isolate, test } from "./fixtures";
import { openMiniApp, recordedToasts, recordToasts } from "./mini-apps";

// One server answers the whole run and the finder counts submissions per address: in order.
test.describe.configure({ mode: "serial" });

const PROFILE = "https://www.linkedin.com/in/jane-doe-product-manager";

/** window.open is recorded instead of opening ChatGPT or Lovable; the clipboard is allowed. */
async function prepare(page: Page) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(process.env.E2E_BASE_URL!).origin });
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { __opened: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}

/** A toast by its text: the dialog may show the same words in its own status area. */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

/** Records every text the status line shows, however briefly. */
async function recordStatus(page: Page) {
  await page.evaluate(() => {
    const texts: string[] = [];
    Object.assign(window, { __statusTexts: texts });
    const target = document.querySelector("[role=dialog] [data-slot=finder-status]")!;
    const note = () => {
      const text = target.textContent?.trim() ?? "";
      if (text && texts.at(-1) !== text) texts.push(text);
    };
    new MutationObserver(note).observe(target, { childList: true, subtree: true, characterData: true });
  });
}

const openFinder = (page: Page) => openMiniApp(page, "Find My Use Cases", "AI Use Case Finder");

/** Opens the GPT-5 analyzer from /mini-apps and sends it PROFILE; answers its dialog. */
async function analyzeWithGpt5(page: Page) {
  const dialog = await openMiniApp(page, "Try GPT-5 Version", "AI Use Case Finder (GPT-5)");
  await dialog.getByRole("textbox", { name: "LinkedIn Profile URL" }).fill(PROFILE);
  await dialog.getByRole("button", { name: "Analyze My Profile" }).click();
  return dialog;
}

const toggleOf = (section: ReturnType<Page["locator"]>) => section.locator("button[aria-expanded]");

const card = (scope: Page | ReturnType<Page["getByRole"]>, type: "prompt" | "vibeCode" | "agent", n = 0) =>
  scope.locator(`[data-slot=section-card][data-type=${type}]`).nth(n);

test("the finder checks the link with the site's messages before sending anything", async ({ page }) => {
  await prepare(page);
  const dialog = await openFinder(page);
  const field = dialog.getByRole("textbox", { name: "LinkedIn Profile URL" });
  const submit = dialog.getByRole("button", { name: "Find My Use Cases" });
  await submit.click();
  await expect(dialog.getByText("LinkedIn URL is required")).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill("not a link");
  await submit.click();
  await expect(dialog.getByText("Please enter a valid URL")).toBeVisible();
  await field.fill("https://example.com/in/jane");
  await submit.click();
  await expect(dialog.getByText("Please enter a valid LinkedIn profile URL (should contain 'linkedin.com/in/')")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
});

test("the finder follows a request to completed, with section cards that expand and get-started buttons", async ({ page }) => {
  await prepare(page);
  const dialog = await openFinder(page);
  await recordStatus(page);
  await dialog.getByRole("textbox", { name: "LinkedIn Profile URL" }).fill(PROFILE);
  await dialog.getByRole("button", { name: "Find My Use Cases" }).click();

  await expect(dialog.getByRole("status")).toHaveText("Analysis complete!", { timeout: 20_000 });
  const texts = await page.evaluate(() => (window as unknown as { __statusTexts: string[] }).__statusTexts);
  expect(texts).toEqual([
    "Request submitted successfully...",
    "Analyzing your LinkedIn profile and generating personalized AI use cases...",
    "Analysis complete!",
  ]);
  const cards = dialog.locator("[data-slot=section-card]");
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(toast(page, `Found ${count} personalized AI use cases for you.`)).toBeVisible();
  await expect(dialog.getByText(/^Here is where AI can take work off your plate/)).toBeVisible();
  await expect(dialog.getByText(/^Pick one use case and try it this week/)).toBeVisible();
  await expect(card(dialog, "prompt").getByText("Prompt to Try")).toBeVisible();
  await expect(card(dialog, "vibeCode").getByText("Vibe Code Idea")).toBeVisible();
  await expect(card(dialog, "agent").getByText("Simple Agent")).toBeVisible();
  await expect(cards.first().getByText("1", { exact: true })).toBeVisible();

  // Expand and collapse, by mouse and by keyboard.
  const prompt = card(dialog, "prompt");
  const toggle = toggleOf(prompt);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toContainText("Click to expand details");
  // Said once, on the first card, not under every one.
  await expect(dialog.getByText("Click to expand details")).toHaveCount(1);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toContainText("Click to collapse");
  await expect(prompt.getByRole("heading", { name: "Prompt", exact: true })).toBeVisible();
  await toggle.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(prompt.getByRole("heading", { name: "Prompt", exact: true })).toBeHidden();
  await toggle.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");

  // 'Open ChatGPT' copies the prompt, opens the chat site in a new tab and says so.
  await prompt.getByRole("button", { name: "Copy Prompt" }).click();
  await expect(toast(page, "Copied!")).toBeVisible();
  await prompt.getByRole("button", { name: "Open ChatGPT" }).click();
  await expect(toast(page, "Opening ChatGPT")).toBeVisible();
  expect(await opened(page)).toEqual(["https://chatgpt.com/"]);
  const promptText = (await prompt.locator("p.whitespace-pre-wrap").first().textContent())!.trim();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(promptText);
  await expect(prompt.getByText("Started")).toBeVisible();

  // The results end as every mini app's do: Start Over back to the form, then Close.
  const footer = dialog.locator("[data-slot=dialog-footer]");
  await expect(footer.getByRole("button")).toHaveText(["Start Over", "Close"]);
  await footer.getByRole("button", { name: "Start Over" }).click();
  await expect(dialog.getByRole("textbox", { name: "LinkedIn Profile URL" })).toHaveValue(PROFILE);
  await expect(dialog.locator("[data-slot=section-card]")).toHaveCount(0);

  // Close resets to idle.
  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Find My Use Cases" }).click();
  await expect(
    page.getByRole("dialog", { name: "AI Use Case Finder" }).getByRole("textbox", { name: "LinkedIn Profile URL" }),
  ).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText("");
});

test("the guide lock: build ideas and agents unlock together, on every card and in every tab", async ({ page }) => {
  // Two tabs, two analyses and an axe pass: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await prepare(page);
  const dialog = await openFinder(page);
  await dialog.getByRole("textbox", { name: "LinkedIn Profile URL" }).fill(PROFILE);
  await dialog.getByRole("button", { name: "Find My Use Cases" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Analysis complete!", { timeout: 20_000 });

  const build = card(dialog, "vibeCode");
  const agent = card(dialog, "agent");
  await build.locator("button[aria-expanded]").click();
  await agent.locator("button[aria-expanded]").click();
  for (const locked of [build, agent]) {
    await expect(locked.getByRole("button", { name: "Get the full guide ($5)" })).toBeVisible();
    await expect(locked.getByText("In the full implementation guide")).toBeVisible();
    await expect(locked.getByRole("heading", { name: "Benefits" })).toBeVisible();
    await expect(locked.getByRole("heading", { name: "Steps" })).toHaveCount(0);
  }
  await expect(build.getByRole("button", { name: "Start in Lovable" })).toHaveCount(0);
  // Prompts are always whole.
  await card(dialog, "prompt").locator("button[aria-expanded]").click();
  await expect(card(dialog, "prompt").getByRole("button", { name: "Get the full guide ($5)" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // A second tab of the same browser, with its own results (the GPT-5 dialog) and a locked card.
  const second = await page.context().newPage();
  await isolate(second);
  const other = await analyzeWithGpt5(second);
  const otherBuild = card(other, "vibeCode");
  await otherBuild.locator("button[aria-expanded]").click();
  await expect(otherBuild.getByRole("button", { name: "Get the full guide ($5)" })).toBeVisible();

  // No checkout configured: the button unlocks at once.
  await page.bringToFront();
  await build.getByRole("button", { name: "Get the full guide ($5)" }).click();
  await expect(toast(page, "Guide unlocked for testing")).toBeVisible();
  await expect(build.getByRole("button", { name: "Start in Lovable" })).toBeVisible();
  await expect(build.getByRole("heading", { name: "Build instructions" })).toBeVisible();
  await expect(agent.getByRole("link", { name: /Open Relay\.app/ })).toBeVisible();
  await expect(agent.getByRole("button", { name: "Get the full guide ($5)" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("relay_full_guide_unlocked"))).toBe("true");
  await expect(otherBuild.getByRole("button", { name: "Start in Lovable" })).toBeVisible();
  await expect(otherBuild.getByRole("button", { name: "Get the full guide ($5)" })).toHaveCount(0);
  await second.close();
  expect(await axeViolations(page)).toEqual([]);

  // The other two get-started buttons.
  await build.getByRole("button", { name: "Start in Lovable" }).click();
  await expect(toast(page, "Opening Lovable")).toBeVisible();
  expect(await opened(page)).toEqual(["https://lovable.dev/"]);
  const relay = agent.getByRole("link", { name: /Open Relay\.app/ });
  await expect(relay).toHaveAttribute("href", "https://www.relay.app/");
  await expect(relay).toHaveAttribute("target", "_blank");
  await expect(build.getByText("Started")).toBeVisible();
  // 'Started' is remembered in this browser, by the section's kind and title.
  const remembered = await page.evaluate(() => localStorage.getItem("relay_started_sections"));
  const buildTitle = (await build.locator("[data-slot=section-title]").textContent())!;
  expect(JSON.parse(remembered!)).toEqual([`vibeCode:${buildTitle}`]);
});

test("the GPT-5 dialog answers in one go with at most two of each kind and a summary toast", async ({ page }) => {
  await prepare(page);
  const dialog = await analyzeWithGpt5(page);
  await expect(dialog.getByRole("status")).toHaveText("Analysis complete!", { timeout: 20_000 });
  const countOf = (type: string) => dialog.locator(`[data-slot=section-card][data-type=${type}]`).count();
  const counts = { prompt: await countOf("prompt"), vibeCode: await countOf("vibeCode"), agent: await countOf("agent") };
  for (const value of Object.values(counts)) expect(value).toBeLessThanOrEqual(2);
  const total = counts.prompt + counts.vibeCode + counts.agent;
  expect(total).toBeGreaterThan(0);
  const word = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  await expect(
    toast(
      page,
      `Showing ${word(total, "idea", "ideas")}: ${word(counts.prompt, "prompt", "prompts")}, ${word(counts.vibeCode, "Lovable build", "Lovable builds")}, ${word(counts.agent, "agent", "agents")}.`,
    ),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Start Over" }).click();
  await expect(dialog.getByRole("textbox", { name: "LinkedIn Profile URL" })).toHaveValue(PROFILE);
});

/** Answers the page's POSTs to `pattern` with `body`, but only when released: a late answer. */
async function answerLate(page: Page, pattern: string | RegExp, body: unknown) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    await gate;
    // The page may have given up on the request already.
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) }).catch(() => undefined);
  });
  return release;
}

test("closing a dialog mid-request resets it; the late answer neither toasts nor starts following", async ({ page }) => {
  await prepare(page);
  const followed: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/use-case-requests\/[^/]+/.test(request.url())) followed.push(request.url());
  });
  const releaseSubmit = await answerLate(page, "**/api/use-case-requests", {
    requestId: "00000000-0000-4000-8000-000000000000",
    userSessionId: "late",
  });
  const dialog = await openFinder(page);
  await recordToasts(page);
  await dialog.getByRole("textbox", { name: "LinkedIn Profile URL" }).fill(PROFILE);
  await dialog.getByRole("button", { name: "Find My Use Cases" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Request submitted successfully...");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  releaseSubmit();

  const releaseAnalysis = await answerLate(page, "**/api/use-case-analysis", {
    introduction: "Late",
    sections: [{ id: "prompt-1", type: "prompt", title: "Late idea", subtitle: "", content: { description: "Too late", benefits: [] } }],
    conclusion: "",
  });
  await page.getByRole("button", { name: "Try GPT-5 Version" }).click();
  const analyzer = page.getByRole("dialog", { name: "AI Use Case Finder (GPT-5)" });
  await analyzer.getByRole("textbox", { name: "LinkedIn Profile URL" }).fill(PROFILE);
  await analyzer.getByRole("button", { name: "Analyze My Profile" }).click();
  await expect(analyzer.getByRole("button", { name: "Analyzing..." })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(analyzer).toBeHidden();
  releaseAnalysis();

  await page.waitForTimeout(1_000);
  expect(await recordedToasts(page)).toEqual([]);
  expect(followed).toEqual([]);
  await page.getByRole("button", { name: "Find My Use Cases" }).click();
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText("");
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "LinkedIn Profile URL" })).toHaveValue("");
});

test.describe("failures", () => {
  // The browser logs the refused submit's 500 itself.
  // One pattern: Playwright would read a two-element array as a fixture tuple.
  test.use({ consoleAllow: [/status of 500|net::ERR_|Failed to load resource/] });

  test("a dropped stream reconnects and reads the row, so the result still arrives", async ({ page }) => {
    await prepare(page);
    let attempts = 0;
    await page.route(/\/api\/use-case-requests\/[^/]+\/events$/, (route) => {
      attempts++;
      return attempts === 1 ? route.abort("connectionreset") : route.continue();
    });
    const dialog = await openFinder(page);
    await dialog.getByRole("textbox", { name: "LinkedIn Profile URL" }).fill(PROFILE);
    await dialog.getByRole("button", { name: "Find My Use Cases" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Analysis complete!", { timeout: 20_000 });
    expect(attempts).toBe(2);
    await expect(dialog.locator("[data-slot=section-card]").first()).toBeVisible();
  });

  test("a refused submit and an analyzer without sections say so", async ({ page }) => {
    await prepare(page);
    await page.route("**/api/use-case-requests", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await page.route("**/api/use-case-analysis", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ introduction: "", sections: [], conclusion: "" }),
      }),
    );
    const dialog = await openFinder(page);
    await dialog.getByRole("textbox", { name: "LinkedIn Profile URL" }).fill(PROFILE);
    await dialog.getByRole("button", { name: "Find My Use Cases" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Processing failed. Please try again.");
    await expect(toast(page, "Failed to submit your request. Please try again.")).toBeVisible();
    await dialog.getByRole("button", { name: "Try Again" }).click();
    await expect(dialog.getByRole("textbox", { name: "LinkedIn Profile URL" })).toHaveValue(PROFILE);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Try GPT-5 Version" }).click();
    const analyzer = page.getByRole("dialog", { name: "AI Use Case Finder (GPT-5)" });
    await analyzer.getByRole("textbox", { name: "LinkedIn Profile URL" }).fill(PROFILE);
    await analyzer.getByRole("button", { name: "Analyze My Profile" }).click();
    await expect(toast(page, "Invalid response from GPT-5 analyzer")).toBeVisible();
    await expect(analyzer.getByRole("button", { name: "Analyze My Profile" })).toBeEnabled();
  });
});
