import { data, type RouterContextProvider } from "react-router";
import { ABOUT_YOU_FIELD } from "~/ai/about-you";
import { getAiService } from "~/ai/ai-service.server";
import { BEGINNER_URL_MESSAGES } from "~/ai/linkedin-url";
import { clientAddressContext } from "~/context";
import { checkLimit } from "~/db/limits.server";
import { ProfileRequestSchema } from "~/ai/profile-request";
import { isHoneypotFilled } from "~/lib/form-input";
import { readJson } from "~/lib/json-input";
import type { BeginnerIdeasResponse } from "./beginner-ideas-response";
import { countConversion } from "~/owner/conversions.server";
import { retryLater } from "~/lib/retry-later";

/**
 * The beginner-ideas endpoint: POST a JSON `{ linkedinUrl, aboutYou? }`, answered with `{ introduction, ideas,
 * conclusion }` or `{ error }` and a 4xx. JSON only, so another site's page cannot send it
 * without a CORS preflight this server never grants.
 */
export async function beginnerIdeasAction(request: Request, context: Readonly<RouterContextProvider>) {
  if (request.method !== "POST") {
    return data<BeginnerIdeasResponse>({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  const visitor = context.get(clientAddressContext);
  const limit = await checkLimit("aiRequest", visitor);
  if (!limit.allowed) return data<BeginnerIdeasResponse>({ error: limit.message }, limit.init);
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return data<BeginnerIdeasResponse>({ error: "Send the profile link as JSON." }, { status: 415 });
  }
  const fields = await readJson(request, ProfileRequestSchema);
  // No JSON at all, or no object: there is no link to read.
  if (!fields) return data<BeginnerIdeasResponse>({ error: BEGINNER_URL_MESSAGES.invalidUrl }, { status: 400 });
  // A person never sees the honeypot; a bot that fills it gets an empty answer, which costs nothing.
  if (isHoneypotFilled(fields)) {
    return data<BeginnerIdeasResponse>({ introduction: "", ideas: [], conclusion: "" }, { headers: { "Cache-Control": "no-store" } });
  }
  const answer = await getAiService().beginnerIdeas(fields.linkedinUrl, { visitor, about: fields[ABOUT_YOU_FIELD] });
  if (!answer.ok) {
    return data<BeginnerIdeasResponse>(
      { error: answer.message },
      answer.status === 429 ? retryLater(429, answer.retryAfterSeconds) : { status: answer.status },
    );
  }
  countConversion(request, context, "mini-app-run");
  return data<BeginnerIdeasResponse>(answer.value, { headers: { "Cache-Control": "no-store" } });
}
