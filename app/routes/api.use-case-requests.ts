import { getAiService } from "~/ai/ai-service.server";
import { submitUseCaseRequest } from "~/features/finder/submit-request.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/api.use-case-requests";

export const handle: RouteHandle = { sitemap: false };

const postOnly = () => new Response("Use POST with {linkedinUrl}.", { status: 405, headers: { Allow: "POST" } });

/** Submits a profile link to the AI Use Case Finder. */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return postOnly();
  return submitUseCaseRequest(request, context, getAiService());
}

export const loader = postOnly;
