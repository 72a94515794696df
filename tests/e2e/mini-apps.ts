import type { Page } from "@playwright/test";
import { expect, whenHydrated } from "./fixtures";

/**
 * Opens a mini app from its card's button on /mini-apps (of the shared server, or of `base`); answers
 * its dialog once it shows.
 */
export async function openMiniApp(page: Page, button: string, dialogName: string, base = "") {
  await page.goto(`${base}/mini-apps`);
  await (await whenHydrated(page.getByRole("button", { name: button }))).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Records the text of every toast shown from now on, however briefly. */
export async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { __toasts: seen });
    new MutationObserver(() => {
      for (const shown of document.querySelectorAll("[data-sonner-toast]")) {
        const text = shown.textContent ?? "";
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}
export const recordedToasts = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
