// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { UseCaseSection } from "~/ai/types";
import { defaultSiteConfig } from "~/content/site-config";
import { lockGuideSections, type GuideAccess } from "~/lib/guide-access";
import { FULL_GUIDE_UNLOCKED_KEY } from "./full-guide-unlock";
import { SectionResults } from "./section-results";

const toasts = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("~/components/ui/toast", () => ({ toast: toasts }));

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  toasts.success.mockReset();
});

const sections: UseCaseSection[] = [
  {
    id: "p",
    type: "prompt",
    title: "Weekly brief",
    subtitle: "",
    content: { description: "A prompt", benefits: ["Fast"], prompt: "Act as my chief of staff" },
  },
  {
    id: "v",
    type: "vibeCode",
    title: "Backlog board",
    subtitle: "",
    content: { description: "An app", benefits: ["Clear"], whatToBuild: "Three screens", steps: ["Open Lovable"] },
  },
  {
    id: "a",
    type: "agent",
    title: "Inbox watcher",
    subtitle: "",
    content: { description: "An agent", benefits: ["Calm"], whatToDo: "Watches the inbox" },
  },
];

function renderResults(guideCheckoutUrl?: string, guide: GuideAccess = "open", shown: UseCaseSection[] = sections) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({
        site: { ...defaultSiteConfig, guideCheckoutUrl },
        guide: { price: 5, checkoutUrl: guideCheckoutUrl },
        renderedYear: 2026,
      }),
      Component: () => <SectionResults introduction="Intro" sections={shown} conclusion="Outro" guide={guide} />,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

async function expandAll() {
  for (const toggle of await screen.findAllByRole("button", { expanded: false })) await userEvent.click(toggle);
}

const card = (title: string) => screen.getByText(title).closest("li")!;

test("without a checkout, the guide button unlocks every locked card at once", async () => {
  renderResults();
  await expandAll();
  expect(within(card("Backlog board")).queryByText("Three screens")).toBeNull();
  expect(within(card("Inbox watcher")).queryByText("Watches the inbox")).toBeNull();
  expect(within(card("Weekly brief")).getByText("Act as my chief of staff")).toBeTruthy();
  await userEvent.click(within(card("Backlog board")).getByRole("button", { name: "Get the full guide ($5)" }));
  expect(toasts.success).toHaveBeenCalledWith("Guide unlocked for testing");
  expect(localStorage.getItem(FULL_GUIDE_UNLOCKED_KEY)).toBe("true");
  expect(within(card("Backlog board")).getByText("Three screens")).toBeTruthy();
  expect(within(card("Inbox watcher")).getByText("Watches the inbox")).toBeTruthy();
});

test("with GUIDE_CHECKOUT_URL, the guide button is a link to the checkout and unlocks nothing itself", async () => {
  renderResults("https://pay.example.com/full-guide");
  await expandAll();
  const links = screen.getAllByRole("link", { name: "Get the full guide ($5)" });
  expect(links).toHaveLength(2);
  expect(links[0]!.getAttribute("href")).toBe("https://pay.example.com/full-guide");
  expect(localStorage.getItem(FULL_GUIDE_UNLOCKED_KEY)).toBeNull();
});

test("a flag set in another tab (a storage event) unlocks this one", async () => {
  renderResults();
  await expandAll();
  expect(within(card("Inbox watcher")).queryByText("Watches the inbox")).toBeNull();
  act(() => {
    localStorage.setItem(FULL_GUIDE_UNLOCKED_KEY, "true");
    window.dispatchEvent(new StorageEvent("storage", { key: FULL_GUIDE_UNLOCKED_KEY, newValue: "true" }));
  });
  expect(within(card("Inbox watcher")).getByText("Watches the inbox")).toBeTruthy();
});

test("once the site takes payments, a locked guide's button is a form that asks the server for a checkout, and the flag unlocks nothing", async () => {
  localStorage.setItem(FULL_GUIDE_UNLOCKED_KEY, "true");
  renderResults(undefined, "locked", lockGuideSections(sections, "locked"));
  await expandAll();
  expect(within(card("Backlog board")).queryByText("Three screens")).toBeNull();
  expect(within(card("Inbox watcher")).queryByText("Watches the inbox")).toBeNull();
  expect(within(card("Weekly brief")).getByText("Act as my chief of staff")).toBeTruthy();
  const button = within(card("Backlog board")).getByRole("button", { name: "Get the full guide ($5)" });
  const form = button.closest("form")!;
  expect(form.getAttribute("method")).toBe("post");
  expect(form.getAttribute("action")).toBe("/full-guide/checkout");
  expect(screen.queryByRole("link", { name: "Get the full guide ($5)" })).toBeNull();
});

test("a purchase the server found unlocks every guide without the flag", async () => {
  renderResults(undefined, "paid");
  await expandAll();
  expect(within(card("Backlog board")).getByText("Three screens")).toBeTruthy();
  expect(within(card("Inbox watcher")).getByText("Watches the inbox")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Get the full guide ($5)" })).toBeNull();
});

test("the server's lock keeps a build idea's and an agent's description and benefits, and every prompt whole", () => {
  const locked = lockGuideSections(sections, "locked");
  expect(locked[0]).toEqual(sections[0]);
  expect(locked[1]!.content).toEqual({ description: "An app", benefits: ["Clear"] });
  expect(locked[2]!.content).toEqual({ description: "An agent", benefits: ["Calm"] });
  expect(lockGuideSections(sections, "paid")).toBe(sections);
  expect(lockGuideSections(sections, "open")).toBe(sections);
});
