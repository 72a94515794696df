import { Loader2, type LucideIcon } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { checkAboutYou } from "~/ai/about-you";
import { AboutYouInput, useAboutYouField } from "~/components/about-you-input";
import { FINDER_URL_MESSAGES, parseProfileUrl, SAMPLE_PROFILE_URL, type UrlRules } from "~/ai/linkedin-url";
import { Honeypot } from "~/components/honeypot";
import { HONEYPOT_FIELD } from "~/lib/form-input";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { PrivacyLink } from "~/components/privacy-link";
import { aboutYouCopy } from "~/content/about-you";
import { useSiteConfig } from "~/lib/site-config";

/** What the form sends: the link as typed (trimmed), the optional text about the visitor as checked, and the honeypot. */
export interface ProfileInput {
  linkedinUrl: string;
  aboutYou: string;
  honeypot: string;
}

export interface ProfileUrlFormProps {
  label: string;
  /** A note under the field; with a profile provider on, the line saying what is looked up replaces it. */
  description?: string;
  /** Which dialog's rule and messages check the link: the server checks it with the same. */
  rules: UrlRules;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Shown before the submit label, and replaced by a spinner while busy. */
  icon?: LucideIcon;
  /** A message from the server about the link (400), shown under the field. */
  serverError?: string;
  /** A message from the server about the "About you" text (400), shown under that field. */
  serverAboutError?: string;
  defaultValue?: string;
  defaultAbout?: string;
  onSubmit(input: ProfileInput): void;
}

/** The profile link form of the mini apps' dialogs, checked in the browser with the server's own rule. */
export function ProfileUrlForm({
  label,
  description,
  rules,
  submitLabel,
  busyLabel,
  busy,
  icon: Icon,
  serverError,
  serverAboutError,
  defaultValue = "",
  defaultAbout = "",
  onSubmit,
}: ProfileUrlFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const aboutInput = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const { text: about, error: aboutError, setError: setAboutError, edit: editAbout } = useAboutYouField(defaultAbout);
  const [error, setError] = useState<string>();
  const lookup = useSiteConfig().profileLookup;
  const shown = error ?? serverError;
  const aboutShown = aboutError ?? serverAboutError;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = parseProfileUrl(value, rules);
    const aboutChecked = checkAboutYou(about);
    setError(checked.ok ? undefined : checked.message);
    setAboutError(aboutChecked.ok ? undefined : aboutChecked.message);
    if (!checked.ok || !aboutChecked.ok) {
      (checked.ok ? aboutInput : input).current?.focus();
      return;
    }
    const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    onSubmit({ linkedinUrl: value.trim(), aboutYou: aboutChecked.text, honeypot: typeof trap === "string" ? trap : "" });
  }

  return (
    <form noValidate onSubmit={submit} className="relative grid gap-4">
      <FormField id={`${id}-url`} label={label} description={lookup ? aboutYouCopy.consent : description} error={shown}>
        <Input
          ref={input}
          name="linkedinUrl"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={SAMPLE_PROFILE_URL}
          value={value}
          disabled={busy}
          aria-required="true"
          onChange={(event) => {
            setValue(event.target.value);
            if (error === FINDER_URL_MESSAGES.required) setError(undefined);
          }}
        />
      </FormField>
      <FormField id={`${id}-about`} label={aboutYouCopy.label} description={aboutYouCopy.hint} error={aboutShown}>
        <AboutYouInput ref={aboutInput} value={about} disabled={busy} onEdit={editAbout} />
      </FormField>
      <Honeypot id={`${id}-${HONEYPOT_FIELD}`} />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        {Icon ? busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" /> : null}
        {busy ? busyLabel : submitLabel}
      </Button>
      <PrivacyLink />
    </form>
  );
}
