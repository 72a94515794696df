import { FULL_GUIDE_PRODUCT } from "~/lib/guide-access";
import { courses } from "./courses";

/*
 * What the site sells, by the name a purchase gives it (Stripe's metadata.product), as the owner
 * reads it in the console, the notices and the exports; and the words of the buyer's e-mail. Kept
 * apart from the payment pages' words, which the browser loads.
 */

/** What the owner's console and notices call a product a purchase names (metadata.product): the guide, a course by its title, else as Stripe sent it. */
export function productName(product: string): string {
  if (product === FULL_GUIDE_PRODUCT) return "Full implementation guide";
  return courses.find((course) => course.slug === product)?.title ?? product;
}

/** The buyer's e-mail with the link that unlocks the full guides on another device. */
export const guideAccessEmailWords = {
  subject: "Your full implementation guides",
  hello: "Thank you for buying the full implementation guides!",
  lead: "They are unlocked in the browser you paid from. To unlock them on another device or browser, open this link there:",
  button: "Unlock my full guides",
  linkLead: "Or copy this link:",
  keep: "Keep this e-mail: the link works for as long as your purchase stands.",
} as const;
