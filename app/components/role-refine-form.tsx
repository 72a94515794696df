import { Loader2, WandSparkles } from "lucide-react";
import { useId, useRef, type FormEvent } from "react";
import { checkAboutYou } from "~/ai/about-you";
import { AboutYouInput, useAboutYouField } from "~/components/about-you-input";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { aboutYouCopy as copy } from "~/content/about-you";

export interface RoleRefineFormProps {
  busy: boolean;
  /** A message from the server about the text (400), shown under the field. */
  serverError?: string;
  onSubmit(aboutYou: string): void;
}

/**
 * Shown in a result that could not tell the visitor's role: one short field whose text sharpens
 * the ideas in place (the dialog posts the same link again with it). Checked with the endpoints' rule.
 */
export function RoleRefineForm({ busy, serverError, onSubmit }: RoleRefineFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { text: value, error, setError, edit } = useAboutYouField();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkAboutYou(value);
    const message = !checked.ok ? checked.message : checked.text === "" ? copy.refineEmpty : undefined;
    setError(message);
    if (message || !checked.ok) {
      input.current?.focus();
      return;
    }
    onSubmit(checked.text);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      data-slot="role-refine"
      className="grid gap-3 rounded-lg border border-primary/30 bg-brand-subtle/40 p-4"
    >
      <FormField id={`${id}-role`} label={copy.refineLabel} description={copy.refineIntro} error={error ?? serverError}>
        <AboutYouInput ref={input} value={value} disabled={busy} onEdit={edit} />
      </FormField>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <WandSparkles aria-hidden="true" />}
        {busy ? copy.refineBusy : copy.refineSubmit}
      </Button>
    </form>
  );
}
