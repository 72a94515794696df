import type { RouterContextProvider } from "react-router";
import { ABOUT_YOU_FIELD } from "~/ai/about-you";
import { finderCopy } from "~/content/use-case-finder";
import { clientAddressContext } from "~/context";
import { checkLimit } from "~/db/limits.server";
import { ProfileRequestSchema } from "~/ai/profile-request";
import { isHoneypotFilled } from "~/lib/form-input";
import { jsonRefusal, readJson } from "~/lib/json-input";
import type { ErrorAnswer } from "./request-state";
import { retryLater } from "~/lib/retry-later";

/** The answer both finder endpoints give anything but a POST (their loaders too). */
export const finderPostOnly = () => new Response("Use POST with {linkedinUrl}.", { status: 405, headers: { Allow: "POST" } });

export interface FinderInput {
  linkedinUrl: string;
  /** The optional "About you" as sent: the engine checks it with the forms' rule (a non-string is refused there). */
  aboutYou: unknown;
  /** A bot filled the field people never see. */
  honeypotFilled: boolean;
}

/** Reads {linkedinUrl, aboutYou} from a JSON or form body; undefined when the body is neither. */
export async function readFinderInput(request: Request): Promise<FinderInput | undefined> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = await readJson(request, ProfileRequestSchema);
      return body && { linkedinUrl: body.linkedinUrl, aboutYou: body[ABOUT_YOU_FIELD], honeypotFilled: isHoneypotFilled(body) };
    }
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      const form = await request.formData();
      const value = (name: string) => {
        const field = form.get(name);
        return typeof field === "string" ? field : "";
      };
      return {
        linkedinUrl: value("linkedinUrl"),
        aboutYou: form.get(ABOUT_YOU_FIELD) ?? undefined,
        honeypotFilled: isHoneypotFilled(form),
      };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** A refusal as the finder's endpoints answer it: JSON {error, field?}, never cached. */
export const refuse = (status: number, error: string, headers: Record<string, string> = {}, field?: ErrorAnswer["field"]) =>
  jsonRefusal(status, error, { field, headers });

/** Over the per-visitor limit: 429 with Retry-After and when to come back. */
export const tooMany = (seconds: number) => {
  const { status, headers } = retryLater(429, seconds);
  return refuse(status, finderCopy.errors.rateLimited(seconds), headers);
};

/**
 * What both finder endpoints do first: count the visitor against the per-address limit, then read
 * the body. Answers the refusal to send, or the visitor and their input.
 */
export async function readFinderCall(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response | { visitor: string; input: FinderInput }> {
  const visitor = context.get(clientAddressContext);
  const limit = await checkLimit("finder", visitor);
  if (!limit.allowed) return refuse(limit.init.status, limit.message, limit.init.headers);
  const input = await readFinderInput(request);
  if (!input) return refuse(400, finderCopy.errors.badBody);
  return { visitor, input };
}
