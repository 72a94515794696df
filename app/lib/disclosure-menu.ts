import { MOBILE_BREAKPOINT_PX } from "~/content/navigation";

export interface DisclosureMenuOptions {
  /** Also close on a pointer press anywhere outside the menu. */
  closeOnPressOutside?: boolean;
  /** The toggle's accessible name while the menu is open and while it is closed. */
  toggleLabels?: { open: string; closed: string };
}

/**
 * A <details> used as a phone menu (the header's, the course pages' section bar): it opens with no
 * script at all, and with this it also closes on Escape (its toggle takes the focus back), on a
 * pick of one of its links, when the screen grows past the phone breakpoint and, if asked, on a
 * press outside it. Plain DOM, so a page with React (from an effect) and a page without (from the
 * page script) behave the same. Returns the cleanup.
 */
export function attachDisclosureMenu(menu: HTMLDetailsElement, { closeOnPressOutside = false, toggleLabels }: DisclosureMenuOptions = {}) {
  const toggle = menu.querySelector("summary");
  const close = () => {
    menu.open = false;
  };
  const onToggle = () => {
    if (toggleLabels) toggle?.setAttribute("aria-label", menu.open ? toggleLabels.open : toggleLabels.closed);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !menu.open) return;
    close();
    toggle?.focus();
  };
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a")) close();
  };
  const onPress = (event: PointerEvent) => {
    if (menu.open && !menu.contains(event.target as Node)) close();
  };
  const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const onWide = () => wide.matches && close();
  menu.addEventListener("toggle", onToggle);
  menu.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
  if (closeOnPressOutside) document.addEventListener("pointerdown", onPress);
  wide.addEventListener("change", onWide);
  return () => {
    menu.removeEventListener("toggle", onToggle);
    menu.removeEventListener("click", onClick);
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("pointerdown", onPress);
    wide.removeEventListener("change", onWide);
  };
}
