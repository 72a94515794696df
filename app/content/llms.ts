/**
 * The words of /llms.txt that no other content module holds. The route composes the file from
 * these, the guides', courses' and posts' own titles and summaries and the courses' prices in
 * force; add a section there to list more of the site.
 */
import { formatRegularPrice } from "~/lib/course-offer";
import { formatPrice } from "~/lib/price";
import type { CourseDeal } from "./offers";

/** A course's price as its line says it: the offer while it stands ("Early bird: $49 instead of $70, with the code EARLY-BIRD."), the regular price after it. */
export function llmsCoursePrice(deal: CourseDeal): string {
  if (!deal.offerOpen) return `Price: ${formatRegularPrice(deal)}.`;
  const { offer } = deal;
  return `${offer.label}: ${formatPrice(offer.price)} instead of ${formatRegularPrice(deal)}, with the code ${offer.coupon}.`;
}

export const llmsIntro = {
  summary:
    "Practical AI for professionals, executives, founders, coaches and job seekers: a weekly newsletter, free guides, self-paced courses and the Work Waves blog, all about putting AI to work on real tasks.",
  details: [
    "Every guide and post below is written for people adopting AI in their work, not for engineers. Blog posts are listed with their Markdown version, which is the easiest form to paste into an AI assistant.",
  ],
};
