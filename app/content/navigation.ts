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
  { to: "/courses", label: "Courses" },
  { to: "/blog", label: "Blog" },
  { to: "/work-with-me", label: "Work With Me" },
  { to: "/about", label: "About" },
  { to: "/events", label: "Events" },
];

/** The home page's newsletter signup, as a fragment (links from elsewhere on the site may use it). */
export const SUBSCRIBE_ANCHOR = "subscribe";
/** The header's call to action: the newsletter's own page, wherever the visitor is. */
export const subscribeLink = { to: "/watch-me-ai-signup", label: "Subscribe" } as const;

export interface FooterSection {
  heading: string;
  links: readonly { to: string; label: string }[];
}

/**
 * The footer's small sitemap: every section of the site one click away from any page, including
 * those the header leaves out (the archive, the mini apps, the AI tools). Contact keeps its own place
 * beside the copyright line.
 */
export const footerSections: readonly FooterSection[] = [
  {
    heading: "Learn",
    links: [
      { to: "/resources", label: "Resource hub" },
      { to: "/ai-tools", label: "AI tools" },
      { to: "/ai-glossary", label: "AI glossary" },
      { to: "/mini-apps", label: "Mini apps" },
    ],
  },
  {
    heading: "Read",
    links: [
      { to: "/blog", label: "Blog" },
      { to: "/archive", label: "Archive" },
    ],
  },
  {
    heading: "Work together",
    links: [
      { to: "/courses", label: "Courses" },
      { to: "/events", label: "Live sessions" },
      { to: "/work-with-me", label: "Work with me" },
    ],
  },
];

/** Whether a header link is the visitor's current section: its page or a page below it. */
export function isCurrentSection(link: HeaderLink, pathname: string): boolean {
  if (link.to === "/") return pathname === "/";
  return [link.to, ...(link.alsoActiveOn ?? [])].some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/** Header scroll threshold and mobile breakpoint. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const MOBILE_BREAKPOINT_PX = 768;
