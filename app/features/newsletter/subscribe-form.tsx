import { useRef } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { useCheckedForm } from "~/components/form/use-checked-form";
import { Honeypot } from "~/components/honeypot";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { newsletterCopy } from "~/content/newsletter";
import { lazySchema } from "~/lib/form-input";
import {
  SUBSCRIBE_ACTION,
  SUBSCRIBE_FIELDS,
  SUBSCRIBE_HONEYPOT_FIELD,
  subscribeInput,
  type SubscribeField,
  type SubscribeResult,
} from "./subscribe-fields";

const loadSchema = lazySchema(() => import("./subscribe-schema").then((module) => module.SubscribeSchema));

interface SubscribeFormProps {
  /** The block's words (root loader data). */
  copy: typeof newsletterCopy;
  /** Prefix for the fields' ids, unique on the page. */
  idPrefix: string;
  /** The page's path, stored with the address. */
  source: string;
  /** Whether this page's own action data is this form's answer (the newsletter page, after a post without JavaScript). */
  ownsPageAnswer: boolean;
}

/**
 * The site's own newsletter form, for when the provider's embed does not show. With JavaScript it
 * posts through a fetcher after checking the address in the browser; without, it is a plain POST
 * to the newsletter page, which renders the same errors or the thank-you.
 */
export function SubscribeForm({ copy, idPrefix, source, ownsPageAnswer }: SubscribeFormProps) {
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const id = (field: SubscribeField) => `${idPrefix}-${field}`;
  const emailId = id("email");
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
      <div className="rounded-xl bg-brand-subtle p-4">
        <p ref={thanksRef} tabIndex={-1} className="font-semibold">
          {copy.thanksHeading}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{copy.thanksText}</p>
      </div>
    );
  }

  return (
    // The field and button sit side by side when the form's own column is wide enough (a container
    // query): the block also stands in narrow sidebars on wide screens.
    <fetcher.Form {...formProps} action={SUBSCRIBE_ACTION} className="@container grid gap-3" data-testid="newsletter-form">
      <input type="hidden" name="source" value={source} />
      <div className="flex flex-col gap-3 @md:flex-row @md:items-start">
        {/* One field: it wires its own label and message rather than load FormField, which with
            Radix's label would put this form over the pages' script budget. */}
        <div className="grid min-w-0 flex-1 gap-2">
          <label htmlFor={emailId} className="text-sm leading-none font-medium">
            {copy.emailLabel}
          </label>
          <Input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={values?.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${emailId}-error` : undefined}
          />
          {errors.email ? (
            <p id={`${emailId}-error`} className="text-sm font-medium text-destructive">
              {errors.email}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={submitting} className="w-full @md:mt-7 @md:w-auto">
          {copy.failedButton}
        </Button>
      </div>
      <Honeypot id={`${idPrefix}-${SUBSCRIBE_HONEYPOT_FIELD}`} name={SUBSCRIBE_HONEYPOT_FIELD} />
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
    </fetcher.Form>
  );
}
