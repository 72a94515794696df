/**
 * How many columns the first card of a grid of `count` cards spans so that no row ends with a lone
 * card: the first card widens by exactly the cells the last row would leave empty, which fills the
 * last row (7 cards in 3 columns: the first takes the whole first row, then two rows of three).
 */
export function leadSpan(count: number, columns: number): number {
  const left = count % columns;
  return left === 0 || count <= 1 ? 1 : Math.min(columns, 1 + columns - left);
}

// Tailwind sees only whole class names, so every span the grids can ask for is written out.
const SM = ["", "sm:col-span-1", "sm:col-span-2"] as const;
const LG = ["", "lg:col-span-1", "lg:col-span-2", "lg:col-span-3"] as const;

/** The first card's classes for a grid of two columns from sm and, if `lgColumns` is 3, three from lg. */
export function leadSpanClass(count: number, lgColumns: 2 | 3 = 2): string {
  const sm = SM[leadSpan(count, 2)]!;
  return lgColumns === 3 ? `${sm} ${LG[leadSpan(count, 3)]!}` : sm;
}
