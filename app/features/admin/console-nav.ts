/** A page of the console as its navigation links to it. */
export interface ConsoleNavItem {
  to: string;
  label: string;
}

/**
 * The console's pages in their groups, in the order its navigation shows them: the one list the
 * menu and the sidebar draw. The frame hides the pages a role may not open (roles.ts).
 */
export const CONSOLE_NAV: ReadonlyArray<{ group: string; items: readonly ConsoleNavItem[] }> = [
  {
    group: "Today",
    items: [
      { to: "/admin", label: "Overview" },
      { to: "/admin/analytics", label: "Analytics" },
      { to: "/admin/sales", label: "Sales" },
    ],
  },
  {
    group: "Audience",
    items: [
      { to: "/admin/subscribers", label: "Subscribers" },
      { to: "/admin/newsletter", label: "Newsletter" },
      { to: "/admin/signups", label: "Sign-ups" },
      { to: "/admin/finder", label: "Finder requests" },
      { to: "/admin/forget", label: "Forget a person" },
    ],
  },
  { group: "Live sessions", items: [{ to: "/admin/live-sessions", label: "Live sessions" }] },
  {
    group: "Content",
    items: [
      { to: "/admin/posts", label: "Blog posts" },
      { to: "/admin/videos", label: "Videos" },
    ],
  },
  {
    group: "Settings",
    items: [
      { to: "/admin/settings", label: "Your details" },
      { to: "/admin/offers", label: "Offers & prices" },
      { to: "/admin/setup", label: "Setup" },
      { to: "/admin/notifications", label: "Notifications" },
      { to: "/admin/outbox", label: "Outbox" },
    ],
  },
  {
    group: "Security",
    items: [
      { to: "/admin/security", label: "Passkeys & sessions" },
      { to: "/admin/collaborators", label: "Collaborators" },
      { to: "/admin/activity", label: "Activity" },
    ],
  },
];

/** Whether `item` is the page at `pathname`: the overview on /admin alone, every other page also for the pages below it. */
export function isCurrentPage(item: ConsoleNavItem, pathname: string): boolean {
  return item.to === "/admin" ? pathname === "/admin" : pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** The page of the navigation `pathname` belongs to, if any. */
export function currentPage(pathname: string): ConsoleNavItem | undefined {
  return CONSOLE_NAV.flatMap((group) => group.items).find((item) => isCurrentPage(item, pathname));
}
