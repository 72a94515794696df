import { desc } from "drizzle-orm";
import { ADMIN } from "~/content/admin";
import { aiUseCaseRequests } from "~/db/schema";
import { done } from "./outcome";
import type { ServiceDeps } from "./service-deps.server";

/** One page of the AI Use Case Finder's requests, newest first, with their status (the console). */
export async function listFinderRequests({ db }: ServiceDeps, { page }: { page: number }) {
  const rows = await db
    .select({
      id: aiUseCaseRequests.id,
      url: aiUseCaseRequests.linkedinUrl,
      status: aiUseCaseRequests.status,
      error: aiUseCaseRequests.errorMessage,
      createdAt: aiUseCaseRequests.createdAt,
      updatedAt: aiUseCaseRequests.updatedAt,
    })
    .from(aiUseCaseRequests)
    .orderBy(desc(aiUseCaseRequests.createdAt), desc(aiUseCaseRequests.id))
    .limit(ADMIN.pageSize + 1)
    .offset((page - 1) * ADMIN.pageSize);
  return done({ hasMore: rows.length > ADMIN.pageSize, requests: rows.slice(0, ADMIN.pageSize) });
}
