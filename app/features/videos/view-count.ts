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

/** The same count, for screen readers and titles: "1,204,550 views". */
export function formatViewCountLong(views: number): string {
  const count = Number.isFinite(views) && views > 0 ? Math.floor(views) : 0;
  return `${count.toLocaleString("en-US")} ${count === 1 ? "view" : "views"}`;
}
