export interface HeaderLink {
  to: string;
  label: string;
  /** Other sections the link stands for: the hub answers at /resources as well as /watch-me-ai. */
  alsoActiveOn?: readonly string[];
}

/** The header's links, in order. */
export const headerLinks: readonly HeaderLink[] = [
  { to: "/", label: "Home" },
  { to: "/watch-me-ai", label: "Watch Me AI", alsoActiveOn: ["/resources"] },
  { to: "/work-with-me", label: "Work With Me" },
  { to: "/about", label: "About" },
  { to: "/events", label: "Events" },
];

/** Whether a header link is the visitor's current section: its page or a page below it. */
export function isCurrentSection(link: HeaderLink, pathname: string): boolean {
  if (link.to === "/") return pathname === "/";
  return [link.to, ...(link.alsoActiveOn ?? [])].some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/** Header scroll threshold and mobile breakpoint. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const MOBILE_BREAKPOINT_PX = 768;
