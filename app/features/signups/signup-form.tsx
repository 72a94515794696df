import { CheckCircle2 } from "lucide-react";
import { useRef } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Honeypot } from "~/components/honeypot";
import { HONEYPOT_FIELD } from "~/lib/form-input";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { once } from "~/lib/once";
import {
  DEFAULT_SIGNUP_LIMITS,
  FAILURE_MESSAGE,
  SIGNUP_FIELDS,
  SUCCESS_TOAST,
  signupInput,
  type SignupField,
  type SignupResult,
} from "./signup-fields";
import { PrivacyLink } from "~/components/privacy-link";

// zod is most of a form's weight: the schema loads on first use, and the server checks everything anyway.
const loadSchema = once(() => import("./signup-schema").then((module) => module.SignupSchema));

interface SignupFormProps {
  /** Prefix for the fields' ids, unique on the page. */
  idPrefix: string;
  /**
   * The page's own path. Given explicitly: a page kept for "/path/" would resolve the default to
   * it, and a visitor without JavaScript would land on that URL after posting.
   */
  action: string;
  submitLabel: string;
  interestLabel: string;
  interestHint: string;
}

/**
 * The early-access form. With JavaScript it posts through a fetcher (no
 * reload) after checking the fields in the browser; without, it is a plain POST to the page's own
 * action, which renders the same errors or the thank-you panel.
 */
export function SignupForm({ idPrefix, action, submitLabel, interestLabel, interestHint }: SignupFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const id = (field: SignupField) => `${idPrefix}-${field}`;
  const { fetcher, result, errors, values, submitting, focusFirstInvalid, formProps } = useCheckedForm<SignupField, SignupResult>({
    fields: SIGNUP_FIELDS,
    fieldId: id,
    schema: loadSchema,
    input: signupInput,
    onAnswer(answer) {
      if (answer.ok) {
        formRef.current?.reset();
        toast.success(SUCCESS_TOAST);
        thanksRef.current?.focus();
      } else if (answer.failed) {
        toast.error(FAILURE_MESSAGE);
      } else {
        focusFirstInvalid(answer.errors);
      }
    },
  });

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
    <fetcher.Form
      ref={formRef}
      {...formProps}
      action={action}
      className="grid gap-5"
      aria-describedby={errors.form ? `${idPrefix}-form-error` : undefined}
    >
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
        <Textarea
          name="learningInterest"
          rows={3}
          maxLength={DEFAULT_SIGNUP_LIMITS.interestMaxLength}
          defaultValue={values?.learningInterest}
        />
      </FormField>
      <Honeypot id={`${idPrefix}-${HONEYPOT_FIELD}`} />
      {errors.form ? <FormAlert id={`${idPrefix}-form-error`}>{errors.form}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start">
        {submitting ? "Signing up..." : submitLabel}
      </Button>
      <PrivacyLink />
    </fetcher.Form>
  );
}
