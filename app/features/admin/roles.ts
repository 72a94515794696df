/**
 * Who may do what in the console (decision 063): the one table of what needs the owner. An owner
 * may do everything; an editor everything else (live sessions, registrants, messages to them, the
 * site's content, the figures). Browser-safe: the navigation hides what a role cannot open.
 */
export type ConsoleRole = "owner" | "editor";

export const ROLE_LABELS: Record<ConsoleRole, string> = {
  owner: "Owner (everything)",
  editor: "Editor (sessions, registrants, messages, content)",
};

export const OWNER_ONLY = {
  /**
   * Console addresses (and every address below one) only an owner opens, reads or posts to.
   * `:id` stands for one path segment.
   */
  areas: [
    "/admin/forget",
    "/admin/signups.csv",
    "/admin/subscribers",
    "/admin/subscribers.csv",
    "/admin/live-sessions/:id/registrants.csv",
    "/admin/security",
    "/admin/collaborators",
    "/admin/activity",
    "/admin/notifications",
    "/admin/settings",
    "/admin/offers",
    "/admin/setup",
    "/admin/newsletter",
    "/admin/sales",
    "/admin/sales.csv",
  ],
  /** Service calls (calls.server.ts) only an owner makes: callService refuses them to an editor. */
  calls: [
    "forgetPerson",
    "exportSignups",
    "streamSignups",
    "listSubscribers",
    "subscriberFigures",
    "exportSubscribers",
    "streamSubscribers",
    "importSubscribers",
    "exportRegistrants",
    "createLoginLink",
    "listConsoleSignIns",
    "revokeConsoleSignIns",
    "listConsolePasskeys",
    "removePasskey",
    "launchFindings",
    "takeBackup",
    "moveToPostgres",
    "inviteCollaborator",
    "listCollaborators",
    "changeCollaboratorRole",
    "removeCollaborator",
    "listActivity",
    "saveSiteValues",
    "undoSiteValueChange",
    "listIssues",
    "previewIssue",
    "sendIssueTest",
    "sendIssue",
    "cancelIssue",
    "issueReport",
  ],
} as const;

export const OWNER_ONLY_MESSAGE = "Only the site's owner can do this.";

const areaPatterns = OWNER_ONLY.areas.map((area) => new RegExp(`^${area.replaceAll(".", "\\.").replaceAll(":id", "[^/]+")}(?:/|$)`));

/** Whether `role` may open (or post to) the console address `pathname`. */
export function mayVisit(role: ConsoleRole, pathname: string): boolean {
  return role === "owner" || !areaPatterns.some((pattern) => pattern.test(pathname));
}

/** Whether `role` may make the service call named `name`. */
export function mayCall(role: ConsoleRole, name: string): boolean {
  return role === "owner" || !(OWNER_ONLY.calls as readonly string[]).includes(name);
}
