import { expect, test } from "vitest";
import { checkoutUrl, coursePurchase } from "./checkout-url";

test("the coupon rides along as a query parameter", () => {
  expect(checkoutUrl("https://courses.example.com/job/checkout", "EARLY-BIRD")).toBe(
    "https://courses.example.com/job/checkout?coupon=EARLY-BIRD",
  );
});

test("without a coupon the configured URL is used as it is", () => {
  expect(checkoutUrl("https://courses.example.com/exec/checkout")).toBe("https://courses.example.com/exec/checkout");
});

test("existing parameters and fragments survive, and a configured coupon is replaced, not doubled", () => {
  expect(checkoutUrl("https://pay.example.com/c?product=42&step=2#top", "EARLY-BIRD")).toBe(
    "https://pay.example.com/c?product=42&step=2&coupon=EARLY-BIRD#top",
  );
  expect(checkoutUrl("https://pay.example.com/c?coupon=OLD", "EARLY-BIRD")).toBe("https://pay.example.com/c?coupon=EARLY-BIRD");
});

test("a code with characters that need it is encoded", () => {
  expect(checkoutUrl("https://pay.example.com/c", "SPRING & SUMMER")).toBe("https://pay.example.com/c?coupon=SPRING+%26+SUMMER");
});

test("a malformed configured URL fails loudly rather than linking nowhere", () => {
  expect(() => checkoutUrl("not a url", "EARLY-BIRD")).toThrow();
});

test("while the offer stands the button charges the offer price with its code; after, the regular price without", () => {
  const pricing = { regular: 70, offer: { price: 49, coupon: "EARLY-BIRD" } };
  const base = "https://courses.example.com/executive-coach/checkout";
  expect(coursePurchase(pricing, base, true)).toEqual({
    price: 49,
    coupon: "EARLY-BIRD",
    href: "https://courses.example.com/executive-coach/checkout?coupon=EARLY-BIRD",
  });
  expect(coursePurchase(pricing, base, false)).toEqual({ price: 70, href: base });
});
