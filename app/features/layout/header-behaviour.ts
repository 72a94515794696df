import { HEADER_SCROLL_THRESHOLD_PX } from "~/content/navigation";
import { attachDisclosureMenu } from "~/lib/disclosure-menu";

const MENU_LABELS = { open: "Close menu", closed: "Open menu" } as const;

/** The menu toggle's name before the visitor opens it (the server's HTML). */
export const MENU_TOGGLE_LABEL = MENU_LABELS.closed;

/**
 * What the site header does in the browser, on the DOM alone so that a page with React (through
 * SiteHeader's effect) and a page without (through the page script) behave the same:
 * `data-scrolled` turns "true" once the page has scrolled past the threshold, which the header's
 * classes turn into a white, blurred bar, and its phone menu behaves as attachDisclosureMenu says.
 * Returns the cleanup.
 */
export function attachHeaderBehaviour(header: HTMLElement): () => void {
  const updateScrolled = () => {
    header.dataset.scrolled = String(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
  };
  updateScrolled();
  window.addEventListener("scroll", updateScrolled, { passive: true });
  const menu = header.querySelector("details");
  const detachMenu = menu ? attachDisclosureMenu(menu, { toggleLabels: MENU_LABELS }) : () => {};
  return () => {
    window.removeEventListener("scroll", updateScrolled);
    detachMenu();
  };
}
