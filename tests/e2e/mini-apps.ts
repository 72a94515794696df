import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Opens a mini app from its card's button on /mini-apps; answers its dialog once it shows. */
export async function openMiniApp(page: Page, button: string, dialogName: string) {
  await page.goto("/mini-apps");
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}
