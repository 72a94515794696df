/**
 * The course-hosting checkout link a purchase button opens. The config holds the plain checkout
 * URL; a promo code rides along as `coupon`, set through the URL API so an address that already
 * has a query string, a fragment or a coupon of its own stays well-formed.
 */
export function checkoutUrl(base: string, coupon?: string): string {
  const url = new URL(base);
  if (coupon) url.searchParams.set("coupon", coupon);
  return url.href;
}

export interface Purchase {
  /** What the visitor pays today. */
  price: number;
  href: string;
  /** The promo code the link carries, while the offer stands. */
  coupon?: string;
}

/** What a purchase button says and where it goes: the offer while it stands, the regular price after. */
export function coursePurchase(
  pricing: { regular: number; offer: { price: number; coupon: string } },
  checkoutBase: string,
  offerOpen: boolean,
): Purchase {
  if (!offerOpen) return { price: pricing.regular, href: checkoutUrl(checkoutBase) };
  const { price, coupon } = pricing.offer;
  return { price, coupon, href: checkoutUrl(checkoutBase, coupon) };
}
