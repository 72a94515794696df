import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { aiUseCaseRequests } from "~/db/schema";
import { readUseCases } from "./read-use-cases.server";
import { lockGuideSections, type GuideAccess } from "~/lib/guide-access";
import type { RequestResults, RequestState } from "./request-state";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path parameter can be a request id; anything else would make PostgreSQL throw. */
export const isRequestId = (value: string | undefined): value is string => value !== undefined && UUID.test(value);

/**
 * Whether the server issued this finder visit: it stores every visit id it issues with the
 * request that made it, so an id a client made up is in no row.
 */
export async function isIssuedVisit(db: Database, visitId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: aiUseCaseRequests.id })
    .from(aiUseCaseRequests)
    .where(eq(aiUseCaseRequests.userSessionId, visitId))
    .limit(1);
  return row !== undefined;
}

/** Whether the request exists and belongs to this visit (its id already checked with isRequestId). */
export async function isVisitsRequest(db: Database, id: string, visitId: string | undefined): Promise<boolean> {
  if (!visitId) return false;
  const [row] = await db
    .select({ id: aiUseCaseRequests.id })
    .from(aiUseCaseRequests)
    .where(and(eq(aiUseCaseRequests.id, id), eq(aiUseCaseRequests.userSessionId, visitId)));
  return row !== undefined;
}

/**
 * A request's public state, if it exists and belongs to this visitor's visit; undefined
 * otherwise, so a stranger cannot tell a missing request from someone else's. Its guides are as
 * `guide` allows.
 */
export async function getRequestStateForVisit(
  db: Database,
  id: string,
  visitId: string | undefined,
  guide: GuideAccess,
): Promise<RequestState | undefined> {
  if (!visitId) return undefined;
  const [row] = await db
    .select({
      id: aiUseCaseRequests.id,
      status: aiUseCaseRequests.status,
      useCases: aiUseCaseRequests.useCases,
      errorMessage: aiUseCaseRequests.errorMessage,
      userSessionId: aiUseCaseRequests.userSessionId,
    })
    .from(aiUseCaseRequests)
    .where(eq(aiUseCaseRequests.id, id));
  if (!row || row.userSessionId !== visitId) return undefined;
  const results: RequestResults | { resultKind: null; useCases: null } =
    row.status === "completed" ? resultsOf(row.useCases ?? [], guide) : { resultKind: null, useCases: null };
  return { id: row.id, status: row.status, ...results, errorMessage: row.status === "failed" ? row.errorMessage : null, guide };
}

// A locked guide is taken out here, on the server: the browser never has it (decision 073).
function resultsOf(stored: readonly unknown[], guide: GuideAccess): RequestResults {
  const read = readUseCases(stored);
  return read.kind === "sections"
    ? { resultKind: "sections", useCases: lockGuideSections(read.sections, guide) }
    : { resultKind: "legacy", useCases: read.items };
}

/** What the job needs of a request. */
export async function getRequestForJob(db: Database, id: string) {
  const [row] = await db
    .select({
      id: aiUseCaseRequests.id,
      status: aiUseCaseRequests.status,
      linkedinUrl: aiUseCaseRequests.linkedinUrl,
      aboutYou: aiUseCaseRequests.aboutYou,
    })
    .from(aiUseCaseRequests)
    .where(eq(aiUseCaseRequests.id, id));
  return row;
}
