import { attachDisclosureMenu } from "~/lib/disclosure-menu";
import { scrollToSection } from "./scroll-to-section";
import { isPlainClick } from "~/lib/plain-click";

/** Fixed header (h-16) plus the section bar (h-14): where a section's top lands (see COURSE_SECTION_OFFSET). */
const HEADER_AND_NAV_PX = 64 + 56;

/**
 * Follows the section the visitor is reading: the last one whose top has passed a line a quarter
 * of the way down the view, or, once the page can scroll no further, the last one in view (a short
 * final section never reaches the line). Calls `onChange` with its id (null above the first).
 * Returns the cleanup.
 */
export function trackActiveSection(ids: readonly string[], onChange: (id: string | null) => void): () => void {
  let frame = 0;
  let last: string | null | undefined;
  const update = () => {
    frame = 0;
    const line = HEADER_AND_NAV_PX + window.innerHeight / 4;
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    let current: string | null = null;
    for (const id of ids) {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      if (top !== undefined && top <= (atBottom ? window.innerHeight - 1 : line)) current = id;
    }
    if (current === last) return;
    last = current;
    onChange(current);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
  };
}

/**
 * The page script's section bar, for a course page without React: the same marks and jumps as
 * SectionNav's. The links that follow the reading get aria-current="location" (their classes style
 * it) and the phone menu's toggle names the section; a link scrolls smoothly to its section.
 */
export function attachSectionNav(nav: HTMLElement) {
  const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'));
  const tracked = links.filter((link) => "tracked" in link.dataset);
  const label = nav.querySelector<HTMLElement>("[data-section-label]");
  const prefix = nav.querySelector<HTMLElement>("[data-section-label-prefix]");
  const idOf = (link: HTMLAnchorElement) => link.getAttribute("href")!.slice(1);
  trackActiveSection([...new Set(tracked.map(idOf))], (active) => {
    for (const link of tracked) {
      if (idOf(link) === active) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
    const name = tracked.find((link) => idOf(link) === active)?.textContent;
    if (label) label.textContent = name ?? label.dataset.sectionLabel ?? "";
    if (prefix) prefix.hidden = !name;
  });
  for (const link of links) {
    link.addEventListener("click", (event) => {
      if (!isPlainClick(event)) return;
      if (scrollToSection(idOf(link))) event.preventDefault();
    });
  }
  const menu = nav.querySelector("details");
  if (menu) attachDisclosureMenu(menu, { closeOnPressOutside: true });
}
