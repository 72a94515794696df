import type { RouterContextProvider } from "react-router";
import type { AiService } from "~/ai/ai-service.server";
import { parseProfileUrl } from "~/ai/linkedin-url";
import { readFinderCall, refuse, tooMany } from "./finder-input.server";
import { lockGuideSections, type GuideAccess } from "~/lib/guide-access";
import { trimAnalysis } from "./gpt5-analyzer-trim.server";
import type { Gpt5AnalyzerAnswer } from "./request-state";
import { countConversion } from "~/owner/conversions.server";

/**
 * The GPT-5 analyzer: one answer, {introduction, sections, conclusion}, already trimmed to two
 * prompts, two build ideas and two agents, so the browser only ever gets what it shows; its guides
 * as `guide` allows.
 */
export async function gpt5AnalyzerAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  ai: Pick<AiService, "useCaseSections">,
  guide: GuideAccess,
): Promise<Response> {
  const call = await readFinderCall(request, context);
  if (call instanceof Response) return call;
  const { visitor, input } = call;
  const parsed = parseProfileUrl(input.linkedinUrl, "finder");
  if (!parsed.ok) return refuse(400, parsed.message);
  // A bot that fills the hidden field gets an empty analysis, which costs nothing to make.
  if (input.honeypotFilled) {
    return Response.json({ introduction: "", sections: [], conclusion: "", guide } satisfies Gpt5AnalyzerAnswer, {
      headers: { "Cache-Control": "no-store" },
    });
  }

  const answer = await ai.useCaseSections(parsed.profile.url, { visitor, about: input.aboutYou });
  if (!answer.ok) {
    return answer.status === 429 ? tooMany(answer.retryAfterSeconds ?? 60) : refuse(400, answer.message, {}, answer.field);
  }
  countConversion(request, context, "mini-app-run");
  const trimmed = trimAnalysis(answer.value);
  // A locked guide is taken out here, on the server: the browser never has it (decision 073).
  const sent = { ...trimmed, sections: lockGuideSections(trimmed.sections, guide), guide };
  return Response.json(sent satisfies Gpt5AnalyzerAnswer, { headers: { "Cache-Control": "no-store" } });
}
