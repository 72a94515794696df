import { data, type RouterContextProvider } from "react-router";
import { clientAddressContext, databaseContext, jobQueueContext } from "~/context";
import { getEnv } from "~/env.server";
import { deliverSoon } from "~/mail/outbox.server";
import {
  HONEYPOT_FIELD,
  REFUSALS,
  registrationInput,
  type RegistrationErrors,
  type RegistrationResult,
} from "./registration-fields";
import { registrationLimiter } from "./registration-limiter.server";
import { registerForEvent, type RegistrationOutcome } from "./registration-mutations.server";
import { createRegistrationSchema, registrationErrors } from "./registration-schema";

let schema: ReturnType<typeof createRegistrationSchema> | undefined;
function serverSchema() {
  schema ??= createRegistrationSchema({ nameMaxLength: getEnv().server.REGISTRATION_NAME_MAX_LENGTH });
  return schema;
}

const refusals: Record<Exclude<RegistrationOutcome["status"], "registered" | "already-registered">, { status: number; message: string }> = {
  "not-found": { status: 404, message: REFUSALS.notFound },
  closed: { status: 410, message: REFUSALS.closed },
  past: { status: 410, message: REFUSALS.past },
  full: { status: 409, message: REFUSALS.full },
};

/**
 * The /events action: rate limit per address, honeypot, validation, then the registration, its
 * confirmation e-mail queued in the same transaction, and a nudge to the outbox worker. The answer
 * is the same data with or without JavaScript: the panel shows it either way.
 */
export async function registrationAction(request: Request, context: Readonly<RouterContextProvider>) {
  // Read first (the server caps the body's size): without JavaScript the page shows an answer only
  // beside the session it concerns, so even the rate limit's answer names it.
  const formData = await request.formData().catch(() => undefined);
  const input = formData ? registrationInput(formData) : {};
  const verdict = registrationLimiter().hit(context.get(clientAddressContext));
  if (!verdict.allowed) {
    return data<RegistrationResult>(
      { ok: false, eventId: input.eventId, errors: { form: REFUSALS.rateLimited }, values: input },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  // Not a form post at all (JSON, a broken body): a clear 400, not a server error.
  if (!formData) return data<RegistrationResult>({ ok: false, errors: { form: REFUSALS.unreadable } }, { status: 400 });

  // A person never sees the honeypot; a bot that fills it is answered as registered and nothing is stored.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
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
  const outcome = await registerForEvent(context.get(databaseContext).db, parsed.data, { now: new Date(), site });
  if (outcome.status === "registered") {
    try {
      await deliverSoon(context.get(jobQueueContext), outcome.outboxId);
    } catch (error) {
      // The message is committed as pending: the outbox worker's sweep sends it a little later.
      console.warn(`registration e-mail ${outcome.outboxId} queued, but the worker could not be told at once:`, error);
    }
  }
  if (outcome.status === "registered" || outcome.status === "already-registered") {
    return data<RegistrationResult>({ ok: true, eventId: parsed.data.eventId, email: parsed.data.email });
  }
  const refusal = refusals[outcome.status];
  return data<RegistrationResult>(
    { ok: false, eventId: parsed.data.eventId, errors: { form: refusal.message }, values: input },
    { status: refusal.status },
  );
}
