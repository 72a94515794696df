import { randomUUID } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { checkAboutYou } from "~/ai/about-you";
import type { AiService } from "~/ai/ai-service.server";
import { parseProfileUrl } from "~/ai/linkedin-url";
import { databaseContext, jobQueueContext } from "~/context";
import { getEnv } from "~/config/env.server";
import { readFinderCall, refuse, tooMany } from "./finder-input.server";
import { newVisitId, readVisitId, visitCookie } from "./finder-visit.server";
import { createRequest } from "./request-mutations.server";
import { isIssuedVisit } from "./request-queries.server";
import type { SubmitAnswer } from "./request-state";
import { countConversion } from "~/owner/conversions.server";

/**
 * The finder's submit: validates the profile link, counts the request against the visitor's quota, stores the
 * request with its job and answers {requestId, userSessionId}; the visit's id, issued by the server,
 * also goes into an HttpOnly cookie, which the status endpoints require.
 */
export async function submitUseCaseRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
  ai: Pick<AiService, "admit">,
): Promise<Response> {
  const call = await readFinderCall(request, context);
  if (call instanceof Response) return call;
  const { visitor, input } = call;
  if (input.honeypotFilled) {
    return Response.json({ requestId: randomUUID(), userSessionId: newVisitId() } satisfies SubmitAnswer);
  }

  const parsed = parseProfileUrl(input.linkedinUrl, "finder");
  if (!parsed.ok) return refuse(400, parsed.message);
  const admitted = await ai.admit("useCaseSections", parsed.profile.url, visitor, input.aboutYou);
  if (!admitted.ok) {
    return admitted.status === 429 ? tooMany(admitted.retryAfterSeconds ?? 60) : refuse(400, admitted.message, {}, admitted.field);
  }
  // Admitted, so the text passed the same rule; stored as checked, for the job.
  const about = checkAboutYou(input.aboutYou);

  const { db } = context.get(databaseContext);
  // The server issues the visit's id: the cookie's is kept only when the server stored it before.
  const cookieVisit = readVisitId(request);
  const visitId = cookieVisit !== undefined && (await isIssuedVisit(db, cookieVisit)) ? cookieVisit : newVisitId();
  const requestId = await createRequest(db, context.get(jobQueueContext), {
    linkedinUrl: parsed.profile.url,
    aboutYou: about.ok ? about.text : undefined,
    userSessionId: visitId,
  });
  countConversion(request, context, "mini-app-run");
  return Response.json({ requestId, userSessionId: visitId } satisfies SubmitAnswer, {
    headers: { "Cache-Control": "no-store", "Set-Cookie": visitCookie(visitId, getEnv().site.siteUrl) },
  });
}
