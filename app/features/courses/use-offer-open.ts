import { useSyncExternalStore } from "react";
import type { CourseOffer } from "~/content/courses";
import { offerIsOpen } from "~/lib/course-offer";

const noSubscription = () => () => {};

/**
 * Whether the offer stands, for this visitor. The page may have been rendered at build time, days
 * before the visit: the server's verdict (from the route loader) draws the HTML, and after
 * hydration the visitor's clock may close the offer, never reopen it, so a page built before a
 * deadline stops offering the discount once the deadline passes.
 */
export function useOfferOpen(offer: CourseOffer, renderedOpen: boolean): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => renderedOpen && offerIsOpen(offer, new Date()),
    () => renderedOpen,
  );
}
