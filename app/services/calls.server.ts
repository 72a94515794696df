import {
  addLiveSession,
  changeLiveSession,
  deactivateLiveSession,
  exportRegistrants,
  listLiveSessions,
  sessionRegistrations,
} from "./live-sessions.server";
import { correctOutboxRecipient, listOutbox, retryOutbox } from "./outbox.server";
import { listSessionMessages, previewSessionMessage, sendSessionMessage } from "./session-messages.server";
import { forgetPerson } from "./people.server";
import type { ServiceDeps } from "./service-deps.server";
import { exportSignups, streamSignups } from "./signups.server";
import { exportSubscribers, importSubscribers, listSubscribers, streamSubscribers, subscriberFigures } from "./subscribers.server";
import { createLoginLink, listConsolePasskeys, listConsoleSignIns, removePasskey, revokeConsoleSignIns } from "./console-access.server";
import { moveToPostgres, takeBackup } from "./site-data.server";
import { launchFindings } from "./setup.server";
import { syncVideos } from "./videos.server";
import { uploadPostImage } from "./post-images.server";
import { cancelIssue, issueReport, listIssues, previewIssue, sendIssue, sendIssueTest } from "./newsletter.server";
import { listSiteValueChanges, listSiteValues, saveSiteValues, undoSiteValueChange } from "./site-settings.server";
import {
  createPost,
  deletePost,
  getPost,
  getPostRevision,
  listPostRevisions,
  listPosts,
  postPreviewLink,
  publishPost,
  restorePostRevision,
  savePost,
  schedulePost,
  unpublishPost,
} from "./posts.server";
import { changeCollaboratorRole, inviteCollaborator, listActivity, listCollaborators, removeCollaborator } from "./collaborators.server";
import { mayCall, OWNER_ONLY, OWNER_ONLY_MESSAGE } from "~/features/admin/roles";
import { refuse } from "./outcome";

/**
 * The service calls the command line makes, by name: run in its own process, or sent over the
 * admin socket to the server that holds the PGlite directory (decision 056).
 */
export const SERVICE_CALLS = {
  listLiveSessions,
  addLiveSession,
  changeLiveSession,
  deactivateLiveSession,
  sessionRegistrations,
  exportRegistrants,
  listSessionMessages,
  previewSessionMessage,
  sendSessionMessage,
  listOutbox,
  retryOutbox,
  correctOutboxRecipient,
  exportSignups,
  streamSignups,
  listSubscribers,
  subscriberFigures,
  exportSubscribers,
  streamSubscribers,
  importSubscribers,
  forgetPerson,
  listIssues,
  previewIssue,
  sendIssueTest,
  sendIssue,
  cancelIssue,
  issueReport,
  syncVideos,
  listSiteValues,
  saveSiteValues,
  listSiteValueChanges,
  undoSiteValueChange,
  listPosts,
  getPost,
  createPost,
  savePost,
  publishPost,
  unpublishPost,
  schedulePost,
  deletePost,
  listPostRevisions,
  getPostRevision,
  restorePostRevision,
  postPreviewLink,
  createLoginLink,
  listConsoleSignIns,
  revokeConsoleSignIns,
  launchFindings,
  listConsolePasskeys,
  removePasskey,
  takeBackup,
  moveToPostgres,
  inviteCollaborator,
  listCollaborators,
  changeCollaboratorRole,
  removeCollaborator,
  listActivity,
  uploadPostImage,
} as const;

export type ServiceName = keyof typeof SERVICE_CALLS;
export type ServiceInput<Name extends ServiceName> = Parameters<(typeof SERVICE_CALLS)[Name]>[1];
export type ServiceOutcome<Name extends ServiceName> = Awaited<ReturnType<(typeof SERVICE_CALLS)[Name]>>;

/** Makes one service call by name; how an adapter that holds no database reaches one. */
export type CallService = <Name extends ServiceName>(name: Name, input: ServiceInput<Name>) => Promise<ServiceOutcome<Name>>;

// The owner's calls (roles.ts) name calls that exist: a renamed call cannot fall out of the table unseen.
OWNER_ONLY.calls satisfies readonly ServiceName[];

export const isServiceName = (name: unknown): name is ServiceName => typeof name === "string" && Object.hasOwn(SERVICE_CALLS, name);

/** Makes one call by name, for whoever `deps.role` says: an editor is refused the owner's calls (roles.ts). */
export async function callService<Name extends ServiceName>(
  deps: ServiceDeps,
  name: Name,
  input: ServiceInput<Name>,
): Promise<ServiceOutcome<Name>> {
  if (!mayCall(deps.role, name)) return refuse(OWNER_ONLY_MESSAGE) as ServiceOutcome<Name>;
  const call = SERVICE_CALLS[name] as (deps: ServiceDeps, input: ServiceInput<Name>) => Promise<ServiceOutcome<Name>>;
  return await call(deps, input);
}
