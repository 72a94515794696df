import { CheckCircle2 } from "lucide-react";
import { AddressText } from "~/components/address-text";
import { useEffect, useRef } from "react";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { useHydrated } from "~/components/form/use-hydrated";
import { useTypedValue } from "~/components/form/use-typed-value";
import { Honeypot } from "~/components/honeypot";
import { HONEYPOT_FIELD } from "~/lib/form-input";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { eventsCopy, sessionWords } from "~/content/events";
import { once } from "~/lib/once";
import { registrationFieldId, sessionPath, type EventView } from "./event-view";
import {
  DEFAULT_NAME_MAX_LENGTH,
  FAILURE_TOAST,
  FAILURE_TOAST_DESCRIPTION,
  REGISTRATION_FIELDS,
  SUCCESS_MESSAGE,
  WAITLIST_FIELD,
  registrationInput,
  type RegistrationField,
  type RegistrationResult,
} from "./registration-fields";
import { PrivacyLink } from "~/components/privacy-link";

// zod is most of a form's weight: the schema loads on first use, and the server checks everything anyway.
const loadSchema = once(() => import("./registration-schema").then((module) => module.RegistrationSchema));

const id = registrationFieldId;

export interface RegistrationFormProps {
  event: EventView;
  /** 'Register for another session': the panel shows a fresh form. */
  onReset: () => void;
}

/**
 * The registration form, in the session panel. With JavaScript it posts through a
 * fetcher after checking the e-mail in the browser; without, it is a plain POST to the page, which
 * renders the same errors or "You're all set!".
 */
export function RegistrationForm({ event, onReset }: RegistrationFormProps) {
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  const { fetcher, result, errors, values, submitting, focusFirstInvalid, formProps } = useCheckedForm<
    RegistrationField,
    RegistrationResult
  >({
    fields: REGISTRATION_FIELDS,
    fieldId: id,
    schema: loadSchema,
    input: registrationInput,
    // Without JavaScript the answer arrives as the page's action data; only this session's counts.
    owns: (answer) => answer.eventId === event.id,
    // A success is told once, by the panel that replaces the form (it takes the focus); only a
    // failure, which keeps the visitor in the form, is a toast.
    onAnswer(answer) {
      if (answer.ok) return;
      if (answer.failed) {
        toast.error(FAILURE_TOAST, { description: FAILURE_TOAST_DESCRIPTION });
      } else if (answer.errors.form) {
        toast.error(FAILURE_TOAST, { description: answer.errors.form });
      } else {
        focusFirstInvalid(answer.errors);
      }
    },
  });
  const [email, setEmail, attachEmailField] = useTypedValue<HTMLInputElement>(values?.email ?? "");
  const thanksBoxRef = useRef<HTMLDivElement>(null);
  // The thanks replaces the form and can be taller than what is left of the screen: its top is
  // brought in view (clear of the fixed header), so the toast at the screen's foot never covers it.
  useEffect(() => {
    if (!result?.ok) return;
    thanksBoxRef.current?.scrollIntoView({ block: "start" });
    thanksRef.current?.focus({ preventScroll: true });
  }, [result?.ok]);

  if (result?.ok) {
    const waiting = result.waiting === true;
    return (
      <div ref={thanksBoxRef} className="rounded-xl border border-border bg-brand-subtle p-6 text-center" data-testid="registration-thanks">
        <CheckCircle2 className="mx-auto size-10 text-brand" aria-hidden="true" />
        {waiting ? null : <p className="mt-3 text-sm font-semibold text-brand">{SUCCESS_MESSAGE}</p>}
        <h3 ref={thanksRef} tabIndex={-1} className="mt-3 text-h3 font-bold outline-none">
          {waiting ? sessionWords.waitlistThanksHeading : eventsCopy.thanksHeading}
        </h3>
        <p className="mt-2 text-muted-foreground">
          {waiting ? sessionWords.waitlistThanksText : eventsCopy.thanksText}{" "}
          <span className="font-semibold text-foreground">
            <AddressText text={result.email} />
          </span>
          .
        </p>
        {result.joinUrl || result.location ? (
          <dl className="mt-4 grid gap-2 text-left text-sm" data-testid="registration-where">
            {result.joinUrl ? (
              <div>
                <dt className="font-semibold">{sessionWords.joinLabel}</dt>
                <dd>
                  <a href={result.joinUrl} className="font-medium text-primary underline underline-offset-4">
                    <AddressText text={result.joinUrl} />
                  </a>
                </dd>
              </div>
            ) : null}
            {result.location ? (
              <div>
                <dt className="font-semibold">{sessionWords.placeLabel}</dt>
                <dd className="break-words">{result.location}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <p className="mt-3 text-sm text-muted-foreground">{waiting ? sessionWords.waitlistManage : sessionWords.thanksManage}</p>
        {/* Without JavaScript this reloads the page with the session chosen and an empty form. */}
        <form
          method="get"
          action="/events"
          className="mt-5"
          onSubmit={(submit) => {
            submit.preventDefault();
            onReset();
          }}
        >
          <input type="hidden" name="session" value={event.id} />
          <Button type="submit" variant="outline">
            {eventsCopy.another}
          </Button>
        </form>
      </div>
    );
  }

  // After a registration the list refreshes; taking the last seat must not hide the thank-you.
  // A full session keeps its notice and offers the waitlist, in the same form.
  const waitlist = event.isFull;
  return (
    <>
      {waitlist ? (
        <div role="status" className="mb-4 rounded-xl border border-border bg-muted p-5">
          <h3 className="font-semibold">{eventsCopy.fullHeading}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{eventsCopy.fullText}</p>
          <p className="mt-2 text-sm text-muted-foreground">{sessionWords.waitlistHint}</p>
        </div>
      ) : (
        <>
          <h3 className="text-lg font-semibold">{eventsCopy.registerHeading}</h3>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">{eventsCopy.registerHint}</p>
        </>
      )}
      <fetcher.Form
        {...formProps}
        action={sessionPath(event.id)}
        className="relative grid gap-4"
        aria-describedby={errors.form ? id("form-error") : undefined}
      >
        <input type="hidden" name="eventId" value={event.id} />
        {waitlist ? <input type="hidden" name={WAITLIST_FIELD} value="1" /> : null}
        <FormField id={id("email")} label={eventsCopy.emailLabel} error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            ref={attachEmailField}
            value={email}
            onChange={(change) => setEmail(change.currentTarget.value)}
          />
        </FormField>
        <FormField id={id("name")} label={eventsCopy.nameLabel} error={errors.name}>
          <Input name="name" autoComplete="given-name" maxLength={DEFAULT_NAME_MAX_LENGTH} defaultValue={values?.name} />
        </FormField>
        <Honeypot id={id(HONEYPOT_FIELD)} />
        {errors.form ? (
          <p
            id={id("form-error")}
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive-subtle p-3 text-sm font-medium text-destructive"
          >
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={submitting || (hydrated && email.trim() === "")}>
          {waitlist
            ? submitting
              ? sessionWords.waitlistSubmitting
              : sessionWords.waitlistSubmit
            : submitting
              ? eventsCopy.submitting
              : eventsCopy.submit}
        </Button>
        <PrivacyLink />
      </fetcher.Form>
    </>
  );
}
