// `npm run bench -- budgets`: each key page's first-load JavaScript (gzip bytes, as
// scripts/bench/page-weight.mjs counts it) against its budget below. The bench exits non-zero
// naming every page over its budget. A size check, not a timed one: a busy machine gives the same answer.
import { pageWeight } from "./page-weight.mjs";

const KB = 1024;
// A page without React (its route's handle says hydrate: false) runs only the inline page script, about 2 KB.
const NO_REACT = 15 * KB;

/**
 * The one place the budgets are kept, in gzip bytes. A page with React: its size when its budget
 * was set (React and React Router alone are about 108 KB), plus 2 KB, rounded up to a whole KB,
 * so that growth is caught and a deliberate one moves its budget here.
 */
export const budgets = {
  "/": NO_REACT,
  "/about": NO_REACT,
  "/blog": NO_REACT,
  "/blog/three-waves-ai-transformation": NO_REACT,
  "/archive": NO_REACT,
  "/ai-tools": NO_REACT,
  "/contact": NO_REACT,
  "/privacy": NO_REACT,
  "/payment-canceled": NO_REACT,
  "/resources/rodi-cheat-sheet": NO_REACT,
  "/smart-prompt-sheet": NO_REACT,
  "/lovable-guide": NO_REACT,
  "/meeting-insights-prompts": NO_REACT,
  "/vibe-code-job-hunting": NO_REACT,
  "/build-a-weekly-win-report": NO_REACT,
  "/courses": NO_REACT,
  "/courses/executive-coach": NO_REACT,
  "/courses/ai-tools-job-hunting": NO_REACT,
  "/courses/business-building-ai": NO_REACT,
  "/events": 131 * KB,
  "/mini-apps": 126 * KB,
  "/watch-me-ai": 129 * KB,
  "/resources": 129 * KB,
  "/ai-glossary": 133 * KB,
  "/resources/what-should-i-vibe-code": 129 * KB,
  "/work-with-me": 130 * KB,
  "/watch-me-ai-signup": 127 * KB,
  "/business-building-ai": 128 * KB,
  "/career-ai": 128 * KB,
  "/ai-coaches-leaders": 128 * KB,
  "/land-reimbursement": 127 * KB,
  "/newsletter": 122 * KB,
  "/payment-success": 123 * KB,
};

const MB = 1024 * 1024;

/**
 * The server's memory on a small (1 GB) machine, held by `npm run bench -- memory`: resident memory
 * after 10,000 page requests, its peak over the whole scenario (start, backup, export, steady load),
 * and how much it may grow under steady load after the first minute.
 */
export const memoryBudgets = {
  pglite: { afterRequests: 400 * MB, peak: 500 * MB, growth: 0.1 },
  postgres: { afterRequests: 250 * MB, peak: 350 * MB, growth: 0.1 },
};

export const description = "each key page's first-load JS (gzip) against its budget in scripts/bench/budgets.mjs";

// Sizes of the build's files: the database behind the pages does not change them.
export const pgliteOnly = true;

export const pages = Object.keys(budgets);

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * A sentence for each measured page whose JS is over its budget, or that has none.
 * @param {ReadonlyArray<{ page: string, js: number }>} weights gzip bytes per page
 * @param {Readonly<Record<string, number>>} [budgetOf]
 */
export function budgetFailures(weights, budgetOf = budgets) {
  return weights.flatMap(({ page, js }) => {
    const budget = budgetOf[page];
    if (budget === undefined) return [`${page} has no budget in scripts/bench/budgets.mjs`];
    if (js <= budget) return [];
    return [`${page} loads ${kb(js)} of JavaScript (${js} bytes gzip), over its budget of ${kb(budget)} (${budget} bytes)`];
  });
}

export async function run({ base, pages }) {
  const weights = [];
  for (const page of pages) weights.push({ page, ...(await pageWeight(base, page)) });
  const rows = weights.map(({ page, js }) => ({
    page,
    "JS gzip": kb(js),
    budget: budgets[page] === undefined ? "none" : kb(budgets[page]),
    within: budgets[page] !== undefined && js <= budgets[page] ? "yes" : "NO",
  }));
  return { rows, failures: budgetFailures(weights) };
}
