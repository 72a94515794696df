import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * What a console action answers instead of acting, when acting would e-mail people or remove
 * something for good: what will happen, with the count, and what the owner confirms. The page
 * renders it as its own step (a form posting the same request again with `confirm=yes`), with or
 * without JavaScript: one pattern for every confirmation in the console.
 */
export interface Confirmation {
  /** "Deactivate "Prompting Workshop"?" */
  title: string;
  /** The consequence, with the count: "This e-mails 4 registered people a cancellation." */
  effect: string;
  /** What exactly, one line each ("Time: 6:00 PM CST → 7:00 PM CST", "3 registrations"). */
  details?: string[];
  /** The button that does it. */
  confirmLabel: string;
  /** The request's fields, posted again as they were (the intent, an id, the form's values). */
  fields: Record<string, string>;
}

/** The form field that says the owner saw the confirmation and confirms it. */
export const CONFIRM_FIELD = "confirm";

/** Whether a posted form is the confirmed second step. */
export const isConfirmed = (form: FormData | undefined | null) => form?.get(CONFIRM_FIELD) === "yes";

/**
 * The confirmation step: a labelled region at the top of the page with the effect, the details,
 * the owner's extra choices (`children`: a note for the e-mail, a way to e-mail nobody), the
 * confirm button and a way back. Focus moves to it once it shows, so a keyboard or screen-reader
 * user lands on the question.
 */
export function ConfirmStep({ confirmation, cancelTo, children }: { confirmation: Confirmation; cancelTo: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [confirmation]);
  return (
    <section
      aria-labelledby="confirm-step-title"
      data-confirm-step
      className="mb-6 rounded-2xl border-2 border-destructive bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="confirm-step-title" ref={heading} tabIndex={-1} className="mb-2 text-xl font-semibold break-words">
        {confirmation.title}
      </h2>
      <p className="mb-3 font-medium">{confirmation.effect}</p>
      {confirmation.details && confirmation.details.length > 0 ? (
        <ul className="mb-4 list-disc space-y-1 pl-5 text-sm break-words">
          {confirmation.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="space-y-4">
        {Object.entries(confirmation.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={CONFIRM_FIELD} value="yes" />
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="destructive">
            {confirmation.confirmLabel}
          </Button>
          <Link to={cancelTo} className="text-sm text-primary underline">
            Cancel, change nothing
          </Link>
        </div>
      </Form>
    </section>
  );
}
