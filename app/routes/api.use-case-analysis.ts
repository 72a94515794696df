import { getAiService } from "~/ai/ai-service.server";
import { databaseContext } from "~/context";
import { requestGuideAccess } from "~/features/payment/guide-access.server";
import { gpt5AnalyzerAction } from "~/features/finder/gpt5-analyzer-action.server";
import { finderPostOnly } from "~/features/finder/finder-input.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/api.use-case-analysis";

export const handle: RouteHandle = { sitemap: false };

/** The GPT-5 analyzer: one answer per profile link. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return finderPostOnly();
  const guide = await requestGuideAccess(request, context.get(databaseContext).db);
  return gpt5AnalyzerAction(request, context, getAiService(), guide);
}

export const loader = finderPostOnly;
