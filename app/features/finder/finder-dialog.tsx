import { useState } from "react";
import { HONEYPOT_FIELD } from "~/lib/form-input";
import { ABOUT_YOU_FIELD } from "~/ai/about-you";
import type { ProfileInput } from "~/components/profile-url-form";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { useDialogRequest } from "~/components/use-dialog-request";
import { finderCopy } from "~/content/use-case-finder";
import { miniAppDialog, type MiniAppPanelProps } from "~/components/mini-app-dialog-shell";
import { FinderForm } from "./finder-form";
import { FinderStatus } from "./finder-status";
import { followRequest } from "./follow-request";
import { LegacyResults } from "./legacy-results";
import type { GuideAccess } from "~/lib/guide-access";
import { type ErrorAnswer, type RequestResults, type SubmitAnswer } from "./request-state";
import { SectionResults } from "./section-results";

/** The dialog's request status. */
type Status = "idle" | "submitted" | "processing" | "completed" | "failed";

const SUBMIT_URL = "/api/use-case-requests";

/**
 * The dialog's inside. Radix unmounts it when the dialog closes, which resets the finder to idle;
 * the request and its following stop as soon as the dialog starts closing.
 */
function FinderPanel({ open, onClose }: MiniAppPanelProps) {
  const [status, setStatus] = useState<Status>("idle");
  const [results, setResults] = useState<RequestResults & { guide: GuideAccess }>();
  const [fieldError, setFieldError] = useState<string>();
  const [aboutError, setAboutError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [asked, setAsked] = useState<ProfileInput>({ linkedinUrl: "", aboutYou: "", honeypot: "" });
  const request = useDialogRequest<Partial<SubmitAnswer & ErrorAnswer>>(SUBMIT_URL, open);

  function fail(detail: string | undefined, title: string, description: string) {
    setFailure(detail);
    setStatus("failed");
    toast.error(title, { description });
  }

  async function submit(input: ProfileInput) {
    const { linkedinUrl, aboutYou, honeypot } = input;
    setAsked(input);
    setFieldError(undefined);
    setAboutError(undefined);
    setFailure(undefined);
    setStatus("submitted");

    let answer;
    try {
      answer = await request.post({ linkedinUrl, [ABOUT_YOU_FIELD]: aboutYou, [HONEYPOT_FIELD]: honeypot });
    } catch (error) {
      return fail(error instanceof Error ? error.message : undefined, finderCopy.toasts.errorTitle, finderCopy.toasts.submitFailed);
    }
    if (!answer) return;
    const { status: code, ok, body = {}, signal } = answer;
    if (code === 400 && body.error) {
      // The server's check of the link or the text: back to the form, message under its field.
      setStatus("idle");
      if (body.field === ABOUT_YOU_FIELD) setAboutError(body.error);
      else setFieldError(body.error);
      return;
    }
    if (code === 429 && body.error) return fail(body.error, finderCopy.toasts.errorTitle, body.error);
    if (!ok) return fail(body.error ?? finderCopy.toasts.submitFailed, finderCopy.toasts.errorTitle, finderCopy.toasts.submitFailed);
    if (!body.requestId) return fail(finderCopy.errors.missingRequestId, finderCopy.toasts.errorTitle, finderCopy.toasts.submitFailed);

    setStatus("processing");
    followRequest(
      body.requestId,
      signal,
      (state) => {
        if (state.status === "completed" && state.resultKind) {
          setResults(state);
          setStatus("completed");
          toast.success(finderCopy.toasts.found(state.useCases.length));
        } else if (state.status === "failed") {
          const message = state.errorMessage || finderCopy.toasts.processingFailedFallback;
          fail(message, finderCopy.toasts.processingFailedTitle, message);
        }
      },
      () => fail(undefined, finderCopy.toasts.processingFailedTitle, finderCopy.toasts.processingFailedFallback),
    );
  }

  const statusText = status === "idle" ? "" : finderCopy.status[status];
  const working = status === "submitted" || status === "processing";

  return (
    <>
      <FinderStatus text={statusText} working={working} status={status} />

      {status === "idle" ? (
        <>
          <FinderForm verb="submit" asked={asked} fieldError={fieldError} aboutError={aboutError} busy={false} onSubmit={submit} />
          <p className="text-sm text-muted-foreground">{finderCopy.timing}</p>
        </>
      ) : null}

      {working ? <p className="text-sm text-muted-foreground">{finderCopy.timing}</p> : null}

      {status === "completed" && results ? (
        results.resultKind === "sections" ? (
          <SectionResults
            introduction={finderCopy.introduction}
            sections={results.useCases}
            conclusion={finderCopy.conclusion}
            guide={results.guide}
          />
        ) : (
          <LegacyResults items={results.useCases} />
        )
      ) : null}

      {status === "failed" && failure ? <p className="text-sm text-muted-foreground">{failure}</p> : null}

      {status === "completed" || status === "failed" ? (
        <DialogFooter>
          {/* As the GPT-5 finder's: Start Over goes back to the form, Close leaves. */}
          {status === "failed" ? (
            <Button type="button" variant="outline" onClick={() => setStatus("idle")}>
              {finderCopy.tryAgain}
            </Button>
          ) : (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setResults(undefined);
                setStatus("idle");
              }}
            >
              {finderCopy.startOver}
            </Button>
          )}
          <Button type="button" onClick={onClose}>
            {finderCopy.close}
          </Button>
        </DialogFooter>
      ) : null}
    </>
  );
}

/** The AI Use Case Finder: a request followed live until its use cases are ready. */
export const FinderDialog = miniAppDialog(FinderPanel, { title: finderCopy.title, description: finderCopy.description });
