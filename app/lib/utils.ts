import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge: it costs about 9 KB of gzip on every
 * page, most of the budget a page has above React's floor (docs/decisions/002-no-tailwind-merge.md).
 * So a className passed to a component adds classes; it does not override the component's own.
 * Change a component's look through its variant props, or give the component a prop for it.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
