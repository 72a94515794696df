import type { Page, Route } from "@playwright/test";
import { axeViolations as axeViolationsOf, expect, test } from "./fixtures";
import { startBuiltServer } from "./built-server";
import { openMiniApp, recordedToasts, recordToasts } from "./mini-apps";

const IDEA_TOOL = "/resources/what-should-i-vibe-code";
const PROFILE = "https://www.linkedin.com/in/jane-doe-product-manager";

async function axeViolations(page: Page) {
  // A toast or dialog still fading in has low contrast for a moment: judge the page once it has settled.
  // Stacked toasts are drawn faded behind the newest on purpose (sonner), so the toaster is left out.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  return axeViolationsOf(page, { exclude: ["[data-sonner-toaster]"] });
}

/** Holds the page's POSTs until released, so the busy state can be seen. */
async function holdPosts(page: Page, pattern: RegExp) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() !== "POST") return route.fallback();
    await gate;
    await route.fallback();
  });
  return release;
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

test.describe("the idea tool", () => {
  test("a chip fills the field, 'Analyzing...' while busy, then three cards and the builder link", async ({ page }) => {
    await page.goto(IDEA_TOOL);
    const input = page.getByLabel("Your role or what you need");
    const submit = page.getByRole("button", { name: "Get Ideas" });
    await expect(submit).toBeDisabled();
    await input.fill("   ");
    await expect(submit).toBeDisabled();
    await page.getByRole("button", { name: "Marketing Director" }).click();
    await expect(input).toHaveValue("Marketing Director");
    await expect(submit).toBeEnabled();

    const release = await holdPosts(page, /what-should-i-vibe-code/);
    await submit.click();
    await expect(page.getByRole("button", { name: "Analyzing..." })).toBeDisabled();
    await expect(input).toBeDisabled();
    release();

    await expect(page.getByRole("heading", { name: "Role Analysis" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Use Cases" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recommendations" })).toBeVisible();
    await expect(page.getByText(/From what you wrote \("marketing/)).toBeVisible();
    await expect(page.getByRole("button", { name: /Copy prompt/ })).toHaveCount(4);
    await expect(input).toBeEnabled();
    const builder = page.getByRole("link", { name: /Start building in Lovable/ });
    await expect(builder).toHaveAttribute("href", /^https:\/\//);
    await expect(builder).toHaveAttribute("target", "_blank");
  });

  test("copy: a checkmark for 2 seconds and the toast, the prompt on the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(IDEA_TOOL);
    await page.getByLabel("Your role or what you need").fill("Product Manager at SaaS startup");
    await page.getByRole("button", { name: "Get Ideas" }).click();
    const first = page.locator("[data-testid=idea-tool-results] ol > li").first();
    const prompt = await first.locator("p.whitespace-pre-wrap").textContent();
    // Timed from before the click: the checkmark cannot go before 2 s have passed, however slow the machine.
    const clickedAt = Date.now();
    await first.getByRole("button", { name: /Copy prompt/ }).click();
    await expect(first.getByRole("button", { name: /Copied/ })).toBeVisible();
    await expect(toast(page, "Copied!")).toContainText("Prompt copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);
    await expect(first.getByRole("button", { name: /Copy prompt/ })).toBeVisible({ timeout: 6000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000);
  });

  test("copy refused: the destructive 'Copy failed' toast, never a checkmark", async ({ page, context }) => {
    await context.clearPermissions();
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, "writeText", {
        value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
      });
    });
    await page.goto(IDEA_TOOL);
    await page.getByLabel("Your role or what you need").fill("Teacher");
    await page.getByRole("button", { name: "Get Ideas" }).click();
    await page
      .getByRole("button", { name: /Copy prompt/ })
      .first()
      .click();
    const failed = toast(page, "Copy failed");
    await expect(failed).toContainText("Please copy manually");
    await expect(failed).toHaveAttribute("data-type", "error");
    await expect(page.getByRole("button", { name: /Copied/ })).toHaveCount(0);
  });

  test.describe("when the server cannot be reached", () => {
    test.use({ consoleAllow: [/Failed to load resource/] });
    test("the failure toast, and the visitor stays in the form", async ({ page }) => {
      await page.goto(IDEA_TOOL);
      await page.route(/what-should-i-vibe-code/, (route) =>
        route.request().method() === "POST" ? route.abort("connectionreset") : route.fallback(),
      );
      await page.getByLabel("Your role or what you need").fill("Nurse");
      await page.getByRole("button", { name: "Get Ideas" }).click();
      const failure = toast(page, "Something went wrong");
      await expect(failure).toContainText("Please try again in a moment.");
      await expect(failure).toHaveAttribute("data-type", "error");
      await expect(page.getByLabel("Your role or what you need")).toHaveValue("Nurse");
      await expect(page.getByRole("button", { name: "Get Ideas" })).toBeEnabled();
    });
  });

  test("works without JavaScript: the form posts, the page shows the results", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(IDEA_TOOL);
    await page.getByLabel("Your role or what you need").fill("Sales account executive");
    await page.getByRole("button", { name: "Get Ideas" }).click();
    await expect(page).toHaveURL(new RegExp(`${IDEA_TOOL}$`));
    await expect(page.getByRole("heading", { name: "Recommendations" })).toBeVisible();
    // An example chip submits its own text.
    await page.getByRole("button", { name: "Need better team dashboards" }).click();
    await expect(page.getByLabel("Your role or what you need")).toHaveValue("Need better team dashboards");
    await expect(page.getByRole("heading", { name: "Use Cases" })).toBeVisible();
    await context.close();
  });

  for (const width of [390, 1280]) {
    test(`results pass axe at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(IDEA_TOOL);
      await page.getByLabel("Your role or what you need").fill("HR business partner");
      await page.getByRole("button", { name: "Get Ideas" }).click();
      await expect(page.getByRole("heading", { name: "Recommendations" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("AI Ideas for People Like You", () => {
  const openDialog = (page: Page) => openMiniApp(page, "Get 3 Ideas", "AI Ideas for People Like You");

  test("the page: three cards with their buttons and the coming-soon note", async ({ page }) => {
    await page.goto("/mini-apps");
    for (const [title, button] of [
      ["AI Ideas For People Like You", "Get 3 Ideas"],
      ["AI Use Case Finder", "Find My Use Cases"],
      ["AI Use Case Finder (GPT-5)", "Try GPT-5 Version"],
    ]) {
      const card = page.getByRole("article", { name: title, exact: true });
      await expect(card.getByRole("button", { name: button })).toBeVisible();
      // One line says whom the tool is for; a chip what comes back; one button, the card's only action.
      await expect(card.getByTestId("mini-app-for")).toHaveText(/^For you if /);
      await expect(card.getByTestId("mini-app-gives")).not.toBeEmpty();
      await expect(card.getByRole("button")).toHaveCount(1);
      await expect(card.getByRole("link")).toHaveCount(0);
    }
    const gives = await page.getByTestId("mini-app-gives").allTextContents();
    expect(new Set(gives).size, "each tool gives something of its own").toBe(3);
    await expect(page.getByRole("heading", { name: "More Tools Coming Soon" })).toBeVisible();
  });

  test("the dialog's code loads only when its button is pressed", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/mini-apps");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => url.includes("beginner-ideas-dialog"))).toBe(false);
    await page.getByRole("button", { name: "Get 3 Ideas" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts.some((url) => url.includes("beginner-ideas-dialog"))).toBe(true);
  });

  test("validation, 'Analyzing…', three ideas with the success toast, copy, Start Over", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const dialog = await openDialog(page);
    const field = dialog.getByLabel("LinkedIn Profile URL");
    await expect(field).toHaveAttribute("placeholder", /linkedin\.com\/in\//);
    const submit = dialog.getByRole("button", { name: "Show My 3 Ideas" });

    await field.fill("not a link");
    await submit.click();
    await expect(dialog.getByText("Enter a valid URL")).toBeVisible();
    await field.fill("https://linkedin.com.evil.test/in/jane");
    await submit.click();
    await expect(dialog.getByText("Please enter a LinkedIn profile URL")).toBeVisible();

    await field.fill(PROFILE);
    const release = await holdPosts(page, /\/api\/ai\/beginner-ideas/);
    await submit.click();
    await expect(dialog.getByRole("button", { name: "Analyzing…" })).toBeDisabled();
    release();

    await expect(toast(page, "Here are 3 ideas!")).toContainText("Beginner-friendly and specific to your background.");
    await expect(dialog.getByText(/^Based on the words in your profile link/)).toBeVisible();
    const cards = dialog.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByText(/^Difficulty: /)).toBeVisible();
    await expect(cards.first().getByText("Steps:")).toBeVisible();
    await expect(cards.first().getByText("How to try:")).toBeVisible();
    await expect(cards.first().getByText("Example:")).toBeVisible();
    await expect(cards.first().locator("ol > li").first()).toBeVisible();

    await cards.first().getByRole("button", { name: "Copy Prompt" }).click();
    await expect(toast(page, "Copied!")).toContainText("You can paste it into your AI tool.");
    const prompt = await cards.first().locator("p.whitespace-pre-wrap").textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);

    await dialog.getByRole("button", { name: "Start Over" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "Get 3 Ideas" }).click();
    await expect(page.getByRole("dialog").getByLabel("LinkedIn Profile URL")).toHaveValue("");
    await expect(page.getByRole("dialog").getByRole("article")).toHaveCount(0);
  });

  test("a link that names no role: the result says so, and the role field sharpens the ideas in place", async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByLabel("LinkedIn Profile URL").fill("https://www.linkedin.com/in/satyanadella");
    await dialog.getByRole("button", { name: "Show My 3 Ideas" }).click();
    await expect(dialog.getByText(/^We couldn't tell your role from the link/)).toBeVisible();
    await expect(dialog.getByRole("article")).toHaveCount(3);

    const role = dialog.getByLabel("Your role, or paste your LinkedIn headline");
    const sharpen = dialog.getByRole("button", { name: "Sharpen My Ideas" });
    await sharpen.click();
    await expect(dialog.getByText("Please tell us your role first.")).toBeVisible();
    await role.fill("Head of support\u0007");
    await sharpen.click();
    await expect(dialog.getByText("Please remove the invisible control characters from this field.")).toBeVisible();

    await role.fill("Senior Customer Success Manager at Zendesk");
    await sharpen.click();
    await expect(
      dialog.getByText(
        /^From what you told us \("customer success manager"\), here are three beginner-friendly ideas for someone in customer success and support: /,
      ),
    ).toBeVisible();
    // Sharpened where it stood: the same dialog, three new cards, and no more asking.
    await expect(dialog.getByRole("article")).toHaveCount(3);
    await expect(role).toHaveCount(0);
    await expect(dialog.getByText(/^We couldn't tell your role/)).toHaveCount(0);
  });

  test("'About you' under the link makes the first answer personal, and the privacy page is a click away", async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByLabel("LinkedIn Profile URL").fill("https://www.linkedin.com/in/reidhoffman");
    const about = dialog.getByLabel("About you");
    await about.fill("x".repeat(301));
    await dialog.getByRole("button", { name: "Show My 3 Ideas" }).click();
    await expect(dialog.getByText("Please keep it under 300 characters.")).toBeVisible();
    await about.fill("Partner at a venture capital firm | Co-founder of LinkedIn");
    await dialog.getByRole("button", { name: "Show My 3 Ideas" }).click();
    await expect(dialog.getByText(/^From what you told us \("co-founder"\)/)).toBeVisible();
    await expect(dialog.getByLabel("Your role, or paste your LinkedIn headline")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Start Over" }).click();
    await page.getByRole("button", { name: "Get 3 Ideas" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "How we handle what you enter" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What this site keeps, and for how long");
  });

  test("a refused copy is silent", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, "writeText", {
        value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
      });
    });
    const dialog = await openDialog(page);
    await dialog.getByLabel("LinkedIn Profile URL").fill("https://www.linkedin.com/in/sam-teacher");
    await dialog.getByRole("button", { name: "Show My 3 Ideas" }).click();
    await dialog.getByRole("button", { name: "Copy Prompt" }).first().click();
    await page.waitForTimeout(500);
    await expect(toast(page, "Copied!")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Copied" })).toHaveCount(0);
  });

  test("closing resets the dialog", async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByLabel("LinkedIn Profile URL").fill(PROFILE);
    await dialog.getByRole("button", { name: "Show My 3 Ideas" }).click();
    await expect(dialog.getByRole("article")).toHaveCount(3);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Get 3 Ideas" })).toBeFocused();
    await page.getByRole("button", { name: "Get 3 Ideas" }).click();
    await expect(page.getByRole("dialog").getByLabel("LinkedIn Profile URL")).toHaveValue("");
  });

  test("closing mid-request: the late answer neither shows ideas nor toasts", async ({ page }) => {
    const dialog = await openDialog(page);
    await recordToasts(page);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/ai\/beginner-ideas/, async (route) => {
      await gate;
      const ideas = [{ type: "prompt", title: "Late idea", description: "Too late", prompt: "Hello" }];
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ideas }) }).catch(() => undefined);
    });
    await dialog.getByLabel("LinkedIn Profile URL").fill(PROFILE);
    await dialog.getByRole("button", { name: "Show My 3 Ideas" }).click();
    await expect(dialog.getByRole("button", { name: "Analyzing…" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    release();
    await page.waitForTimeout(1_000);
    expect(await recordedToasts(page)).toEqual([]);
    await page.getByRole("button", { name: "Get 3 Ideas" }).click();
    await expect(page.getByRole("dialog").getByLabel("LinkedIn Profile URL")).toHaveValue("");
    await expect(page.getByRole("dialog").getByRole("button", { name: "Show My 3 Ideas" })).toBeEnabled();
  });

  test.describe("server answers", () => {
    test.use({ consoleAllow: [/Failed to load resource/] });
    test("an error field is thrown into the 'Error' toast; no ideas list is 'Unexpected response'; a failure is 'Failed to generate ideas'", async ({
      page,
    }) => {
      const dialog = await openDialog(page);
      const answers = [
        { status: 400, body: { error: "Please enter a LinkedIn profile URL" } },
        { status: 200, body: { introduction: "Hello" } },
        { status: 500, body: "<html>oops</html>" },
      ];
      await page.route(/\/api\/ai\/beginner-ideas/, (route) => {
        const next = answers.shift()!;
        return route.fulfill({
          status: next.status,
          contentType: typeof next.body === "string" ? "text/html" : "application/json",
          body: typeof next.body === "string" ? next.body : JSON.stringify(next.body),
        });
      });
      await dialog.getByLabel("LinkedIn Profile URL").fill(PROFILE);
      for (const message of ["Please enter a LinkedIn profile URL", "Unexpected response", "Failed to generate ideas"]) {
        await dialog.getByRole("button", { name: "Show My 3 Ideas" }).click();
        const error = page.locator("[data-sonner-toast][data-type=error]", { hasText: message });
        await expect(error).toContainText("Error");
        await expect(dialog.getByLabel("LinkedIn Profile URL")).toHaveValue(PROFILE);
        await expect(dialog.getByRole("button", { name: "Show My 3 Ideas" })).toBeEnabled();
      }
    });
  });

  for (const width of [390, 1280]) {
    test(`the open dialog, form and results, passes axe at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const dialog = await openDialog(page);
      await page.waitForTimeout(300);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByLabel("LinkedIn Profile URL").fill("https://www.linkedin.com/in/satyanadella");
      await dialog.getByRole("button", { name: "Show My 3 Ideas" }).click();
      await expect(dialog.getByRole("article")).toHaveCount(3);
      // With the role field a result can show.
      await expect(dialog.getByLabel("Your role, or paste your LinkedIn headline")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe.serial("the per-visitor AI quota, on a server with a limit of 2 an hour", () => {
  let base = "";
  let close: () => Promise<void> = async () => undefined;
  test.beforeAll(async () => {
    // A server of its own starts in seconds, more on a machine busy with other work.
    test.setTimeout(90_000);
    const server = await startBuiltServer({
      AI_RATE_LIMIT_PER_HOUR: "2",
    });
    base = server.url;
    close = server.close;
  });
  test.afterAll(async () => close());
  test.use({ consoleAllow: [/status of 429/] });

  test("the third new request is refused with 429, Retry-After and a clear message; cached answers stay free", async ({
    page,
    request,
  }) => {
    const post = (url: string) => request.post(`${base}/api/ai/beginner-ideas`, { data: { linkedinUrl: url } });
    expect((await post("https://www.linkedin.com/in/a-teacher")).status()).toBe(200);
    expect((await post("https://www.linkedin.com/in/b-nurse")).status()).toBe(200);
    expect((await post("https://www.linkedin.com/in/a-teacher/")).status()).toBe(200);
    const refused = await post("https://www.linkedin.com/in/c-founder");
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(
      /^You've reached the limit of 2 AI requests per hour\. Please try again in \d+ minutes?\.$/,
    );

    // The dialog shows the server's message in the 'Error' toast and stays in the form.
    await page.goto(`${base}/mini-apps`);
    await page.getByRole("button", { name: "Get 3 Ideas" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("LinkedIn Profile URL").fill("https://www.linkedin.com/in/d-designer");
    await dialog.getByRole("button", { name: "Show My 3 Ideas" }).click();
    await expect(page.locator("[data-sonner-toast][data-type=error]", { hasText: "You've reached the limit" })).toContainText("Error");
    await expect(dialog.getByRole("button", { name: "Show My 3 Ideas" })).toBeEnabled();

    // The idea tool answers 429 too, with its failure toast carrying the message.
    await page.goto(`${base}${IDEA_TOOL}`);
    await page.getByLabel("Your role or what you need").fill("Founder");
    await page.getByRole("button", { name: "Get Ideas" }).click();
    await expect(page.locator("[data-sonner-toast][data-type=error]", { hasText: "Something went wrong" })).toContainText(
      "You've reached the limit",
    );
    const direct = await request.post(`${base}${IDEA_TOOL}`, { form: { input: "Lawyer" } });
    expect(direct.status()).toBe(429);
    expect(direct.headers()["retry-after"]).toBeDefined();
  });
});
