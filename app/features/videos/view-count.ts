/**
 * "1.2K views" style counts: K from 1,000, M from 1,000,000, one decimal. A value that
 * would round up to the next unit's threshold ("1000.0K") is shown in that unit instead.
 */
export function formatViewCount(views: number): string {
  const count = Number.isFinite(views) && views > 0 ? Math.floor(views) : 0;
  if (count >= 1_000_000 || Number((count / 1_000).toFixed(1)) >= 1_000) return `${(count / 1_000_000).toFixed(1)}M`;
  if (count >= 1_000) return `${(count / 1_000).toFixed(1)}K`;
  return String(count);
}

// Grouped by hand, not by Intl: the browser's first Intl formatter loads its locale data, and on
// the hub's hydration (a count on every card) that was the largest single cost in the profile.
const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ",");

/** The same count, for screen readers and titles: "1,204,550 views". */
export function formatViewCountLong(views: number): string {
  const count = Number.isFinite(views) && views > 0 ? Math.floor(views) : 0;
  return `${grouped(count)} ${count === 1 ? "view" : "views"}`;
}
