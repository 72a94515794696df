/** The console's pages, in the order its navigation shows them; it hides those a role may not open (roles.ts). */
export const CONSOLE_NAV = [
  { to: "/admin", label: "Overview" },
  { to: "/admin/analytics", label: "Analytics" },
  { to: "/admin/live-sessions", label: "Live sessions" },
  { to: "/admin/signups", label: "Sign-ups" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/videos", label: "Videos" },
  { to: "/admin/finder", label: "Finder requests" },
  { to: "/admin/notifications", label: "Notifications" },
  { to: "/admin/forget", label: "Forget a person" },
  { to: "/admin/security", label: "Passkeys & sessions" },
  { to: "/admin/collaborators", label: "Collaborators" },
  { to: "/admin/activity", label: "Activity" },
] as const;
