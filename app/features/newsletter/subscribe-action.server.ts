import { getEnv } from "~/config/env.server";
import { data, type RouterContextProvider } from "react-router";
import { clientAddressContext, databaseContext, jobQueueContext } from "~/context";
import { checkLimit } from "~/db/limits.server";
import { getSiteValues } from "~/content/site-values.server";
import { isHoneypotFilled, readFormData } from "~/lib/form-input";
import { countConversion } from "~/owner/conversions.server";
import { subscribeInput, type SubscribeResult } from "./subscribe-fields";
import { SubscribeSchema, subscribeErrors } from "./subscribe-schema";
import { addSubscriber } from "./subscriber-mutations.server";

const UNREADABLE = "The form could not be read. Please reload the page and try again.";

/**
 * The newsletter form's action: rate limit per address, honeypot, validation, then the row with,
 * as the owner chose who sends the newsletter, its confirmation e-mail or its job for Kit
 * (addSubscriber); a new address counts as a newsletter sign-up conversion. The answer is the same data with or without JavaScript.
 */
export async function subscribeAction(request: Request, context: Readonly<RouterContextProvider>) {
  const limit = await checkLimit("newsletter", context.get(clientAddressContext));
  if (!limit.allowed) return data<SubscribeResult>({ ok: false, errors: { form: limit.message } }, limit.init);

  // Not a form post at all (JSON, a broken body): a clear 400, not a server error.
  const formData = await readFormData(request);
  if (!formData) return data<SubscribeResult>({ ok: false, errors: { form: UNREADABLE } }, { status: 400 });
  // A bot that fills the honeypot gets a thank-you and stores nothing.
  if (isHoneypotFilled(formData)) return data<SubscribeResult>({ ok: true });

  const input = subscribeInput(formData);
  const parsed = SubscribeSchema.safeParse(input);
  if (!parsed.success) {
    return data<SubscribeResult>({ ok: false, errors: subscribeErrors(parsed.error), values: input }, { status: 400 });
  }

  const database = context.get(databaseContext);
  const { site } = await getSiteValues(database);
  const queue = context.get(jobQueueContext);
  const outcome = await addSubscriber(
    database.db,
    parsed.data,
    // With Kit, the address is handed to it only when its key is set (else it is kept here, decision 043);
    // with the site, the site confirms it by its own e-mail.
    site.newsletter.sender === "kit"
      ? { sender: "kit", kitQueue: getEnv().server.KIT_API_KEY ? queue : undefined }
      : { sender: "site", queue, site, now: new Date() },
  );
  // A known address is thanked alike but converts nothing, as a repeated early-access sign-up.
  if (outcome === "added") countConversion(request, context, "newsletter-signup");
  return data<SubscribeResult>({ ok: true });
}
