import { PlaceholderText } from "~/components/placeholder-text";
import { CopyButton } from "~/components/copy-button";
import { Panel } from "~/components/panel";

/**
 * The sample e-mail, rendered on the server as plain text so it can be read and selected without
 * JavaScript; 'Copy text' is the shortcut once the page is interactive.
 */
export function RequestEmail({
  heading,
  intro,
  subject,
  body,
  copyText,
  copy,
  resetAfterMs,
}: {
  heading: string;
  intro: string;
  subject: string;
  body: string;
  /** Exactly what lands on the clipboard. */
  copyText: string;
  copy: { label: string; copiedLabel: string; success: string; failure: string };
  resetAfterMs: number;
}) {
  return (
    <Panel aria-labelledby="request-email-heading">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id="request-email-heading" className="text-h3 font-bold">
          {heading}
        </h2>
        <CopyButton
          text={copyText}
          resetAfterMs={resetAfterMs}
          label={copy.label}
          copiedLabel={copy.copiedLabel}
          successMessage={copy.success}
          failureMessage={copy.failure}
        />
      </div>
      <p className="mt-3 text-sm text-muted-foreground">{intro}</p>
      <div className="mt-6 overflow-hidden rounded-xl border border-border bg-background">
        <p className="border-b border-border px-4 py-3 text-sm sm:px-5">
          <span className="font-semibold">Subject:</span> <PlaceholderText text={subject} />
        </p>
        <pre
          data-testid="request-email-body"
          className="px-4 py-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap sm:px-5 sm:py-5"
        >
          <PlaceholderText text={body} />
        </pre>
      </div>
    </Panel>
  );
}
