import { afterEach, describe, expect, onTestFinished, test, vi } from "vitest";
import { getEnv } from "~/config/env.server";
import { getSiteValues, siteValuesStand } from "~/content/site-values.server";
import { keptWhileContext } from "~/context";
import type { DatabaseHandle } from "~/db/client.server";
import { serviceDeps } from "~/services/service-deps.server";
import { saveSiteValues } from "~/services/site-settings.server";
import { loader as courseLoader, meta as courseMeta } from "~/routes/course";
import { loader as coursesLoader } from "~/routes/courses";
import { loader as earlyAccessLoader } from "~/routes/early-access";
import { loader as homeLoader } from "~/routes/home";
import { loader as llmsLoader } from "~/routes/llms[.]txt";
import { loader as resourcesLoader } from "~/routes/resources";
import { loader as workWithMeLoader } from "~/routes/work-with-me";
import { callRoute, routerContext } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { eventually } from "../eventually";

const JOB = "courses.ai-tools-job-hunting";
const BUSINESS = "courses.business-building-ai";
/** The job-hunting offer's saved end: the first instant of June 1, 2026, Seattle time (UTC-7). */
const END = new Date("2026-06-01T07:00:00Z");
/** A second before it: the values read then are still young at the deadline (TABLE_CACHE_MAX_AGE_MS). */
const BEFORE = new Date(END.getTime() - 1_000);

afterEach(() => {
  vi.useRealTimers();
});

/** Only the clock: the database's own timers keep running. */
function clockAt(moment: Date) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(moment);
}

async function saveOffers(database: DatabaseHandle, values: Record<string, string>) {
  const outcome = await saveSiteValues(serviceDeps({ database, env: getEnv(), queue: async () => undefined, actor: "Test owner" }), {
    area: "offers",
    values,
  });
  if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
  // The save's own announcement reaches this instance after its fresh read (on PostgreSQL): the
  // pages are read once it has, from values that stand.
  await eventually(async () => {
    const values = await getSiteValues(database);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return siteValuesStand(database, values)();
  }, Boolean);
}

const page = (path: string) => `http://localhost${path}`;

async function coursePage(database: DatabaseHandle, path: string) {
  const context = routerContext({ database });
  const data = await callRoute(courseLoader, page(path), context);
  const site = (await getSiteValues(database)).site;
  const tags = courseMeta({
    loaderData: data,
    matches: [{ id: "root", loaderData: { site } }],
    location: { pathname: path },
  } as never);
  const jsonLd = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : [])).flat() as Record<string, unknown>[];
  return { data, tags, jsonLd, stands: context.get(keptWhileContext) };
}

const courseOffer = (jsonLd: Record<string, unknown>[]) =>
  (jsonLd.find((entry) => entry["@type"] === "Course")?.offers as { price: number } | undefined)?.price;

async function llmsText(database: DatabaseHandle) {
  return (await callRoute(llmsLoader, page("/llms.txt"), { database })).text();
}

