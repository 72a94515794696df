import { useEffect, useRef, useState } from "react";
import { LoaderCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { finderCopy } from "~/content/use-case-finder";
import { followRequest } from "./follow-request";
import { LegacyResults } from "./legacy-results";
import { ProfileUrlForm } from "./profile-url-form";
import { HONEYPOT_FIELD, readUseCases, type ErrorAnswer, type SubmitAnswer, type UseCaseResults } from "./request-state";
import { SectionResults } from "./section-results";

export interface FinderDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** SPEC §4: the dialog's request status. */
type Status = "idle" | "submitted" | "processing" | "completed" | "failed";

const SUBMIT_URL = "/api/use-case-requests";

async function readJson(response: Response): Promise<Partial<SubmitAnswer & ErrorAnswer>> {
  try {
    return (await response.json()) as Partial<SubmitAnswer & ErrorAnswer>;
  } catch {
    return {};
  }
}

/**
 * The dialog's inside. Radix unmounts it when the dialog closes, which is what resets the finder to
 * idle (SPEC §4: Close resets) and stops following the request.
 */
function FinderPanel({ onClose }: { onClose(): void }) {
  const [status, setStatus] = useState<Status>("idle");
  const [results, setResults] = useState<UseCaseResults>();
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [lastUrl, setLastUrl] = useState("");
  const stopFollowing = useRef<() => void>(undefined);
  const attempt = useRef(0);

  // Closing the dialog mid-request: a late answer must neither toast nor start following.
  useEffect(
    () => () => {
      attempt.current++;
      stopFollowing.current?.();
    },
    [],
  );

  function fail(detail: string | undefined, title: string, description: string) {
    setFailure(detail);
    setStatus("failed");
    toast.error(title, { description });
  }

  async function submit({ linkedinUrl, honeypot }: { linkedinUrl: string; honeypot: string }) {
    const mine = ++attempt.current;
    stopFollowing.current?.();
    setLastUrl(linkedinUrl);
    setFieldError(undefined);
    setFailure(undefined);
    setStatus("submitted");

    let requestId: string;
    try {
      const response = await fetch(SUBMIT_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ linkedinUrl, [HONEYPOT_FIELD]: honeypot }),
      });
      const body = await readJson(response);
      if (mine !== attempt.current) return;
      if (response.status === 400 && body.error) {
        // The server's check of the link: back to the form, message under the field.
        setStatus("idle");
        setFieldError(body.error);
        return;
      }
      if (response.status === 429 && body.error) return fail(body.error, finderCopy.toasts.errorTitle, body.error);
      if (!response.ok) throw new Error(body.error ?? finderCopy.toasts.submitFailed);
      if (!body.requestId) throw new Error(finderCopy.errors.missingRequestId);
      requestId = body.requestId;
    } catch (error) {
      if (mine !== attempt.current) return;
      return fail(error instanceof Error ? error.message : undefined, finderCopy.toasts.errorTitle, finderCopy.toasts.submitFailed);
    }

    setStatus("processing");
    stopFollowing.current = followRequest(
      requestId,
      (state) => {
        if (mine !== attempt.current) return;
        if (state.status === "completed" && state.useCases) {
          const read = readUseCases(state.useCases);
          setResults(read);
          setStatus("completed");
          const count = read.kind === "sections" ? read.sections.length : read.items.length;
          toast.success(finderCopy.toasts.found(count));
        } else if (state.status === "failed") {
          const message = state.errorMessage || finderCopy.toasts.processingFailedFallback;
          fail(message, finderCopy.toasts.processingFailedTitle, message);
        }
      },
      () => {
        if (mine !== attempt.current) return;
        fail(undefined, finderCopy.toasts.processingFailedTitle, finderCopy.toasts.processingFailedFallback);
      },
    );
  }

  const statusText = status === "idle" ? "" : finderCopy.status[status];
  const working = status === "submitted" || status === "processing";

  return (
    <>
      <DialogHeader>
        <DialogTitle>{finderCopy.title}</DialogTitle>
        <DialogDescription>{finderCopy.description}</DialogDescription>
      </DialogHeader>

      {/* Always present, so screen readers hear every status change (SPEC §4 status texts). */}
      <p
        role="status"
        aria-live="polite"
        data-slot="finder-status"
        data-status={status}
        className={
          statusText
            ? "flex items-center gap-2 rounded-md border bg-muted/50 p-3 text-sm font-medium data-[status=completed]:border-primary/30 data-[status=failed]:border-destructive/40 data-[status=failed]:text-destructive"
            : "sr-only"
        }
      >
        {working ? <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" /> : null}
        {statusText}
      </p>

      {status === "idle" ? (
        <>
          <ProfileUrlForm
            submitLabel={finderCopy.submit}
            busyLabel={finderCopy.submitting}
            busy={false}
            serverError={fieldError}
            defaultValue={lastUrl}
            onSubmit={submit}
          />
          <p className="text-sm text-muted-foreground">{finderCopy.timing}</p>
        </>
      ) : null}

      {working ? <p className="text-sm text-muted-foreground">{finderCopy.timing}</p> : null}

      {status === "completed" && results ? (
        results.kind === "sections" ? (
          <SectionResults introduction={finderCopy.introduction} sections={results.sections} conclusion={finderCopy.conclusion} />
        ) : (
          <LegacyResults items={results.items} />
        )
      ) : null}

      {status === "failed" && failure ? <p className="text-sm text-muted-foreground">{failure}</p> : null}

      {status === "completed" || status === "failed" ? (
        <DialogFooter>
          {status === "failed" ? (
            <Button type="button" variant="outline" onClick={() => setStatus("idle")}>
              {finderCopy.tryAgain}
            </Button>
          ) : null}
          <Button type="button" onClick={onClose}>
            {finderCopy.close}
          </Button>
        </DialogFooter>
      ) : null}
    </>
  );
}

/** The AI Use Case Finder (SPEC §2): a request followed live until its use cases are ready. */
export function FinderDialog({ open, onOpenChange }: FinderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="wide"><FinderPanel onClose={() => onOpenChange(false)} /></DialogContent>
    </Dialog>
  );
}
