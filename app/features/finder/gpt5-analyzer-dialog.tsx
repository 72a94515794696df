import { useState } from "react";
import { HONEYPOT_FIELD } from "~/lib/form-input";
import type { UseCaseBundle } from "~/ai/types";
import type { GuideAccess } from "~/lib/guide-access";
import { ABOUT_YOU_FIELD } from "~/ai/about-you";
import type { ProfileInput } from "~/components/profile-url-form";
import { RoleRefineForm } from "~/components/role-refine-form";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { useDialogRequest } from "~/components/use-dialog-request";
import { finderCopy } from "~/content/use-case-finder";
import { miniAppDialog, type MiniAppPanelProps } from "~/components/mini-app-dialog-shell";
import { FinderForm } from "./finder-form";
import { FinderStatus } from "./finder-status";
import { countSections } from "./count-sections";
import { type Gpt5AnalyzerAnswer } from "./request-state";
import { SectionResults } from "./section-results";

const ANALYZE_URL = "/api/use-case-analysis";

/** The dialog's inside; Radix unmounts it when the dialog closes, which resets it. */
function Gpt5AnalyzerPanel({ open, onClose }: MiniAppPanelProps) {
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [aboutError, setAboutError] = useState<string>();
  const [result, setResult] = useState<UseCaseBundle & { guide: GuideAccess }>();
  const [asked, setAsked] = useState<ProfileInput>({ linkedinUrl: "", aboutYou: "", honeypot: "" });
  const request = useDialogRequest<Gpt5AnalyzerAnswer>(ANALYZE_URL, open);

  async function analyze(input: ProfileInput) {
    const { linkedinUrl, aboutYou, honeypot } = input;
    setAsked(input);
    setFieldError(undefined);
    setAboutError(undefined);
    setBusy(true);
    let answer;
    try {
      answer = await request.post({ linkedinUrl, [ABOUT_YOU_FIELD]: aboutYou, [HONEYPOT_FIELD]: honeypot });
    } catch (error) {
      setBusy(false);
      toast.error(finderCopy.toasts.errorTitle, {
        description: error instanceof Error && error.message ? error.message : finderCopy.toasts.analysisFailedFallback,
      });
      return;
    }
    if (!answer) return;
    setBusy(false);
    const { status, ok, body } = answer;
    const error = body && "error" in body ? body.error : undefined;
    if (status === 400 && error) {
      // Back to the form, the message under the field it is about.
      setResult(undefined);
      if (body && "field" in body && body.field === ABOUT_YOU_FIELD) setAboutError(error);
      else setFieldError(error);
      return;
    }
    if (!ok) {
      toast.error(finderCopy.toasts.errorTitle, { description: error || finderCopy.toasts.analysisFailedFallback });
      return;
    }
    // The server trims and types the analysis; one without sections is still an error.
    const analysis = body && "sections" in body && Array.isArray(body.sections) && body.sections.length > 0 ? body : undefined;
    if (!analysis) {
      toast.error(finderCopy.toasts.errorTitle, { description: finderCopy.errors.invalidAnalysis });
      return;
    }
    setResult(analysis);
    toast.success(finderCopy.toasts.analysisSummary(countSections(analysis.sections)));
  }

  const statusText = busy ? finderCopy.status.processing : result ? finderCopy.status.completed : "";

  return (
    <>
      <FinderStatus text={statusText} working={busy} />
      {result ? (
        <>
          {result.askRole ? <RoleRefineForm busy={busy} onSubmit={(aboutYou) => void analyze({ ...asked, aboutYou })} /> : null}
          <SectionResults
            introduction={result.introduction}
            sections={result.sections}
            conclusion={result.conclusion}
            guide={result.guide}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setResult(undefined)}>
              {finderCopy.startOver}
            </Button>
            <Button type="button" onClick={onClose}>
              {finderCopy.close}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <FinderForm verb="analyze" asked={asked} fieldError={fieldError} aboutError={aboutError} busy={busy} onSubmit={analyze} />
      )}
    </>
  );
}

/** The GPT-5 analyzer, the finder's one-shot version: loading until the analysis is back. */
export const Gpt5AnalyzerDialog = miniAppDialog(Gpt5AnalyzerPanel, {
  title: finderCopy.gpt5Title,
  description: finderCopy.gpt5Description,
});
