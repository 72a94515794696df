/**
 * An index moved past either end of a list comes back round from the other end: the looping
 * testimonial carousel goes from the last slide to the first and from the first to the last.
 */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
