import { getAiService } from "~/ai/ai-service.server";
import { submitUseCaseRequest } from "~/features/finder/submit-request.server";
import { finderPostOnly } from "~/features/finder/finder-input.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/api.use-case-requests";

export const handle: RouteHandle = { sitemap: false };

/** Submits a profile link to the AI Use Case Finder. */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return finderPostOnly();
  return submitUseCaseRequest(request, context, getAiService());
}

export const loader = finderPostOnly;
