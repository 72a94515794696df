import { useId, useRef, useState, type FormEvent } from "react";
import { FINDER_URL_MESSAGES, parseProfileUrl, SAMPLE_PROFILE_URL } from "~/ai/linkedin-url";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { finderCopy } from "~/content/use-case-finder";
import { HONEYPOT_FIELD } from "./request-state";

export interface ProfileUrlFormProps {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** A message from the server about the link (400), shown under the field. */
  serverError?: string;
  defaultValue?: string;
  onSubmit(input: { linkedinUrl: string; honeypot: string }): void;
}

/** The profile link form of both use-case dialogs, checked with the server's own rule (SPEC §5). */
export function ProfileUrlForm({ submitLabel, busyLabel, busy, serverError, defaultValue = "", onSubmit }: ProfileUrlFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string>();
  const shown = error ?? serverError;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = parseProfileUrl(value, "finder");
    if (!checked.ok) {
      setError(checked.message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    onSubmit({ linkedinUrl: value.trim(), honeypot: typeof honeypot === "string" ? honeypot : "" });
  }

  return (
    <form noValidate onSubmit={submit} className="relative grid gap-4">
      <FormField id={`${id}-url`} label={finderCopy.urlLabel} error={shown}>
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
      {/* The honeypot: out of sight, out of the tab order and of the accessibility tree. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Company website</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
