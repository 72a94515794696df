/** What a click tells of itself: a DOM MouseEvent and React's both have it. */
interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A plain left click that nothing else took: the page may handle it in place. A modified click (a new
 * tab, a new window, a download) or another button stays the browser's.
 */
export function isPlainClick(click: ClickLike): boolean {
  return !(click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey);
}
