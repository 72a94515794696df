import { data, type RouterContextProvider } from "react-router";
import { getAiService } from "~/ai/ai-service.server";
import { clientAddressContext } from "~/context";
import { checkLimit } from "~/db/limits.server";
import { ideaToolCopy } from "~/content/idea-tool";
import { isHoneypotFilled, readFormData } from "~/lib/form-input";
import { IDEA_TOOL_FIELDS, type IdeaToolActionData } from "./idea-tool-data";
import { countConversion } from "~/owner/conversions.server";
import { retryLater } from "~/lib/retry-later";

/**
 * The idea tool's AI call behind the page's own action: a plain form post without JavaScript, a fetcher
 * with it. The engine validates, caches and applies the visitor's quota.
 */
export async function ideaToolAction(request: Request, context: Readonly<RouterContextProvider>) {
  const visitor = context.get(clientAddressContext);
  const limit = await checkLimit("aiRequest", visitor);
  if (!limit.allowed) return data<IdeaToolActionData>({ ok: false, errors: { form: limit.message }, failed: true }, limit.init);
  // Not a form post at all (JSON, a broken body): a clear 400, not a server error.
  const form = await readFormData(request);
  if (!form) {
    return data<IdeaToolActionData>({ ok: false, errors: { input: ideaToolCopy.unreadable } }, { status: 400 });
  }
  // Without JavaScript an example chip is a submit button carrying its own text.
  const example = form.get(IDEA_TOOL_FIELDS.example);
  const typed = form.get(IDEA_TOOL_FIELDS.input);
  const input = typeof example === "string" && example !== "" ? example : typeof typed === "string" ? typed : "";

  // A person never sees the honeypot; a bot that fills it gets an empty answer, which costs nothing.
  if (isHoneypotFilled(form)) {
    return data<IdeaToolActionData>({
      ok: true,
      values: { input: input.trim() },
      result: { roleAnalysis: "", useCases: [], recommendations: [] },
    });
  }

  const answer = await getAiService().ideaTool(input, { visitor });
  if (!answer.ok) {
    const values = { input: input.slice(0, 2000) };
    return answer.status === 429
      ? data<IdeaToolActionData>(
          { ok: false, errors: { form: answer.message }, values, failed: true },
          retryLater(429, answer.retryAfterSeconds),
        )
      : data<IdeaToolActionData>({ ok: false, errors: { input: answer.message }, values }, { status: answer.status });
  }
  countConversion(request, context, "mini-app-run");
  return data<IdeaToolActionData>({ ok: true, values: { input: input.trim() }, result: answer.value });
}
