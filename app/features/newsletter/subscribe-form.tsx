import { memo } from "react";
import { useActionData } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { Honeypot } from "~/components/honeypot";
import { HONEYPOT_FIELD } from "~/lib/form-input";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { newsletterCopy } from "~/content/newsletter";
import { SUBSCRIBE_ACTION, type SubscribeField, type SubscribeResult } from "./subscribe-fields";

interface SubscribeFormProps {
  /** The block's words (root loader data). */
  copy: typeof newsletterCopy;
  /** Prefix for the fields' ids, unique on the page. */
  idPrefix: string;
  /** The page's path, stored with the address. */
  source: string;
  /** Whether this page's own action data is this form's answer (the newsletter page, after a plain post). */
  ownsPageAnswer: boolean;
  /** What the button says, when the form gives something else first (a guide: "Send me the guide"). */
  buttonLabel?: string;
}

/**
 * The site's own newsletter form, for when the provider's embed does not show: plain HTML that
 * posts to the newsletter page, which answers with this same block (the thank-you, or the form with
 * the action's messages). In the browser, with or without React, attachOwnFormInPlace
 * (own-form-in-place.ts) sends it in place and swaps in that answer; React never renders it again
 * (memo: its props do not change while the page is shown), so the swapped-in answer stays.
 */
export const SubscribeForm = memo(function SubscribeForm({ copy, idPrefix, source, ownsPageAnswer, buttonLabel }: SubscribeFormProps) {
  const actionData = useActionData<SubscribeResult>() as SubscribeResult | undefined;
  const result = ownsPageAnswer ? actionData : undefined;
  const id = (field: SubscribeField) => `${idPrefix}-${field}`;
  const emailId = id("email");

  if (result?.ok) {
    return (
      <div className="rounded-xl bg-brand-subtle p-4">
        <p tabIndex={-1} className="font-semibold">
          {copy.thanksHeading}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{copy.thanksText}</p>
      </div>
    );
  }

  const errors = result?.errors ?? {};
  return (
    // The field and button sit side by side when the form's own column is wide enough (a container
    // query): the block also stands in narrow sidebars on wide screens.
    // noValidate: the server's answer carries the site's own messages, with or without JavaScript.
    <form method="post" action={SUBSCRIBE_ACTION} noValidate className="@container grid gap-3" data-testid="newsletter-form">
      <input type="hidden" name="source" value={source} />
      <div className="flex flex-col gap-3 @md:flex-row @md:items-start">
        {/* One field: it wires its own label and message rather than load FormField and Radix's label. */}
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
            defaultValue={result?.values?.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${emailId}-error` : undefined}
          />
          {errors.email ? (
            <p id={`${emailId}-error`} className="text-sm font-medium text-destructive">
              {errors.email}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full @md:mt-7 @md:w-auto">
          {buttonLabel ?? copy.failedButton}
        </Button>
      </div>
      <Honeypot id={`${idPrefix}-${HONEYPOT_FIELD}`} />
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
    </form>
  );
});
