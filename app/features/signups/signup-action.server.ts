import { getSiteValues } from "~/content/site-values.server";
import { data, type RouterContextProvider } from "react-router";
import { clientAddressContext, databaseContext, jobQueueContext } from "~/context";
import { checkLimit } from "~/db/limits.server";
import { getEnv } from "~/config/env.server";
import { isHoneypotFilled, readFormData } from "~/lib/form-input";
import { countConversion } from "~/owner/conversions.server";
import { insertSignup } from "./signup-mutations.server";
import { signupInput, UNREADABLE_MESSAGE, type SignupResult } from "./signup-fields";
import { createSignupSchema, signupErrors } from "./signup-schema";

let schema: ReturnType<typeof createSignupSchema> | undefined;
function serverSchema() {
  const { SIGNUP_NAME_MAX_LENGTH, SIGNUP_INTEREST_MAX_LENGTH } = getEnv().server;
  schema ??= createSignupSchema({ nameMaxLength: SIGNUP_NAME_MAX_LENGTH, interestMaxLength: SIGNUP_INTEREST_MAX_LENGTH });
  return schema;
}

/**
 * The action of every early-access page: rate limit per address, honeypot, validation, insert (the first answer stays).
 * The answer is the same data with or without JavaScript: the form shows it either way.
 */
export async function signupAction(request: Request, context: Readonly<RouterContextProvider>, pageSource: string) {
  const limit = await checkLimit("signup", context.get(clientAddressContext));
  if (!limit.allowed) return data<SignupResult>({ ok: false, errors: { form: limit.message } }, limit.init);

  // Not a form post at all (JSON, a broken body): a clear 400, not a server error.
  const formData = await readFormData(request);
  if (!formData) return data<SignupResult>({ ok: false, errors: { form: UNREADABLE_MESSAGE } }, { status: 400 });
  // A bot that fills the honeypot gets a thank-you and stores nothing.
  if (isHoneypotFilled(formData)) return data<SignupResult>({ ok: true });

  const input = signupInput(formData);
  const parsed = serverSchema().safeParse(input);
  if (!parsed.success) {
    return data<SignupResult>({ ok: false, errors: signupErrors(parsed.error), values: input }, { status: 400 });
  }

  const { created } = await insertSignup(context.get(databaseContext).db, context.get(jobQueueContext), parsed.data, {
    pageSource,
    site: (await getSiteValues(context.get(databaseContext))).site,
  });
  if (created) countConversion(request, context, "early-access-signup");
  return data<SignupResult>({ ok: true });
}
