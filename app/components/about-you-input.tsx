import { useState, type ComponentProps } from "react";
import { ABOUT_YOU_FIELD } from "~/ai/about-you";
import { Input } from "~/components/ui/input";
import { aboutYouCopy } from "~/content/about-you";

/** The "About you" field's text and message; editing the text clears the message. */
export function useAboutYouField(initial = "") {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const edit = (next: string) => {
    setText(next);
    if (error) setError(undefined);
  };
  return { text, error, setError, edit };
}

/**
 * The "About you" text box, the same in the profile link form and in a result's refine form.
 * onEdit gets the text at every change (the form clears its message there).
 */
export function AboutYouInput({ onEdit, ...props }: Omit<ComponentProps<"input">, "onChange"> & { onEdit(text: string): void }) {
  return (
    <Input
      name={ABOUT_YOU_FIELD}
      type="text"
      autoComplete="organization-title"
      placeholder={aboutYouCopy.placeholder}
      onChange={(event) => onEdit(event.target.value)}
      {...props}
    />
  );
}
