import type { UseCaseSection } from "~/ai/types";

/** What metadata.product says for the full implementation guide ($5). */
export const FULL_GUIDE_PRODUCT = "full-guide";

/** Where the guide button posts once the site takes payments: the server starts a Stripe checkout. */
export const GUIDE_CHECKOUT_PATH = "/full-guide/checkout";

/**
 * The full guides' state a result is sent with (decision 073): "open" while the site takes no
 * payments (the specification's per-device flag decides in the browser), "paid" for a browser
 * holding a purchase's access, "locked" for any other once payments are configured.
 */
export type GuideAccess = "open" | "paid" | "locked";

/**
 * The sections as a browser without access may have them: a build idea or an agent keeps its
 * description and benefits (the guide lock's teaser shows beside them) and loses the guide itself;
 * a prompt is always whole. Applied on the server, so a locked guide never reaches the browser.
 */
export function lockGuideSections(sections: UseCaseSection[], access: GuideAccess): UseCaseSection[] {
  if (access !== "locked") return sections;
  return sections.map((section) =>
    section.type === "prompt"
      ? section
      : { ...section, content: { description: section.content.description, benefits: section.content.benefits } },
  );
}
