/** The header's links, in order (SPEC §2 Global layout). */
export const headerLinks = [
  { to: "/", label: "Home" },
  { to: "/watch-me-ai", label: "Watch Me AI" },
  { to: "/work-with-me", label: "Work With Me" },
  { to: "/about", label: "About" },
  { to: "/events", label: "Events" },
] as const;

/** Header scroll threshold and mobile breakpoint (SPEC §9). */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const MOBILE_BREAKPOINT_PX = 768;
