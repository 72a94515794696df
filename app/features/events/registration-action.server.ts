import { data, type RouterContextProvider } from "react-router";
import { clientAddressContext, databaseContext, jobQueueContext, loggerContext } from "~/context";
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from "~/db/busy.server";
import { checkLimit } from "~/db/limits.server";
import { getEnv } from "~/config/env.server";
import { isHoneypotFilled, readFormData } from "~/lib/form-input";
import { countConversion } from "~/owner/conversions.server";
import {
  FAILURE_TOAST_DESCRIPTION,
  REFUSALS,
  WAITLIST_FIELD,
  registrationInput,
  type RegistrationErrors,
  type RegistrationResult,
} from "./registration-fields";
import { registerForEvent, type RegistrationOutcome } from "./registration-mutations.server";
import { forgetUpcomingEvents } from "./upcoming-cache.server";
import { createRegistrationSchema, registrationErrors } from "./registration-schema";
import { retryLater } from "~/lib/retry-later";

let schema: ReturnType<typeof createRegistrationSchema> | undefined;
function serverSchema() {
  schema ??= createRegistrationSchema({ nameMaxLength: getEnv().server.REGISTRATION_NAME_MAX_LENGTH });
  return schema;
}

const refusals: Record<Exclude<RegistrationOutcome["status"], "registered" | "waiting" | "known">, { status: number; message: string }> = {
  "not-found": { status: 404, message: REFUSALS.notFound },
  closed: { status: 410, message: REFUSALS.closed },
  past: { status: 410, message: REFUSALS.past },
  full: { status: 409, message: REFUSALS.full },
};

/**
 * The /events action: rate limit per address, honeypot, validation, then the registration with
 * its confirmation e-mail and the e-mail's delivery job, in one transaction. The answer
 * is the same data with or without JavaScript: the panel shows it either way.
 */
export async function registrationAction(request: Request, context: Readonly<RouterContextProvider>) {
  // Counted before the body is read, so a flood costs no parsing. The form posts to the chosen
  // session's address (?session=), which is how the answer names it even without JavaScript.
  const limit = await checkLimit("registration", context.get(clientAddressContext));
  if (!limit.allowed) {
    const eventId = new URL(request.url).searchParams.get("session") ?? undefined;
    return data<RegistrationResult>({ ok: false, eventId, errors: { form: limit.message } }, limit.init);
  }
  // Not a form post at all (JSON, a broken body): a clear 400, not a server error.
  const formData = await readFormData(request);
  if (!formData) return data<RegistrationResult>({ ok: false, errors: { form: REFUSALS.unreadable } }, { status: 400 });
  const input = registrationInput(formData);

  // A person never sees the honeypot; a bot that fills it is answered as registered and nothing is stored.
  if (isHoneypotFilled(formData)) {
    return data<RegistrationResult>({ ok: true, eventId: input.eventId ?? "", email: input.email ?? "" });
  }

  const parsed = serverSchema().safeParse(input);
  if (!parsed.success) {
    const errors: RegistrationErrors = registrationErrors(parsed.error);
    // No session chosen is the form's problem, not a field's: there is no field to fix.
    if (errors.eventId) errors.form = errors.eventId;
    return data<RegistrationResult>({ ok: false, eventId: input.eventId, errors, values: input }, { status: 400 });
  }

  const { site } = getEnv();
  let outcome: RegistrationOutcome;
  try {
    const waitlist = formData.get(WAITLIST_FIELD) === "1";
    outcome = await registerForEvent(
      context.get(databaseContext).db,
      context.get(jobQueueContext),
      { ...parsed.data, waitlist },
      { now: new Date(), site },
    );
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
    // A burst on one session: the transaction rolled back, so nothing changed; the visitor may simply retry.
    context.get(loggerContext).warn({ err: error }, "registration refused for now: the database is busy");
    return data<RegistrationResult>(
      { ok: false, failed: true, eventId: parsed.data.eventId, errors: { form: FAILURE_TOAST_DESCRIPTION }, values: input },
      retryLater(503, BUSY_RETRY_AFTER_SECONDS),
    );
  }
  if (outcome.status === "registered") {
    forgetUpcomingEvents(context.get(databaseContext));
    countConversion(request, context, "registration");
  }
  const answered = { ok: true, eventId: parsed.data.eventId, email: parsed.data.email } as const;
  // An address that already holds a seat or a place is answered as a new one would be at this
  // moment (its own details go to its inbox), so the answer never tells whether an address is
  // registered: where the session is shows while a seat is free (anyone could take one to see
  // it), and a place in line is never numbered here (the manage page shows it).
  const shown = outcome.status === "known" ? outcome.answer : outcome;
  if (shown.status === "registered") return data<RegistrationResult>({ ...answered, joinUrl: shown.joinUrl, location: shown.location });
  if (shown.status === "waiting") return data<RegistrationResult>({ ...answered, waiting: true });
  const refusal = refusals[shown.status];
  return data<RegistrationResult>(
    { ok: false, eventId: parsed.data.eventId, errors: { form: refusal.message }, values: input },
    { status: refusal.status },
  );
}
