import { CalendarClock, ShieldCheck, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import type { CoursePricing } from "~/content/courses";
import { CheckList } from "~/components/check-list";
import { formatRegularPrice, offerLastDay, savingsLabel } from "~/lib/course-offer";
import { formatPrice } from "~/lib/price";
import type { Purchase } from "./checkout-url";
import { PurchaseButton } from "./purchase-button";

/**
 * The price, and the button that buys at it. While the offer stands: its price, the regular price
 * struck through, the savings and the code the checkout link carries. After it ends: the regular
 * price alone. An offer that is over is not a reason to buy, and a note of the deal the visitor
 * missed only tells them they came too late.
 */
export function PricingCard({
  pricing,
  purchase,
  offerOpen,
  includes,
  buttonLabel,
  totalValue,
  guarantee,
}: {
  pricing: CoursePricing;
  purchase: Purchase;
  offerOpen: boolean;
  includes: readonly string[];
  /** The button's words before the price: "Enroll for" reads "Enroll for $49". */
  buttonLabel: string;
  /** "Total value $1,000+", where the page claims one. */
  totalValue?: string;
  guarantee?: { title: string; text: string };
}) {
  const { offer } = pricing;
  const lastDay = offer.endsAt && offer.timeZone ? offerLastDay(offer.endsAt, offer.timeZone) : undefined;
  const regular = formatRegularPrice(pricing);

  let terms: ReactNode = null;
  if (offerOpen) {
    terms = (
      <>
        <p className="mt-2 text-sm text-muted-foreground">
          {offer.label} price. Regular price {regular}.
        </p>
        <p className="mt-5 flex items-start gap-3 rounded-xl border border-dashed border-primary/50 bg-secondary/60 p-4 text-sm">
          <Tag className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Code <strong className="font-mono tracking-wide">{offer.coupon}</strong> is applied when you click through to checkout.
          </span>
        </p>
        {lastDay && (
          <p className="mt-3 flex items-center gap-2 text-sm font-medium">
            <CalendarClock className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {offer.label} price until {lastDay}.
          </p>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto mt-10 max-w-xl rounded-3xl border-2 border-primary bg-card p-6 shadow-lg sm:p-10">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{offerOpen ? offer.label : "Regular price"}</Badge>
        {offerOpen && (
          <span className="rounded-full bg-brand-subtle px-2.5 py-0.5 text-xs font-semibold text-brand">{savingsLabel(pricing)}</span>
        )}
      </div>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-3">
        {/* After the offer, the price as the rest of the page names it ("$600+" where it is a floor). */}
        <span className="text-5xl font-extrabold tracking-tight">{offerOpen ? formatPrice(purchase.price) : regular}</span>
        {offerOpen && (
          <span aria-hidden="true" className="text-xl font-semibold text-muted-foreground line-through">
            {regular}
          </span>
        )}
      </p>
      {terms}
      <CheckList items={includes} className="mt-6 gap-3 border-t border-border pt-6" />
      {totalValue && <p className="mt-6 rounded-xl bg-brand-subtle px-4 py-3 text-center font-semibold text-brand">{totalValue}</p>}
      <PurchaseButton href={purchase.href} className="mt-8 w-full">
        {buttonLabel} {formatPrice(purchase.price)}
      </PurchaseButton>
      {guarantee && (
        <div className="mt-6 flex items-start gap-3 text-sm">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <p>
            <strong className="block font-semibold">{guarantee.title}</strong>
            <span className="text-muted-foreground">{guarantee.text}</span>
          </p>
        </div>
      )}
    </div>
  );
}
