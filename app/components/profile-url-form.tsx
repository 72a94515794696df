import { Loader2, type LucideIcon } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { FINDER_URL_MESSAGES, parseProfileUrl, SAMPLE_PROFILE_URL, type UrlRules } from "~/ai/linkedin-url";
import { Honeypot } from "~/components/honeypot";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";

export interface ProfileUrlFormProps {
  label: string;
  /** A note under the field. */
  description?: string;
  /** Which dialog's rule and messages check the link: the server checks it with the same. */
  rules: UrlRules;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Shown before the submit label, and replaced by a spinner while busy. */
  icon?: LucideIcon;
  /** The hidden field's name, which the endpoint reads, and its label. */
  honeypot: { name: string; label?: string };
  /** A message from the server about the link (400), shown under the field. */
  serverError?: string;
  defaultValue?: string;
  onSubmit(input: { linkedinUrl: string; honeypot: string }): void;
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
  honeypot,
  serverError,
  defaultValue = "",
  onSubmit,
}: ProfileUrlFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string>();
  const shown = error ?? serverError;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = parseProfileUrl(value, rules);
    if (!checked.ok) {
      setError(checked.message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    const trap = new FormData(event.currentTarget).get(honeypot.name);
    onSubmit({ linkedinUrl: value.trim(), honeypot: typeof trap === "string" ? trap : "" });
  }

  return (
    <form noValidate onSubmit={submit} className="relative grid gap-4">
      <FormField id={`${id}-url`} label={label} description={description} error={shown}>
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
      <Honeypot id={`${id}-${honeypot.name}`} name={honeypot.name} label={honeypot.label} />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        {Icon ? busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" /> : null}
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
