import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** A stand-in for the newsletter provider's embed: it draws a form after its script tag, as Kit does. */
export const FAKE_PROVIDER_SCRIPT = `
(function () {
  var script = document.currentScript;
  var form = document.createElement("form");
  form.setAttribute("data-fake-provider-form", script.getAttribute("data-uid"));
  form.innerHTML = '<label>Email <input type="email" name="email"></label><button type="submit">Subscribe</button>';
  script.after(form);
})();
`;

/** A stand-in for a YouTube thumbnail (hqdefault.jpg is 480 × 360). */
export const FAKE_THUMBNAIL = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#25215e"/><rect x="40" y="90" width="400" height="180" rx="12" fill="#4c40e0"/></svg>`;

export type ProviderMode = "ok" | "fail";

/**
 * Keeps every test on loopback: requests to any other host are answered here. The newsletter
 * provider's script gets the fake above (or fails, when a test asks for that); anything else
 * outside is refused.
 */
export async function isolate(page: Page, provider: ProviderMode = "ok") {
  const requests: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    const url = route.request().url();
    requests.push(url);
    if (/\.kit\.com\/[^/]+\/index\.js$/.test(url) && provider === "ok") {
      await route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_PROVIDER_SCRIPT });
    } else if (/^https:\/\/i\.ytimg\.com\/vi\/[\w-]{11}\/hqdefault\.jpg$/.test(url)) {
      // Video thumbnails (the hub's grid): a stand-in picture of the same size.
      await route.fulfill({ status: 200, contentType: "image/svg+xml", body: FAKE_THUMBNAIL });
    } else {
      await route.abort("blockedbyclient");
    }
  });
  waitForReactOnLoad(page);
  return requests;
}

/**
 * A page with React loads its scripts after the first paint, so `load` can come before React has
 * taken the page over. Every page.goto and page.reload here also waits for that (a page without
 * React has nothing to wait for), so a test acts on the page as a visitor's first click would.
 */
function waitForReactOnLoad(page: Page) {
  const ready = () => page.waitForFunction(() => document.documentElement.dataset.react !== "loading");
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/** Collects console errors and uncaught exceptions; tests assert it stays empty. */
export function watchConsole(page: Page, allow: RegExp[] = []) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !allow.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

const AXE_ALLOWANCE_MS = 30_000;

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs axe on the page as it is now; one line per violation ("rule: selectors"), so a test can
 * expect an empty list and a failure names what broke. `exclude` leaves parts of the page out.
 */
export async function axeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  // One run of axe over a long console page takes seconds on an idle machine and many times that on a
  // loaded one: each run brings its own allowance, so a test's own steps keep theirs.
  test.info().setTimeout(test.info().timeout + AXE_ALLOWANCE_MS);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The page as it is now, at a phone's width and a desktop's: no axe violation and nothing wider than
 * the screen (a wide table scrolls inside its own frame). `exclude` as for axeViolations.
 */
export async function expectAccessibleAtBothWidths(page: Page, options: { exclude?: string[] } = {}) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, options), `${page.url()} at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${page.url()} at ${width}px`).toBeLessThanOrEqual(width);
  }
}

/**
 * Waits until React has hydrated the element (it then carries React's props), so that a click reaches
 * its handler: a click on a script-only button before that is lost, and on a busy machine the page's
 * scripts can take longer to run than Playwright takes to find the button.
 */
export async function whenHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), {
      timeout: 30_000,
    })
    .toBe(true);
  return locator;
}

type ToastLog = { __toasts?: string[] };

/**
 * Starts recording every toast the page shows, so a test can ask whether one was shown even if it
 * had gone again (a toast lasts 4 s) before an expectation's next look, as can happen on a busy
 * machine. Call it before the action that shows the toast. A failure says which toasts were shown
 * and whether the page was loaded again in between (the record is then gone).
 */
export async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as ToastLog).__toasts = log;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = node.matches("[data-sonner-toast]") ? [node] : [...node.querySelectorAll("[data-sonner-toast]")];
          for (const toast of toasts) log.push(toast.textContent ?? "");
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return {
    /** Waits until a toast containing `text` has been shown. */
    async shown(text: string, timeout = 15_000) {
      try {
        await page.waitForFunction((wanted) => (window as ToastLog).__toasts?.some((toast) => toast.includes(wanted)), text, { timeout });
      } catch {
        const log = await page.evaluate(() => (window as ToastLog).__toasts ?? null).catch(() => null);
        throw new Error(
          `no toast with "${text}" within ${timeout} ms at ${page.url()}: ` +
            (log ? `toasts shown: ${JSON.stringify(log)}` : "the page was loaded again since recording began"),
        );
      }
    },
  };
}

interface Fixtures {
  /** How the fake newsletter provider answers (test.use({ providerMode: "fail" }) to make it fail). */
  providerMode: ProviderMode;
  /**
   * Console errors a test expects (e.g. the failed script load it provoked). Give one pattern
   * (`[/status of (403|410)/]`): test.use reads a two-item array as a value and its options.
   */
  consoleAllow: RegExp[];
  outsideRequests: string[];
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  providerMode: ["ok", { option: true }],
  consoleAllow: [[], { option: true }],
  outsideRequests: [async ({ page, providerMode }, use) => use(await isolate(page, providerMode)), { auto: true }],
  consoleErrors: [
    async ({ page, consoleAllow }, use) => {
      const errors = watchConsole(page, consoleAllow);
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The page at a small phone's width, a phone's and a desktop's: nothing wider than the screen, and
 * a full-page screenshot of each in test-results/<name>-<width>.png to look at; back at 1280 px after.
 */
export async function screenshotsAtThreeWidths(page: Page, name: string) {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
