import { Sparkles } from "lucide-react";
import { HONEYPOT_FIELD } from "~/lib/form-input";
import { useEffect, useRef, useState } from "react";
import type { BeginnerIdeasResult } from "~/ai/types";
import { ABOUT_YOU_FIELD } from "~/ai/about-you";
import { ProfileUrlForm, type ProfileInput } from "~/components/profile-url-form";
import { RoleRefineForm } from "~/components/role-refine-form";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { useDialogRequest } from "~/components/use-dialog-request";
import { BEGINNER_IDEAS_SHOWN, beginnerIdeasCopy as copy } from "~/content/beginner-ideas";
import { miniAppDialog, type MiniAppPanelProps } from "~/components/mini-app-dialog-shell";
import { BeginnerIdeaCard } from "./beginner-idea-card";
import { BEGINNER_IDEAS_ENDPOINT, type BeginnerIdeasResponse } from "./beginner-ideas-response";

/**
 * The dialog's inside: form, submitting, results. Radix unmounts it when the dialog closes, which
 * resets the result, the busy state and the form; an error returns to the form with a toast.
 */
function BeginnerIdeasPanel({ open, onClose }: MiniAppPanelProps) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BeginnerIdeasResult>();
  // What the result was made from: the refine form posts the same link again with the visitor's role.
  const [asked, setAsked] = useState<ProfileInput>();
  const request = useDialogRequest<BeginnerIdeasResponse>(BEGINNER_IDEAS_ENDPOINT, open);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  async function submit(input: ProfileInput) {
    const { linkedinUrl, aboutYou, honeypot } = input;
    const fail = (message: string) => {
      setBusy(false);
      toast.error(copy.errorTitle, { description: message });
    };
    setBusy(true);
    let answer;
    try {
      answer = await request.post({ linkedinUrl, [ABOUT_YOU_FIELD]: aboutYou, [HONEYPOT_FIELD]: honeypot });
    } catch {
      return fail(copy.failure);
    }
    if (!answer) return;
    const { ok, body } = answer;
    // The server's message when it sent one, whatever the status.
    if (body && "error" in body && typeof body.error === "string") return fail(body.error || copy.failure);
    if (!ok || !body || "error" in body) return fail(copy.failure);
    if (!Array.isArray(body.ideas)) return fail(copy.unexpected);
    setBusy(false);
    setAsked(input);
    setResult(body);
    toast.success(copy.success.title, { description: copy.success.description });
  }

  return (
    <>
      {result ? (
        <div className="grid gap-4" data-testid="beginner-ideas-result">
          <h3 ref={resultHeading} tabIndex={-1} className="sr-only">
            {copy.success.title}
          </h3>
          {result.introduction ? <p className="text-pretty">{result.introduction}</p> : null}
          {result.askRole && asked ? <RoleRefineForm busy={busy} onSubmit={(aboutYou) => void submit({ ...asked, aboutYou })} /> : null}
          {result.ideas.slice(0, BEGINNER_IDEAS_SHOWN).map((idea, index) => (
            <BeginnerIdeaCard key={`${index}-${idea.title}`} idea={idea} number={index + 1} />
          ))}
          {result.conclusion ? <p className="text-pretty text-muted-foreground">{result.conclusion}</p> : null}
          {/* Every mini app's results end the same way: a footer, its last button the one to leave by. */}
          <DialogFooter>
            <Button type="button" onClick={onClose}>
              {copy.startOver}
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <ProfileUrlForm
          label={copy.fieldLabel}
          description={copy.privacyNote}
          rules="beginner"
          icon={Sparkles}
          submitLabel={copy.submit}
          busyLabel={copy.busy}
          busy={busy}
          onSubmit={submit}
        />
      )}
    </>
  );
}

/** 'AI Ideas for People Like You': closed, open (form), submitting, results; 'Start Over' closes it. */
export const BeginnerIdeasDialog = miniAppDialog(BeginnerIdeasPanel, {
  title: copy.title,
  titleClassName: "font-bold",
  description: copy.description,
});
