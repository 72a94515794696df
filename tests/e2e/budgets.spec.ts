import { expect, test } from "@playwright/test";
import { budgetFailures, budgets } from "../../scripts/bench/budgets.mjs";
import { pageWeight } from "../../scripts/bench/page-weight.mjs";
import { routesUnderTest } from "./routes";

// The budgets of `npm run bench -- budgets`, held on every run of the tests: a size check on the
// built pages, not a timing, so a busy machine gives the same answer.

test("every key page's first-load JavaScript is within its budget", async ({ baseURL }) => {
  const weights: { page: string; js: number }[] = [];
  for (const page of Object.keys(budgets)) weights.push({ page, ...(await pageWeight(baseURL!, page)) });
  expect(budgetFailures(weights)).toEqual([]);
});

test("every public page has a budget, and a page without React is held to the smallest", async ({ baseURL }) => {
  const pages = routesUnderTest.filter((route) => route.status === 200 && !route.path.startsWith("/admin")).map((route) => route.path);
  expect(pages.filter((page) => !(page in budgets))).toEqual([]);
  const smallest = Math.min(...Object.values(budgets));
  for (const page of pages) {
    const html = await (await fetch(baseURL! + page)).text();
    // A page with React carries React Router's context; a page without it runs only the page script.
    if (!html.includes("window.__reactRouterContext")) expect(budgets[page as keyof typeof budgets], page).toBe(smallest);
  }
});
