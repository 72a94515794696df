import type { Price } from "~/content/services";
import { formatPrice } from "~/lib/price";

/**
 * An offer's price, large, with its period ("/month") set smaller beside it: at the large size
 * "$5,000/month" is one unbreakable word wider than a 320 px phone's card.
 */
export function PriceTag({ pricing, className }: { pricing: Price; className?: string }) {
  return (
    <p className={className}>
      <span className="text-4xl font-bold tracking-tight">{formatPrice(pricing.amount, { from: pricing.from })}</span>
      {pricing.per && <span className="text-xl font-semibold text-muted-foreground">/{pricing.per}</span>}
    </p>
  );
}
