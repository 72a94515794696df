/** "$1,000", "$5,000/month", "From $5,000": prices as the site shows them (amounts from content/). */
export function formatPrice(amount: number, options: { per?: "month" | "year"; from?: boolean } = {}): string {
  const money = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
  const priced = options.per ? `${money}/${options.per}` : money;
  return options.from ? `From ${priced}` : priced;
}

/** Whole percent saved from the regular price, rounded down so the claim is never overstated. */
export function savingsPercent(regular: number, price: number): number {
  if (regular <= 0 || price >= regular) return 0;
  return Math.floor(((regular - price) / regular) * 100);
}

/** The sum of a bundle's item values, e.g. bonuses. */
export function totalValue(items: ReadonlyArray<{ value: number }>): number {
  return items.reduce((sum, item) => sum + item.value, 0);
}

const currencyFormat = (currency: string) => new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() });

/** An amount Stripe gives in the currency's minor units (cents) in its whole units: 500 usd is 5, 500 jpy is 500. */
export function majorUnits(amount: number, currency: string): number {
  return amount / 10 ** (currencyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2);
}

/** "$5.00", "€49.00", "-$5.00": an amount in minor units, as the console shows money. */
export function formatMinorUnits(amount: number, currency: string): string {
  return currencyFormat(currency).format(majorUnits(amount, currency));
}

/** Whether a sale's refunds add up to all of it: only then does it stop giving what was bought (a partial refund is a discount). */
export const refundedInFull = (amount: number, refunded: number) => amount > 0 && refunded >= amount;
