/**
 * Scrolls to a section of the page smoothly (instantly for visitors who prefer reduced motion),
 * the way an in-page anchor would, and returns false when there is no such section so the link
 * can fall back to the browser's own jump.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // Sections the visitor has not neared yet stand in at an estimated height (render-when-near in
  // app.css); drawn now, a smooth scroll aims at where the target really is and lands there.
  document.documentElement.dataset.sectionsDrawn = "";
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduced ? "instant" : "smooth", block: "start" });
  // Keyboard and screen-reader users carry on from the section they picked, as after a native jump.
  target.focus({ preventScroll: true });
  // The URL names the section, as a native jump would. Straight to history, not through the
  // router: a router navigation would jump to the hash at once and cut the smooth scroll short.
  if (window.location.hash !== `#${id}`) window.history.pushState(window.history.state, "", `#${id}`);
  return true;
}
