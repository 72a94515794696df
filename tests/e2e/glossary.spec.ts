import { axeViolations, expect, test } from "./fixtures";

test.describe("glossary", () => {
  test("one term open at a time, collapsible, with Home, End and arrow keys", async ({ page }) => {
    await page.goto("/ai-glossary");
    const terms = ["Agent", "Context", "Fine-tuning", "Generative AI", "Hallucination", "Memory", "Prompting", "Vibe coding"];
    const accordion = page.locator('[data-slot="accordion"]');
    await expect(accordion.getByRole("heading", { level: 2 })).toHaveText(terms);
    const trigger = (name: string) => page.getByRole("button", { name, exact: true });
    const agentDefinition = page.getByText(/doesn't just answer but acts/);
    await expect(agentDefinition).toBeHidden();

    await trigger("Agent").click();
    await expect(trigger("Agent")).toHaveAttribute("aria-expanded", "true");
    await expect(agentDefinition).toBeVisible();

    await trigger("Memory").click();
    await expect(trigger("Agent")).toHaveAttribute("aria-expanded", "false");
    await expect(agentDefinition).toBeHidden();
    await expect(page.getByText(/remember things about you between conversations/)).toBeVisible();

    await trigger("Memory").click();
    await expect(trigger("Memory")).toHaveAttribute("aria-expanded", "false");
    await expect(accordion.getByRole("region")).toHaveCount(0);

    await trigger("Agent").focus();
    await page.keyboard.press("ArrowDown");
    await expect(trigger("Context")).toBeFocused();
    await page.keyboard.press("End");
    await expect(trigger("Vibe coding")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(trigger("Agent")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(trigger("Vibe coding")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(trigger("Agent")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(agentDefinition).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await expect(page.getByRole("link", { name: "Back to all resources" })).toHaveAttribute("href", "/resources");
  });

  test("without JavaScript every definition can be read", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/ai-glossary");
    // Longer than the 200 ms closing animation, which must not fold the definitions away.
    await page.waitForTimeout(500);
    await expect(page.getByText(/doesn't just answer but acts/)).toBeVisible();
    await expect(page.getByText(/Andrej Karpathy coined the term/)).toBeVisible();
    await context.close();
  });
});
