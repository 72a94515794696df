import { Fragment } from "react";
import { splitPlaceholders } from "~/lib/placeholders";

/** Template text with its [placeholders] marked, for e-mails and prompts readers adapt. */
export function PlaceholderText({ text }: { text: string }) {
  return splitPlaceholders(text).map((part, index) =>
    part.placeholder ? (
      <mark key={index} className="rounded bg-brand-subtle px-0.5 text-brand">
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
