import { CheckCircle2 } from "lucide-react";
import { useRef } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Honeypot } from "~/components/honeypot";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { newsletterCopy } from "~/content/newsletter";
import { lazySchema } from "~/lib/form-input";
import {
  SUBSCRIBE_ACTION,
  SUBSCRIBE_FIELDS,
  SUBSCRIBE_HONEYPOT_FIELD,
  SUBSCRIBE_MESSAGES,
  subscribeInput,
  type SubscribeField,
  type SubscribeResult,
} from "./subscribe-fields";

const loadSchema = lazySchema(() => import("./subscribe-schema").then((module) => module.SubscribeSchema));

interface SubscribeFormProps {
  /** Prefix for the fields' ids, unique on the page. */
  idPrefix: string;
  /** The page's path, stored with the address. */
  source: string;
  /** Whether this page's own action data is this form's answer (the newsletter page, after a post without JavaScript). */
  ownsPageAnswer: boolean;
  /** Called once the visitor starts using the form, so the page keeps it in view. */
  onEngaged?: () => void;
}

/**
 * The site's own newsletter form, for when the provider's embed does not show. With JavaScript it
 * posts through a fetcher after checking the address in the browser; without, it is a plain POST
 * to the newsletter page, which renders the same errors or the thank-you.
 */
export function SubscribeForm({ idPrefix, source, ownsPageAnswer, onEngaged }: SubscribeFormProps) {
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const id = (field: SubscribeField) => `${idPrefix}-${field}`;
  const { fetcher, result, errors, values, submitting, focusFirstInvalid, formProps } = useCheckedForm<SubscribeField, SubscribeResult>({
    fields: SUBSCRIBE_FIELDS,
    fieldId: id,
    schema: loadSchema,
    input: subscribeInput,
    owns: () => ownsPageAnswer,
    onAnswer(answer) {
      if (answer.ok) queueMicrotask(() => thanksRef.current?.focus());
      else focusFirstInvalid(answer.errors);
    },
  });

  if (result?.ok) {
    return (
      <div className="flex items-start gap-3 rounded-xl bg-brand-subtle p-4" data-testid="newsletter-thanks">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p ref={thanksRef} tabIndex={-1} className="font-semibold">
            {newsletterCopy.thanksHeading}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{newsletterCopy.thanksText}</p>
        </div>
      </div>
    );
  }

  const formError = errors.form ?? (result && !result.ok && result.failed ? SUBSCRIBE_MESSAGES.failed : undefined);
  return (
    <fetcher.Form
      {...formProps}
      onFocus={() => {
        formProps.onFocus();
        onEngaged?.();
      }}
      action={SUBSCRIBE_ACTION}
      className="relative grid gap-3"
      aria-label={newsletterCopy.formLabel}
      aria-describedby={formError ? `${idPrefix}-form-error` : undefined}
      data-testid="newsletter-form"
    >
      <input type="hidden" name="source" value={source} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField id={id("email")} label={newsletterCopy.emailLabel} error={errors.email} className="min-w-0 flex-1">
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            required
            defaultValue={values?.email}
          />
        </FormField>
        <Button type="submit" disabled={submitting} className="w-full sm:mt-7 sm:w-auto">
          {submitting ? newsletterCopy.submitting : newsletterCopy.failedButton}
        </Button>
      </div>
      <Honeypot id={`${idPrefix}-${SUBSCRIBE_HONEYPOT_FIELD}`} name={SUBSCRIBE_HONEYPOT_FIELD} />
      {formError ? <FormAlert id={`${idPrefix}-form-error`}>{formError}</FormAlert> : null}
      <p className="text-xs text-muted-foreground">{newsletterCopy.privacyNote}</p>
    </fetcher.Form>
  );
}
