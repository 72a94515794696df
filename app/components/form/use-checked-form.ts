import { useEffect, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { firstErrors, type FormAnswer, type FormErrors } from "~/lib/form-input";

/** What a form needs of its schema: zod's safeParse fits. */
interface CheckSchema {
  safeParse(
    input: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

interface CheckedFormOptions<Field extends string, Answer extends FormAnswer<Field>> {
  /** The schema's fields, in the order they appear (the first invalid one gets focus). */
  fields: readonly Field[];
  /** A field's control id on the page. */
  fieldId: (field: Field) => string;
  /** The form's schema, loaded on first use (`once` in lib/once). */
  schema: () => Promise<CheckSchema>;
  /** What the form sends, read from it: its fields module's picker. */
  input: (formData: FormData) => unknown;
  /** Runs once per answer that arrives through the fetcher (toasts, focus). */
  onAnswer: (answer: Answer) => void;
  /** Whether the page's action data (the answer without JavaScript) belongs to this form; all of it by default. */
  owns?: (answer: Answer) => boolean;
}

/**
 * A form checked in the browser with its own schema, then posted through a fetcher; without
 * JavaScript it is a plain POST to the page's action, whose answer arrives as the page's action data
 * and shows the same way. Spread `formProps` on the fetcher's form. The schema loads when the
 * visitor first focuses the form; the server checks everything again.
 */
export function useCheckedForm<Field extends string, Answer extends FormAnswer<Field>>({
  fields,
  fieldId,
  schema,
  input,
  onAnswer,
  owns,
}: CheckedFormOptions<Field, Answer>) {
  const fetcher = useFetcher<Answer>();
  // Answers are plain data: what crosses the wire is the type itself.
  const answer = fetcher.data as Answer | undefined;
  const actionData = useActionData<Answer>() as Answer | undefined;
  const result = answer ?? (actionData && (!owns || owns(actionData)) ? actionData : undefined);
  const [clientErrors, setClientErrors] = useState<FormErrors<Field> | null>(null);
  const refused = result && !result.ok ? (result as Extract<FormAnswer<Field>, { ok: false }>) : undefined;
  const errors: FormErrors<Field> = clientErrors ?? refused?.errors ?? {};

  /** Moves focus to the first invalid field that has a control on the page (a hidden input has none). */
  function focusFirstInvalid(found: FormErrors<Field>) {
    for (const field of fields) {
      const control = found[field] ? document.getElementById(fieldId(field)) : null;
      if (control) return control.focus();
    }
  }

  // Each answer is a new object, so this runs once per submit.
  useEffect(() => {
    if (answer) onAnswer(answer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per answer, not per render
  }, [answer]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The check may wait for the schema to load, so the fetcher submits once it has passed.
    event.preventDefault();
    const form = event.currentTarget;
    const loaded = await schema().catch(() => undefined);
    const parsed = loaded?.safeParse(input(new FormData(form)));
    if (parsed && !parsed.success) {
      const found = firstErrors(parsed.error, fields);
      setClientErrors(found);
      focusFirstInvalid(found);
      return;
    }
    setClientErrors(null);
    void fetcher.submit(form);
  }

  return {
    fetcher,
    /** The latest answer: the fetcher's, or the page's without JavaScript. */
    result,
    errors,
    /** What the visitor sent, when the answer is a refusal. */
    values: refused?.values,
    submitting: fetcher.state !== "idle",
    focusFirstInvalid,
    formProps: {
      method: "post",
      noValidate: true,
      onFocus: () => void schema().catch(() => {}),
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    } as const,
  };
}