describe.each(testDatabases())("the public pages follow the offers on %s", (kind) => {
  test("with nothing saved, every page says today's prices", async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    clockAt(new Date("2026-05-01T12:00:00Z"));
    const job = await coursePage(database, "/courses/ai-tools-job-hunting");
    expect(job.data.purchase).toMatchObject({ price: 250, coupon: "EARLY-BIRD", href: expect.stringContaining("coupon=EARLY-BIRD") });
    expect(courseOffer(job.jsonLd)).toBe(250);
    const home = await callRoute(homeLoader, page("/"), { database });
    expect(home.products.find((entry) => entry.id === "business-building-ai")?.description).toContain("Early-bird pricing is open.");
    const work = await callRoute(workWithMeLoader, page("/work-with-me"), { database });
    expect(work.services.map((service) => service.pricing.amount)).toEqual([1000, 1500, 1000, 5000]);
    expect(work.workshop.pricing).toEqual({ amount: 5000, from: true });
    expect(await llmsText(database)).toContain("Early access: $250 instead of $500, with the code EARLY-BIRD.");
  });

  test("saved offers reach every page, and the offer leaves them all at its deadline", async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    clockAt(BEFORE);
    const before = await coursePage(database, "/courses/ai-tools-job-hunting");
    expect(before.stands.length).toBeGreaterThan(0);

    await saveOffers(database, {
      [`${JOB}.regular`]: "$640",
      [`${JOB}.offerPrice`]: "320",
      [`${JOB}.offerLabel`]: "Launch week",
      [`${JOB}.coupon`]: "LAUNCH-20",
      [`${JOB}.offerTimeZone`]: "America/Los_Angeles",
      [`${JOB}.offerEndsAt`]: "2026-06-01 00:00",
      "courseCheckout.jobHunting": "https://pay.example.com/job-hunting",
      [`${BUSINESS}.offerPrice`]: "149",
      "services.ai-ramp-up-for-execs.price": "1200",
      "services.ai-ramp-up-for-execs.bookingUrl": "https://cal.example.com/ramp-up",
      "services.executive-workshop.price": "7500",
    });
    // A page kept from the earlier values no longer stands once the owner has saved.
    expect(before.stands.every((stands) => stands())).toBe(false);

    // Before the deadline: the offer price, its label and its code, everywhere the course is sold.
    const open = await coursePage(database, "/courses/ai-tools-job-hunting");
    expect(open.data.purchase).toEqual({ price: 320, coupon: "LAUNCH-20", href: "https://pay.example.com/job-hunting?coupon=LAUNCH-20" });
    expect(open.data.deal).toMatchObject({
      regular: 640,
      offerOpen: true,
      offer: { label: "Launch week", price: 320, coupon: "LAUNCH-20" },
    });
    if (open.data.course !== "ai-tools-job-hunting") throw new Error("the job-hunting page");
    expect(open.data.page.closingCta.text).toContain("Lock in $320 instead of $640");
    expect(open.data.page.faq.items.map((item) => item.answer).join(" ")).toContain("with the code LAUNCH-20");
    expect(courseOffer(open.jsonLd)).toBe(320);
    expect(JSON.stringify(open.jsonLd)).toContain("$320 instead of the regular $640");
    expect(open.stands.every((stands) => stands())).toBe(true);

    const career = await callRoute(earlyAccessLoader, page("/career-ai"), { database });
    expect(career.page.banner.heading).toBe("AI Tools for Job Hunting: launch week $320");
    expect(career.page.banner.text).toContain("at $320 instead of $640");
    const business = await callRoute(earlyAccessLoader, page("/business-building-ai"), { database });
    expect(business.page.banner.heading).toBe("Early bird: $149 instead of $600+");
    expect(business.page.meta.description).toContain("Early bird $149.");
    const businessCourse = await coursePage(database, "/courses/business-building-ai");
    expect(businessCourse.data.purchase.price).toBe(149);
    expect(courseOffer(businessCourse.jsonLd)).toBe(149);

    const work = await callRoute(workWithMeLoader, page("/work-with-me"), { database });
    const rampUp = work.services.find((service) => service.id === "ai-ramp-up-for-execs")!;
    expect(rampUp.pricing.amount).toBe(1200);
    expect(rampUp.ctaLink).toBe("https://cal.example.com/ramp-up");
    // The intro call is the general calendar's, not the service's.
    expect(rampUp.secondaryCta?.link).toBe(getEnv().site.bookingUrl);
    expect(work.services.find((service) => service.id === "personalized-ai-exec-coach")?.ctaLink).toBe(getEnv().site.bookingUrl);
    expect(work.workshop.pricing).toEqual({ amount: 7500, from: true });
    expect(work.workshop.ctaLink).toMatch(/^mailto:/);

    const home = await callRoute(homeLoader, page("/"), { database });
    expect(home.products.find((entry) => entry.id === "business-building-ai")?.description).toContain("Early-bird pricing is open.");
    // The hub (read per request) and the course list (kept) quote the saved prices on each course's card.
    const hub = await callRoute(resourcesLoader, page("/resources"), { database });
    expect(hub.courses.map((card) => [card.link.to, card.price.amount])).toEqual([
      ["/courses/executive-coach", "$49"],
      ["/courses/business-building-ai", "$149"],
      ["/courses/ai-tools-job-hunting", "$320"],
    ]);
    const listContext = routerContext({ database });
    const list = await callRoute(coursesLoader, page("/courses"), listContext);
    expect(list.courses.map((card) => card.price)).toEqual(hub.courses.map((card) => card.price));
    expect(list.courses[2]!.price).toEqual({ amount: "$320", offer: { label: "Launch week", regular: "$640" } });
    const listStands = listContext.get(keptWhileContext);
    expect(listStands.every((stands) => stands())).toBe(true);

    let llms = await llmsText(database);
    expect(llms).toContain("Launch week: $320 instead of $640, with the code LAUNCH-20.");
    expect(llms).toContain("Early bird: $149 instead of $600+, with the code EARLY-BIRD.");

    // The kept course page stands until the deadline, and not a moment after it.
    clockAt(new Date(END.getTime() - 1));
    expect(open.stands.every((stands) => stands())).toBe(true);
    clockAt(END);
    expect(open.stands.every((stands) => stands())).toBe(false);
    // So does the kept course list, which then asks the regular price.
    expect(listStands.every((stands) => stands())).toBe(false);
    const listAfter = await callRoute(coursesLoader, page("/courses"), { database });
    expect(listAfter.courses[2]!.price).toEqual({ amount: "$640" });

    const ended = await coursePage(database, "/courses/ai-tools-job-hunting");
    expect(ended.data.deal.offerOpen).toBe(false);
    expect(ended.data.purchase).toEqual({ price: 640, href: "https://pay.example.com/job-hunting" });
    expect(courseOffer(ended.jsonLd)).toBe(640);
    if (ended.data.course !== "ai-tools-job-hunting") throw new Error("the job-hunting page");
    const endedWords = JSON.stringify({ ...ended.data.page, course: undefined });
    expect(endedWords).not.toMatch(/LAUNCH-20|\$320|early access/i);
    expect(endedWords).toContain("Get the course for $640");
    expect(ended.tags).toContainEqual({ title: expect.stringContaining("AI Tools for Job Hunting: online course") });

    const careerAfter = await callRoute(earlyAccessLoader, page("/career-ai"), { database });
    expect(careerAfter.page.banner.heading).toBe("AI Tools for Job Hunting: $640");
    expect(JSON.stringify(careerAfter.page)).not.toMatch(/\$320/);
    llms = await llmsText(database);
    expect(llms).toContain("Price: $640.");
    expect(llms).not.toContain("LAUNCH-20");
    // The other courses' offers have no deadline: they stand.
    expect((await coursePage(database, "/courses/business-building-ai")).data.purchase.price).toBe(149);
  });

  test("the business course's early bird ending takes it off home, its early-access page and its course page", async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    clockAt(BEFORE);
    await saveOffers(database, { [`${BUSINESS}.offerEndsAt`]: "2026-06-01 00:00", [`${BUSINESS}.offerTimeZone`]: "America/Los_Angeles" });
    const homeBefore = await callRoute(homeLoader, page("/"), { database });
    expect(homeBefore.products.find((entry) => entry.id === "business-building-ai")?.description).toContain("Early-bird pricing is open.");

    clockAt(END);
    const home = await callRoute(homeLoader, page("/"), { database });
    expect(home.products.find((entry) => entry.id === "business-building-ai")?.description).toBe(
      "Launch and run a side business with AI doing the heavy lifting.",
    );
    const early = await callRoute(earlyAccessLoader, page("/business-building-ai"), { database });
    expect(early.page.banner).toMatchObject({ badge: "Enrollment open", heading: "Business Building with AI: $600+" });
    expect(JSON.stringify(early.page)).not.toMatch(/\$199|early-bird price ends/);
    const course = await coursePage(database, "/courses/business-building-ai");
    expect(course.data.purchase.price).toBe(600);
    expect(course.data.purchase.href).not.toContain("coupon");
    if (course.data.course !== "business-building-ai") throw new Error("the business page");
    expect(course.data.page.facts).not.toContain("Code EARLY-BIRD");
    expect(course.data.page.faq.items.map((item) => item.question)).not.toContain("How does the early-bird price work?");
  });
});
