import { expect, test } from "vitest";
import { budgetFailures } from "./budgets.mjs";

test("a page over its budget is named with its size and its budget; one within it passes", () => {
  const failures = budgetFailures(
    [
      { page: "/about", js: 15 * 1024 + 1 },
      { page: "/events", js: 100 * 1024 },
    ],
    { "/about": 15 * 1024, "/events": 137 * 1024 },
  );
  expect(failures).toEqual(["/about loads 15.0 KB of JavaScript (15361 bytes gzip), over its budget of 15.0 KB (15360 bytes)"]);
});

test("a page exactly at its budget passes, and a measured page without one fails", () => {
  expect(budgetFailures([{ page: "/about", js: 15 * 1024 }], { "/about": 15 * 1024 })).toEqual([]);
  expect(budgetFailures([{ page: "/new-page", js: 1 }], {})).toEqual(["/new-page has no budget in scripts/bench/budgets.mjs"]);
});

test("the home page's budget, kept for a page without React, leaves no room for React", () => {
  // React and React Router alone are about 108 KB of gzip: a page that starts hydrating again fails.
  expect(budgetFailures([{ page: "/", js: 108 * 1024 }])).toHaveLength(1);
});
