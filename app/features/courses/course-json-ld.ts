import type { Course, FaqEntry } from "~/content/courses";
import type { SiteConfig } from "~/content/site-config";
import { absoluteUrl } from "~/lib/meta";

/** schema.org Course with the Offer a visitor can buy today (price in USD). */
export function courseJsonLd(course: Course, site: SiteConfig, price: number) {
  const url = absoluteUrl(site.siteUrl, course.path);
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.summary,
    url,
    image: absoluteUrl(site.siteUrl, course.cover.src),
    inLanguage: "en",
    provider: { "@type": "Person", name: site.ownerName, url: site.siteUrl },
    offers: {
      "@type": "Offer",
      price,
      priceCurrency: "USD",
      url,
      category: "Paid",
      availability: "https://schema.org/InStock",
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      ...(course.workload && { courseWorkload: course.workload }),
    },
  };
}

/** schema.org FAQPage: the questions and answers as the page shows them. */
export function faqJsonLd(items: readonly FaqEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
