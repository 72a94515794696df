import { formatMinorUnits } from "~/lib/price";

/** Money per currency, in minor units, as the sales figures hold it: never added across currencies. */
export type Money = Record<string, number>;

/** Money in words: "$45.00", or "$45.00 + €10.00" across currencies; "$0.00" for none. */
export function moneyText(money: Money): string {
  const parts = Object.entries(money).map(([currency, amount]) => formatMinorUnits(amount, currency));
  return parts.length > 0 ? parts.join(" + ") : formatMinorUnits(0, "usd");
}

/** What was sold less what was refunded, per currency. */
export function netOf(gross: Money, refunded: Money): Money {
  const money = { ...gross };
  for (const [currency, amount] of Object.entries(refunded)) money[currency] = (money[currency] ?? 0) - amount;
  return money;
}
