import { LoaderCircle } from "lucide-react";

/**
 * A finder dialog's status line: always present, so screen readers hear every change; a box with a
 * spinner while it works, hidden from sight while there is nothing to say. `status`, when given,
 * colours the box for a finished or failed request.
 */
export function FinderStatus({ text, working, status }: { text: string; working: boolean; status?: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-slot="finder-status"
      data-status={status}
      className={
        text
          ? "flex items-center gap-2 rounded-md border bg-muted/50 p-3 text-sm font-medium data-[status=completed]:border-primary/30 data-[status=failed]:border-destructive/40 data-[status=failed]:text-destructive"
          : "sr-only"
      }
    >
      {working ? <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" /> : null}
      {text}
    </p>
  );
}
