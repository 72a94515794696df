import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import {
  DEFAULT_SIGNUP_LIMITS,
  FAILURE_MESSAGE,
  HONEYPOT_FIELD,
  SIGNUP_FIELDS,
  SUCCESS_TOAST,
  signupInput,
  type SignupErrors,
  type SignupField,
  type SignupResult,
} from "./signup-fields";
import type * as SchemaModule from "./signup-schema";

// zod is most of the form's weight: it loads when the visitor starts filling the form in, not
// with the page. The server checks everything again, so a failed load only skips the early check.
let schemaModule: Promise<typeof SchemaModule> | undefined;
function loadSchema() {
  schemaModule ??= import("./signup-schema").catch((error: unknown) => {
    schemaModule = undefined;
    throw error;
  });
  return schemaModule;
}

interface SignupFormProps {
  /** Prefix for the fields' ids, unique on the page. */
  idPrefix: string;
  /**
   * The page's own path. Given explicitly: prerendering resolves the default to "/path/", and a
   * visitor without JavaScript would land on that URL after posting.
   */
  action: string;
  submitLabel: string;
  interestLabel: string;
  interestHint: string;
}

/**
 * The early-access form (SPEC §4 Signup form, §5). With JavaScript it posts through a fetcher (no
 * reload) after checking the fields in the browser; without, it is a plain POST to the page's own
 * action, which renders the same errors or the thank-you panel.
 */
export function SignupForm({ idPrefix, action, submitLabel, interestLabel, interestHint }: SignupFormProps) {
  const fetcher = useFetcher<SignupResult>();
  // Without JavaScript the answer arrives as the page's action data.
  const actionData = useActionData<SignupResult>();
  const result = fetcher.data ?? actionData;
  const [clientErrors, setClientErrors] = useState<SignupErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const submitting = fetcher.state !== "idle";

  const serverErrors = result && !result.ok ? result.errors : {};
  const errors = clientErrors ?? serverErrors;
  const values = result && !result.ok ? result.values : undefined;
  const id = (field: SignupField) => `${idPrefix}-${field}`;

  function focusFirstInvalid(found: SignupErrors) {
    const field = SIGNUP_FIELDS.find((name) => found[name]);
    if (field) document.getElementById(id(field))?.focus();
  }

  // Each answer is a new object, so this runs once per submit.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) {
      formRef.current?.reset();
      toast.success(SUCCESS_TOAST);
      thanksRef.current?.focus();
    } else if (answer.failed) {
      toast.error(FAILURE_MESSAGE);
    } else {
      focusFirstInvalid(answer.errors);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per answer, not per render
  }, [fetcher.data]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The check may wait for the schema to load, so the fetcher submits once it has passed.
    event.preventDefault();
    const form = event.currentTarget;
    const schema = await loadSchema().catch(() => undefined);
    const parsed = schema?.SignupSchema.safeParse(signupInput(new FormData(form)));
    if (schema && parsed && !parsed.success) {
      const found = schema.signupErrors(parsed.error);
      setClientErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setClientErrors(null);
    void fetcher.submit(form);
  }

  if (result?.ok) {
    return (
      <div className="rounded-xl border border-border bg-brand-subtle p-6 text-center" data-testid="signup-thanks">
        <CheckCircle2 className="mx-auto size-10 text-primary" aria-hidden="true" />
        <h3 ref={thanksRef} tabIndex={-1} className="mt-3 text-h3 font-bold">
          Thank you!
        </h3>
        <p className="mt-2 text-muted-foreground">We&apos;ll keep you updated on our progress and let you know when we launch.</p>
      </div>
    );
  }

  return (
    <fetcher.Form ref={formRef} method="post" action={action} noValidate onFocus={() => void loadSchema().catch(() => {})} onSubmit={(event) => void onSubmit(event)} className="grid gap-5" aria-describedby={errors.form ? `${idPrefix}-form-error` : undefined}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={id("firstName")} label="First name" error={errors.firstName}>
          <Input name="firstName" autoComplete="given-name" required defaultValue={values?.firstName} />
        </FormField>
        <FormField id={id("lastName")} label="Last name" error={errors.lastName}>
          <Input name="lastName" autoComplete="family-name" required defaultValue={values?.lastName} />
        </FormField>
      </div>
      <FormField id={id("email")} label="Email" error={errors.email}>
        <Input name="email" type="email" autoComplete="email" inputMode="email" required defaultValue={values?.email} />
      </FormField>
      <FormField
        id={id("learningInterest")}
        label={
          <>
            {interestLabel} <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        description={interestHint}
        error={errors.learningInterest}
      >
        <Textarea name="learningInterest" rows={3} maxLength={DEFAULT_SIGNUP_LIMITS.interestMaxLength} defaultValue={values?.learningInterest} />
      </FormField>
      {/* The honeypot: out of sight, out of the tab order and of the accessibility tree. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Company website</label>
        <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {errors.form ? (
        <p id={`${idPrefix}-form-error`} role="alert" className="rounded-md border border-destructive/40 bg-card p-3 text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start">
        {submitting ? "Signing up..." : submitLabel}
      </Button>
    </fetcher.Form>
  );
}
