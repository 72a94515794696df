import type { RouterContextProvider } from "react-router";
import type { AiService } from "~/ai/ai-service.server";
import type { UseCaseBundle } from "~/ai/types";
import { parseProfileUrl } from "~/ai/linkedin-url";
import { finderCopy } from "~/content/use-case-finder";
import { clientAddressContext } from "~/context";
import { readFinderInput } from "./finder-input.server";
import { finderLimiter } from "./finder-limiter.server";
import type { ErrorAnswer } from "./request-state";
import { trimAnalysis } from "./trim-analysis";

const refuse = (status: number, error: string, headers: HeadersInit = {}) =>
  Response.json({ error } satisfies ErrorAnswer, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * Call 8, the GPT-5 analyzer: one answer, {introduction, sections, conclusion}, already trimmed to
 * two prompts, two build ideas and two agents, so the browser only ever gets what it shows.
 */
export async function analyzeProfile(
  request: Request,
  context: Readonly<RouterContextProvider>,
  ai: Pick<AiService, "useCaseSections">,
): Promise<Response> {
  const visitor = context.get(clientAddressContext);
  const verdict = finderLimiter().hit(visitor);
  if (!verdict.allowed) {
    return refuse(429, finderCopy.errors.rateLimited(verdict.retryAfterSeconds), { "Retry-After": String(verdict.retryAfterSeconds) });
  }
  const input = await readFinderInput(request);
  if (!input) return refuse(400, finderCopy.errors.badBody);
  const parsed = parseProfileUrl(input.linkedinUrl, "finder");
  if (!parsed.ok) return refuse(400, parsed.message);
  // A bot that fills the hidden field gets an empty analysis, which costs nothing to make.
  if (input.honeypot.trim() !== "") {
    return Response.json({ introduction: "", sections: [], conclusion: "" } satisfies UseCaseBundle, { headers: { "Cache-Control": "no-store" } });
  }

  const answer = await ai.useCaseSections(parsed.profile.url, { visitor });
  if (!answer.ok) {
    const seconds = answer.retryAfterSeconds ?? 60;
    return answer.status === 429
      ? refuse(429, finderCopy.errors.rateLimited(seconds), { "Retry-After": String(seconds) })
      : refuse(400, answer.message);
  }
  return Response.json(trimAnalysis(answer.value) satisfies UseCaseBundle, { headers: { "Cache-Control": "no-store" } });
}
