import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { PGlite } from "@electric-sql/pglite";
import { parseCalendar } from "../ics-parse";
import { startBuiltServer } from "./built-server";
import { axeViolations, expect, isolate, recordToasts, test, whenHydrated } from "./fixtures";

// Sample sessions the server seeds into its fresh database (app/db/sample-data.ts).
const AGENT = "Build a Meeting-Notes Agent, Live";
const WORKSHOP = "Prompting Workshop: From Vague Ask to Reliable Output";
const OFFICE_HOURS = "AI Office Hours for Professionals";
const WIN_REPORT = "Vibe Code a Weekly Win Report";

const card = (page: Page, title: string) => page.getByTestId("event-card").filter({ has: page.getByRole("heading", { name: title }) });
const panel = (page: Page) => page.getByRole("region", { name: "Session details" });

test("the list: upcoming sessions in order, category badges, PST times, attendees only with a maximum", async ({ page }) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const titles = page.getByTestId("event-card").getByRole("heading");
  await expect(titles).toHaveText([AGENT, WORKSHOP, OFFICE_HOURS, WIN_REPORT]);

  await expect(card(page, AGENT).locator("[data-category]")).toHaveText("Build with me");
  await expect(card(page, AGENT).locator("[data-category]")).toHaveClass(/bg-primary/);
  await expect(card(page, WORKSHOP).locator("[data-category]")).toHaveClass(/bg-secondary/);
  await expect(card(page, OFFICE_HOURS).locator("[data-category]")).toHaveClass(/border-input/);

  await expect(card(page, AGENT)).toContainText("10:00 AM PST");
  await expect(card(page, OFFICE_HOURS)).toContainText("5:00 PM PST");
  await expect(card(page, WIN_REPORT)).toContainText("Time TBA");
  await expect(card(page, WORKSHOP).getByTestId("attendees")).toHaveText(/^\d+\/40 registered$/);
  await expect(card(page, OFFICE_HOURS).getByTestId("attendees")).toHaveCount(0);

  await expect(panel(page).getByRole("heading", { name: "Select a session first" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe to the calendar" })).toHaveAttribute("href", "/events.ics");
});

test("the journey: select a session, register, see 'You're all set!', register for another", async ({ page }) => {
  await page.goto("/events");
  const link = card(page, WORKSHOP).getByRole("link", { name: WORKSHOP });
  await link.click();
  await expect(page).toHaveURL(/\/events\?session=[0-9a-f-]{36}$/);
  await expect(link).toHaveAttribute("aria-current", "true");
  await expect(card(page, AGENT).getByRole("link", { name: AGENT })).not.toHaveAttribute("aria-current", "true");
  await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText(WORKSHOP);
  await expect(panel(page)).toContainText("12:30 PM PST");
  await expect(panel(page)).toContainText("90 minutes");
  // Where, without the link itself: that comes after registering.
  await expect(panel(page)).toContainText("Online, link sent after registering");
  await expect(panel(page).getByRole("link", { name: /meet\.example\.com/ })).toHaveCount(0);

  const register = panel(page).getByRole("button", { name: "Register" });
  await expect(register).toBeDisabled();
  await panel(page).getByRole("textbox", { name: "First Name (optional)" }).fill("Maya");
  await expect(register).toBeDisabled();
  await panel(page).getByRole("textbox", { name: "Email" }).fill("maya@");
  await register.click();
  await expect(panel(page).getByText("Please enter a valid email address")).toBeVisible();
  await expect(panel(page).getByRole("textbox", { name: "Email" })).toBeFocused();

  // Hold the answer a moment so the pending state can be seen.
  await page.route(/\/events(\/_)?\.data/, async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await panel(page).getByRole("textbox", { name: "Email" }).fill("maya.e2e@example.com");
  await register.click();
  await expect(panel(page).getByRole("button", { name: "Registering..." })).toBeDisabled();
  await expect(panel(page).getByRole("heading", { name: "You're all set!" })).toBeVisible();
  await expect(panel(page)).toContainText("maya.e2e@example.com");
  await expect(
    panel(page)
      .getByTestId("registration-where")
      .getByRole("link", { name: /^https:\/\/meet\.example\.com\// }),
  ).toBeVisible();
  // One confirmation: the panel says it, and no toast repeats it.
  await expect(panel(page).getByText("Successfully registered!")).toBeVisible();
  await expect(panel(page)).toContainText("calendar invitation are on their way");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

  await panel(page).getByRole("button", { name: "Register for another session" }).click();
  await expect(panel(page).getByRole("textbox", { name: "Email" })).toHaveValue("");
  await expect(panel(page).getByRole("textbox", { name: "Email" })).toBeFocused();
  await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText(WORKSHOP);

  // Another session: the panel follows the selection without reloading the page.
  await card(page, OFFICE_HOURS).getByRole("link", { name: OFFICE_HOURS }).click();
  await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText(OFFICE_HOURS);
  await expect(panel(page).getByTestId("attendees")).toHaveCount(0);
});

test("every card has its Register button, straight to the form; while none is chosen the panel offers the next session", async ({
  page,
}) => {
  await page.goto("/events");
  // Nothing chosen (the page's first state), and the soonest session one press from its form.
  await expect(panel(page).getByRole("heading", { name: "Select a session first" })).toBeVisible();
  const nextUp = panel(page).getByTestId("next-up");
  await expect(nextUp.getByRole("heading", { level: 3 })).toHaveText(AGENT);
  await expect(nextUp.getByTestId("date-tile")).toBeVisible();
  await expect(page.getByTestId("event-card").getByRole("link", { name: "Register" })).toHaveCount(4);
  for (const link of await page.getByTestId("event-card").getByRole("link", { name: "Register" }).all()) {
    await expect(link).toHaveAttribute("href", /^\/events\?session=[0-9a-f-]{36}#registration$/);
  }

  // With JavaScript the choice is made in place (without, the link loads the page at the form).
  await (await whenHydrated(card(page, OFFICE_HOURS).getByRole("link", { name: "Register" }))).click();
  await expect(page).toHaveURL(/\/events\?session=[0-9a-f-]{36}$/);
  await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText(OFFICE_HOURS);
  await expect(panel(page).getByRole("textbox", { name: "Email" })).toBeFocused();
  // The form comes before the session's description: the panel's head, then the form at once.
  const order = await panel(page).evaluate((panelElement) => {
    const form = panelElement.querySelector("form");
    const description = [...panelElement.querySelectorAll("p")].find((p) => p.textContent?.startsWith("An open hour"));
    return form && description ? form.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING : -1;
  });
  expect(order, "the description follows the form").toBeGreaterThan(0);

  await page.goto("/events");
  await (await whenHydrated(nextUp.getByRole("link", { name: "Register" }))).click();
  await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText(AGENT);
  await expect(panel(page).getByRole("textbox", { name: "Email" })).toBeFocused();
});

test.describe("when the request fails", () => {
  test.use({ consoleAllow: [/status of 500/] });

  test("a failed registration shows the failure toast and keeps the form", async ({ page }) => {
    await page.goto("/events");
    await card(page, AGENT).getByRole("link", { name: AGENT }).click();
    await page.route(/\/events(\/_)?\.data/, (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "Internal Server Error" }) : route.continue(),
    );
    await panel(page).getByRole("textbox", { name: "Email" }).fill("maya.fail@example.com");
    const toasts = await recordToasts(page);
    await panel(page).getByRole("button", { name: "Register" }).click();
    await toasts.shown("Registration failed");
    await toasts.shown("Please try again later.");
    await expect(panel(page).getByRole("textbox", { name: "Email" })).toHaveValue("maya.fail@example.com");
    await expect(panel(page).getByRole("heading", { name: "You're all set!" })).toHaveCount(0);
  });
});

test("without JavaScript: selecting is a link, the server answers errors, then 'You're all set!'", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await isolate(page);
  try {
    await page.goto("/events");
    await card(page, OFFICE_HOURS).getByRole("link", { name: OFFICE_HOURS }).click();
    await expect(page).toHaveURL(/\/events\?session=[0-9a-f-]{36}#session-details$/);
    await expect(card(page, OFFICE_HOURS).getByRole("link", { name: OFFICE_HOURS })).toHaveAttribute("aria-current", "true");
    await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText(OFFICE_HOURS);

    await panel(page).getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await panel(page).getByRole("textbox", { name: "First Name (optional)" }).fill("Ana");
    await panel(page).getByRole("button", { name: "Register" }).click();
    await expect(panel(page).getByText("Please enter a valid email address")).toBeVisible();
    await expect(panel(page).getByRole("textbox", { name: "First Name (optional)" })).toHaveValue("Ana");

    await panel(page).getByRole("textbox", { name: "Email" }).fill("ana.nojs@example.com");
    await panel(page).getByRole("button", { name: "Register" }).click();
    await expect(panel(page).getByRole("heading", { name: "You're all set!" })).toBeVisible();
    await expect(page).toHaveURL(/\/events\?session=/);

    await panel(page).getByRole("button", { name: "Register for another session" }).click();
    await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText(OFFICE_HOURS);
    await expect(panel(page).getByRole("textbox", { name: "Email" })).toHaveValue("");
  } finally {
    await context.close();
  }
});

test("'Add to calendar' downloads the session as an .ics file; /events.ics is the feed", async ({ page, request }) => {
  await page.goto("/events");
  await card(page, AGENT).getByRole("link", { name: AGENT }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), panel(page).getByRole("link", { name: "Add to calendar" }).click()]);
  expect(download.suggestedFilename()).toBe("build-a-meeting-notes-agent-live.ics");
  const file = parseCalendar(await readFile((await download.path())!, "utf8"));
  expect(file.events).toHaveLength(1);
  expect(file.events[0]).toMatchObject({ summary: AGENT, startZone: "America/Los_Angeles" });

  const feed = await request.get("/events.ics");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const parsed = parseCalendar(await feed.text());
  expect(parsed.name).toMatch(/Live Sessions$/);
  expect(parsed.events.map((event) => event.summary)).toEqual([AGENT, WORKSHOP, OFFICE_HOURS, WIN_REPORT]);
  expect(parsed.events[3]!.allDay).toBe(true);

  expect((await request.get("/events/00000000-0000-0000-0000-000000000000/calendar.ics")).status()).toBe(404);
});

test("after hydration a visitor in another zone also sees the start in their own time; search engines get Event data", async ({
  browser,
  baseURL,
}) => {
  // A phone: there the added line would push the cards below it down.
  const context = await browser.newContext({ baseURL, timezoneId: "Europe/Berlin", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await isolate(page);
  try {
    await page.goto("/events");
    await expect(card(page, AGENT).getByTestId("local-time")).toHaveText(/^Your time: /);
    // The page wrote the times before its first paint: nothing moved when React arrived.
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().length)).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifts, "layout shifts on /events").toBe(0);
    await card(page, AGENT).getByRole("link", { name: AGENT }).click();
    // 10:00 AM in Los Angeles is 7:00 PM in Berlin.
    await expect(panel(page).getByTestId("local-time")).toHaveText(/^Your time: .* 7:00 PM GMT\+1$/);
    await expect(card(page, AGENT).getByTestId("local-time")).toBeVisible();
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const sessions = data
      .map((text) => JSON.parse(text) as { "@type": string; name: string; location?: { url: string } })
      .filter((item) => item["@type"] === "Event");
    expect(sessions.map((item) => item.name)).toEqual([AGENT, WORKSHOP, OFFICE_HOURS]);
    expect(JSON.stringify(sessions)).not.toContain("meet.example.com");
  } finally {
    await context.close();
  }
  const local = await browser.newContext({ baseURL, timezoneId: "America/Los_Angeles" });
  const here = await local.newPage();
  await isolate(here);
  try {
    await here.goto("/events");
    await card(here, AGENT).getByRole("link", { name: AGENT }).click();
    await expect(panel(here).getByRole("heading", { level: 2 })).toHaveText(AGENT);
    await expect(here.getByText(/^Your time:/)).toHaveCount(0);
  } finally {
    await local.close();
  }
});

test("arriving from another page with React shows a skeleton while the sessions load", async ({ page }) => {
  // From a page without React (/about) the link is a full load, answered with the sessions in it.
  await page.goto("/mini-apps");
  await page.route(/\/events(\/_)?\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole("banner").getByRole("link", { name: "Events", exact: true }).first().click();
  await expect(page.getByTestId("events-loading")).toBeVisible();
  await expect(page.getByTestId("event-card")).toHaveCount(4);
  await expect(page.getByTestId("events-loading")).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`no axe violations at ${width} px, before and after choosing a session`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/events");
    expect(await axeViolations(page)).toEqual([]);
    await card(page, WORKSHOP).getByRole("link", { name: WORKSHOP }).click();
    await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText(WORKSHOP);
    // On phones the panel is below the list: choosing brings it into view.
    await expect(panel(page).getByRole("heading", { level: 2 })).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the empty, full and error states, on a server of their own", async ({ browser }) => {
  // A server of its own, four pages and three axe runs: well under a minute on an idle machine.
  test.setTimeout(150_000);
  const server = await startBuiltServer({
    SEED_SAMPLE_DATA: "false",
    LOG_LEVEL: "silent",
  });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await isolate(page);
  try {
    await page.goto("/events");
    // One card that keeps the visitor for the next session: the newsletter's field and the feed, no panel.
    const empty = page.getByTestId("events-empty");
    await expect(empty.getByRole("heading", { name: "No upcoming events scheduled." })).toBeVisible();
    await expect(empty.getByRole("textbox", { name: "Your email address" })).toBeVisible();
    await expect(empty.getByRole("link", { name: "Or subscribe to the calendar" })).toHaveAttribute("href", "/events.ics");
    await expect(page.getByRole("heading", { name: "Select a session first" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Session details" })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    // The field's code loads after hydration; until then the form would post as without JavaScript.
    await expect(empty.locator("[data-sends-in-place]")).toHaveCount(1);
    await empty.getByRole("textbox", { name: "Your email address" }).fill("next.session@example.com");
    await empty.getByRole("button", { name: "Subscribe to the newsletter" }).click();
    await expect(empty.getByText("Thanks for subscribing!")).toBeVisible();

    if (server.database.connection.kind !== "pglite") throw new Error("expected the in-memory PGlite");
    const db = server.database.connection.client as PGlite;

    // One seat left: taking it keeps the thank-you in view while the list turns the session 'Full'.
    await db.query(
      `insert into events (title, date, time, category, description, duration, max_attendees, current_attendees, join_url)
       values ('Last Seat Lab', to_char(now() + interval '3 days', 'YYYY-MM-DD'), '9:00 AM', 'Workshop', 'One seat left.', '45 minutes', 5, 4,
               'https://meet.example.com/last-seat')`,
    );
    await page.goto("/events");
    await expect(card(page, "Last Seat Lab").getByTestId("seats-left")).toHaveText("1 seat left");
    await card(page, "Last Seat Lab").getByRole("link", { name: "Last Seat Lab" }).click();
    await expect(panel(page).getByTestId("seats-left")).toHaveText("1 seat left");
    await panel(page).getByRole("textbox", { name: "Email" }).fill("last.seat@example.com");
    await panel(page).getByRole("button", { name: "Register" }).click();
    await expect(panel(page).getByRole("heading", { name: "You're all set!" })).toBeVisible();
    await expect(card(page, "Last Seat Lab")).toContainText("Full");
    await expect(card(page, "Last Seat Lab").getByRole("link", { name: "Join the waitlist" })).toBeVisible();
    await expect(card(page, "Last Seat Lab").getByTestId("seats-left")).toHaveCount(0);
    await expect(card(page, "Last Seat Lab").getByTestId("attendees")).toHaveText("5/5 registered");
    await expect(panel(page).getByRole("heading", { name: "You're all set!" })).toBeVisible();
    await panel(page).getByRole("button", { name: "Register for another session" }).click();
    await expect(panel(page).getByRole("heading", { name: "This session is full" })).toBeVisible();
    await expect(panel(page).getByRole("button", { name: "Register" })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Full: the waitlist, then the first holder gives the seat back and the first waiting person has it.
    await panel(page).getByRole("textbox", { name: "Email" }).fill("wait.one@example.com");
    await panel(page).getByRole("button", { name: "Join the waitlist" }).click();
    await expect(panel(page).getByRole("heading", { name: "You're on the waitlist" })).toBeVisible();
    await expect(panel(page)).toContainText("a link that shows your place in line");

    const manageLink = async (to: string) => {
      const { rows } = await db.query<{ text_body: string }>(
        "select text_body from email_outbox where to_address = $1 order by created_at limit 1",
        [to],
      );
      return /\/events\/manage\/[A-Za-z0-9_-]{43}/.exec(rows[0]!.text_body)![0];
    };
    await page.goto(await manageLink("wait.one@example.com"));
    await expect(page.getByTestId("manage-state")).toHaveText("You're on the waitlist for this session. You're number 1 on the waitlist.");
    await expect(page.getByRole("button", { name: "Leave the waitlist" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(await manageLink("last.seat@example.com"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Last Seat Lab");
    await expect(page.getByRole("link", { name: "https://meet.example.com/last-seat" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add to calendar" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel my registration" }).click();
    await expect(page.getByRole("heading", { name: "Your registration is cancelled" })).toBeVisible();
    // The link now says so plainly, and the seat went to the person waiting.
    await page.reload();
    await expect(page.getByText("This registration was already cancelled. Nothing else to do.")).toBeVisible();
    await page.goto(await manageLink("wait.one@example.com"));
    await expect(page.getByTestId("manage-state")).toHaveText("You're registered for this session.");
    await expect(page.getByRole("link", { name: "https://meet.example.com/last-seat" })).toBeVisible();

    const forged = await page.goto("/events/manage/not-a-real-token");
    expect(forged?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This link doesn't work" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The events table disappears: the page still renders, with the load-error message and a 503. The
    // server answers from its last read of the sessions until that read is 5 s old and reading
    // again fails; then the next request reads for itself and shows the error.
    await db.exec("alter table events rename to events_gone");
    await expect.poll(async () => (await page.request.get("/events")).status(), { timeout: 20_000, intervals: [500] }).toBe(503);
    const response = await page.goto("/events");
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("alert").filter({ hasText: "Failed to load events. Please try again later." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    await context.close();
    await server.close();
  }
});
