import { expect, test } from "vitest";
import { formatMinorUnits, formatPrice, refundedInFull, savingsPercent, totalValue } from "./price";

test("prices read as the site writes them", () => {
  expect(formatPrice(1000)).toBe("$1,000");
  expect(formatPrice(1500)).toBe("$1,500");
  expect(formatPrice(5000, { per: "month" })).toBe("$5,000/month");
  expect(formatPrice(5000, { from: true })).toBe("From $5,000");
  expect(formatPrice(49)).toBe("$49");
  expect(formatPrice(4.5)).toBe("$4.50");
  expect(formatPrice(0)).toBe("$0");
});

test("savings are whole percents, rounded down", () => {
  expect(savingsPercent(500, 250)).toBe(50);
  expect(savingsPercent(600, 199)).toBe(66);
  expect(savingsPercent(70, 49)).toBe(30);
  expect(savingsPercent(100, 100)).toBe(0);
  expect(savingsPercent(100, 120)).toBe(0);
  expect(savingsPercent(0, 0)).toBe(0);
});

test("bundle values add up", () => {
  expect(totalValue([{ value: 97 }, { value: 97 }, { value: 97 }, { value: 147 }, { value: 112 }])).toBe(550);
  expect(totalValue([{ value: 47 }, { value: 97 }, { value: 97 }, { value: 197 }])).toBe(438);
  expect(totalValue([])).toBe(0);
});

test("an amount in minor units reads in its currency, with a currency without cents taken whole", () => {
  expect(formatMinorUnits(500, "usd")).toBe("$5.00");
  expect(formatMinorUnits(123456, "USD")).toBe("$1,234.56");
  expect(formatMinorUnits(4900, "eur")).toBe("€49.00");
  expect(formatMinorUnits(500, "jpy")).toBe("¥500");
  expect(formatMinorUnits(-500, "usd")).toBe("-$5.00");
});

test("a sale is refunded in full only when its refunds reach its amount", () => {
  expect(refundedInFull(500, 500)).toBe(true);
  expect(refundedInFull(500, 200)).toBe(false);
  expect(refundedInFull(500, 0)).toBe(false);
  expect(refundedInFull(0, 0)).toBe(false);
});
