import { test as base, expect, type Page } from "@playwright/test";

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
    } else {
      await route.abort("blockedbyclient");
    }
  });
  return requests;
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

interface Fixtures {
  /** How the fake newsletter provider answers (test.use({ providerMode: "fail" }) to make it fail). */
  providerMode: ProviderMode;
  /** Console errors a test expects (e.g. the failed script load it provoked). */
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
