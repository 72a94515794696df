import { formatPrice, savingsPercent } from "./price";

/**
 * A course's prices: whether its lower price still stands, how the page names its last day, its
 * regular price and savings. Pure, so the server (at build or request time) and the browser (after
 * hydration) reach the same verdict for the same clock.
 */
export interface TimedOffer {
  /** The first instant the offer no longer stands (ISO 8601); none means it stands. */
  endsAt?: string;
}

export function offerIsOpen(offer: TimedOffer, now: Date): boolean {
  if (!offer.endsAt) return true;
  const end = Date.parse(offer.endsAt);
  // A date content/ can't parse must not keep a discount alive forever.
  if (Number.isNaN(end)) return false;
  return now.getTime() < end;
}

/** "October 24": the offer's last whole day, in the owner's time zone. */
export function offerLastDay(endsAt: string, timeZone: string): string {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) throw new Error(`Unreadable offer end: ${endsAt}`);
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone }).format(new Date(end - 1));
}

export interface OfferPricing {
  regular: number;
  /** The regular price is a floor ("$600+"). */
  regularOrMore?: boolean;
  offer: { price: number };
}

/** "$600+" where the regular price is a floor, "$500" otherwise. */
export function formatRegularPrice(pricing: OfferPricing): string {
  return pricing.regularOrMore ? `${formatPrice(pricing.regular)}+` : formatPrice(pricing.regular);
}

/** The discount an offer gives, as the page says it ("Save 50%"). */
export function savingsLabel(pricing: OfferPricing): string {
  return `Save ${savingsPercent(pricing.regular, pricing.offer.price)}%`;
}

/** "early-bird": an offer's name as it reads before a noun ("the early-bird price"), whatever the owner calls it. */
export function offerAdjective(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, "-");
}
