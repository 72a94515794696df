import type { Database } from "~/db/client.server";
import { toEventView } from "./event-queries.server";
import type { CancelAnswer, ManagePageData } from "./event-view";
import { cancelRegistration, getManagedRegistration, type MailContext } from "./registration-mutations.server";
import type { JobQueue } from "~/jobs/job-queue.server";

export async function readManagePage(db: Database, token: string, now: Date): Promise<ManagePageData> {
  const view = await getManagedRegistration(db, token, now);
  if (!("event" in view)) return { state: "bad-link" };
  if (view.status === "cancelled") return { state: "cancelled" };
  const seated = view.status === "registered" && view.event.isActive;
  return {
    state: view.status,
    token,
    event: toEventView(view.event),
    email: view.email,
    joinUrl: seated ? view.event.joinUrl : null,
    location: seated ? view.event.location : null,
    position: view.position,
    past: view.past,
    sessionActive: view.event.isActive,
  };
}

export async function cancelFromManagePage(db: Database, queue: JobQueue, token: string, mail: MailContext): Promise<CancelAnswer> {
  const outcome = await cancelRegistration(db, queue, token, mail);
  return outcome.status === "cancelled" ? { outcome: "cancelled", was: outcome.was } : { outcome: outcome.status };
}
