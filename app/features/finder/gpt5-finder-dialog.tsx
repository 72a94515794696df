import { useEffect, useRef, useState } from "react";
import { LoaderCircle } from "lucide-react";
import type { UseCaseBundle } from "~/ai/types";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { finderCopy } from "~/content/use-case-finder";
import { ProfileUrlForm } from "./profile-url-form";
import { HONEYPOT_FIELD, readUseCases, type ErrorAnswer } from "./request-state";
import { SectionResults } from "./section-results";
import { countSections } from "./trim-analysis";

export interface Gpt5FinderDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

const ANALYZE_URL = "/api/use-case-analysis";

/** Reads call 8's answer; throws SPEC §8's message when it has no sections. */
function readAnalysis(body: unknown): UseCaseBundle {
  const bundle = (typeof body === "object" && body !== null ? body : {}) as Partial<UseCaseBundle>;
  const sections = Array.isArray(bundle.sections) ? readUseCases(bundle.sections) : undefined;
  if (!sections || sections.kind !== "sections" || sections.sections.length === 0) throw new Error(finderCopy.errors.invalidAnalysis);
  return {
    introduction: typeof bundle.introduction === "string" ? bundle.introduction : "",
    sections: sections.sections,
    conclusion: typeof bundle.conclusion === "string" ? bundle.conclusion : "",
  };
}

function AnalyzerPanel({ onClose }: { onClose(): void }) {
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [result, setResult] = useState<UseCaseBundle>();
  const [lastUrl, setLastUrl] = useState("");
  const attempt = useRef(0);
  // Closing the dialog while it works: the late answer must not toast.
  useEffect(
    () => () => {
      attempt.current++;
    },
    [],
  );

  async function analyze({ linkedinUrl, honeypot }: { linkedinUrl: string; honeypot: string }) {
    const mine = ++attempt.current;
    setLastUrl(linkedinUrl);
    setFieldError(undefined);
    setBusy(true);
    try {
      const response = await fetch(ANALYZE_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ linkedinUrl, [HONEYPOT_FIELD]: honeypot }),
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (mine !== attempt.current) return;
      const error = (body as Partial<ErrorAnswer> | undefined)?.error;
      if (response.status === 400 && error) {
        setFieldError(error);
        return;
      }
      if (!response.ok) throw new Error(error ?? "");
      const analysis = readAnalysis(body);
      setResult(analysis);
      toast.success(finderCopy.toasts.analysisSummary(countSections(analysis.sections)));
    } catch (error) {
      if (mine !== attempt.current) return;
      const message = error instanceof Error && error.message ? error.message : finderCopy.toasts.analysisFailedFallback;
      toast.error(finderCopy.toasts.errorTitle, { description: message });
    } finally {
      if (mine === attempt.current) setBusy(false);
    }
  }

  const statusText = busy ? finderCopy.status.processing : result ? finderCopy.status.completed : "";

  return (
    <>
      <DialogHeader>
        <DialogTitle>{finderCopy.gpt5Title}</DialogTitle>
        <DialogDescription>{finderCopy.gpt5Description}</DialogDescription>
      </DialogHeader>
      <p
        role="status"
        aria-live="polite"
        data-slot="finder-status"
        className={statusText ? "flex items-center gap-2 rounded-md border bg-muted/50 p-3 text-sm font-medium" : "sr-only"}
      >
        {busy ? <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" /> : null}
        {statusText}
      </p>
      {result ? (
        <>
          <SectionResults introduction={result.introduction} sections={result.sections} conclusion={result.conclusion} />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                attempt.current++;
                setResult(undefined);
              }}
            >
              {finderCopy.startOver}
            </Button>
            <Button type="button" onClick={onClose}>
              {finderCopy.close}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <ProfileUrlForm
          submitLabel={finderCopy.analyze}
          busyLabel={finderCopy.analyzing}
          busy={busy}
          serverError={fieldError}
          defaultValue={lastUrl}
          onSubmit={analyze}
        />
      )}
    </>
  );
}

/** The GPT-5 version of the finder (SPEC §2): one call, loading until the analysis is back. */
export function Gpt5FinderDialog({ open, onOpenChange }: Gpt5FinderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="wide"><AnalyzerPanel onClose={() => onOpenChange(false)} /></DialogContent>
    </Dialog>
  );
}
