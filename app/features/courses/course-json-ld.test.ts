import { expect, test } from "vitest";
import { jobHuntingPage } from "~/content/course-ai-tools-job-hunting";
import { executiveCoachPage } from "~/content/course-executive-coach";
import { courseDeal, defaultOffers } from "~/content/offers";
import { defaultSiteConfig } from "~/content/site-config";
import { courseJsonLd, faqJsonLd } from "./course-json-ld";

const site = { ...defaultSiteConfig, siteUrl: "https://morgan.example" };

test("a course says what it is, who teaches it and what it costs today", () => {
  const data = courseJsonLd(executiveCoachPage.course, site, 70);
  expect(data).toMatchObject({
    "@type": "Course",
    name: "Build Your AI Executive Coach",
    url: "https://morgan.example/courses/executive-coach",
    image: "https://morgan.example/images/courses/executive-coach.svg",
    provider: { "@type": "Person", name: "Morgan Lee" },
    offers: { "@type": "Offer", price: 70, priceCurrency: "USD", url: "https://morgan.example/courses/executive-coach" },
    hasCourseInstance: { courseMode: "Online", courseWorkload: "PT30M" },
  });
  // What a page embeds must survive JSON.
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
});

test("the FAQ becomes a FAQPage with every question and answer", () => {
  const page = jobHuntingPage(courseDeal(defaultOffers(defaultSiteConfig), "ai-tools-job-hunting", new Date()));
  const data = faqJsonLd(page.faq.items);
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity).toHaveLength(6);
  expect(data.mainEntity[0]).toEqual({
    "@type": "Question",
    name: "How long is the course?",
    acceptedAnswer: { "@type": "Answer", text: page.faq.items[0]?.answer },
  });
});
