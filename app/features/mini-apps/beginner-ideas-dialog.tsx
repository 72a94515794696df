import { Loader2, Sparkles } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { parseProfileUrl, SAMPLE_PROFILE_URL } from "~/ai/linkedin-url";
import type { BeginnerIdeasResult } from "~/ai/types";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { BEGINNER_IDEAS_SHOWN, beginnerIdeasCopy as copy } from "~/content/mini-apps";
import type { MiniAppDialogProps } from "~/lib/mini-app-dialog";
import { BeginnerIdeaCard } from "./beginner-idea-card";
import { BEGINNER_HONEYPOT_FIELD, BEGINNER_IDEAS_ENDPOINT } from "./beginner-ideas-response";

/** An error whose message the visitor may read (the server's, or 'Unexpected response'). */
class ShownError extends Error {}

/** Call 9: the ideas, or a thrown error carrying the server's message (SPEC §7). */
async function requestIdeas(linkedinUrl: string, honeypot: string, signal: AbortSignal): Promise<BeginnerIdeasResult> {
  const response = await fetch(BEGINNER_IDEAS_ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ linkedinUrl, [BEGINNER_HONEYPOT_FIELD]: honeypot }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (body && typeof body.error === "string") throw new ShownError(body.error);
  if (!response.ok || !body) throw new Error(`HTTP ${response.status}`);
  if (!Array.isArray(body.ideas)) throw new ShownError(copy.unexpected);
  return body as unknown as BeginnerIdeasResult;
}

/**
 * 'AI Ideas for People Like You' (SPEC §2, §4): closed → open (form) → submitting → results.
 * An error returns to the form with a destructive toast; closing or 'Start Over' resets it all.
 */
export function BeginnerIdeasDialog({ open, onOpenChange }: MiniAppDialogProps) {
  const [url, setUrl] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BeginnerIdeasResult | null>(null);
  const request = useRef<AbortController>(undefined);
  const honeypot = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // Closing, however it happens, resets the result, the busy state and the form (SPEC §4).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setUrl("");
      setFieldError(undefined);
      setBusy(false);
      setResult(null);
    }
  }
  // A request still running when the dialog closes must not come back with a toast.
  useEffect(() => {
    if (!open) request.current?.abort();
  }, [open]);
  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = parseProfileUrl(url, "beginner");
    if (!checked.ok) {
      setFieldError(checked.message);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    const controller = new AbortController();
    request.current = controller;
    try {
      const ideas = await requestIdeas(url.trim(), honeypot.current?.value ?? "", controller.signal);
      if (controller.signal.aborted) return;
      setResult(ideas);
      toast.success(copy.success.title, { description: copy.success.description });
    } catch (error) {
      if (controller.signal.aborted) return;
      toast.error(copy.errorTitle, { description: error instanceof ShownError && error.message ? error.message : copy.failure });
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  }

  function startOver() {
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="wide">
        <DialogHeader>
          <DialogTitle className="font-bold">{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        {result ? (
          <div className="grid gap-4" data-testid="beginner-ideas-result">
            <h3 ref={resultHeading} tabIndex={-1} className="sr-only">
              {copy.success.title}
            </h3>
            {result.introduction ? <p className="text-pretty">{result.introduction}</p> : null}
            {result.ideas.slice(0, BEGINNER_IDEAS_SHOWN).map((idea, index) => (
              <BeginnerIdeaCard key={`${index}-${idea.title}`} idea={idea} number={index + 1} />
            ))}
            {result.conclusion ? <p className="text-pretty text-muted-foreground">{result.conclusion}</p> : null}
            <Button type="button" onClick={startOver} className="justify-self-start">
              {copy.startOver}
            </Button>
          </div>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
            <FormField label={copy.fieldLabel} description={copy.privacyNote} error={fieldError}>
              <Input
                name="linkedinUrl"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={SAMPLE_PROFILE_URL}
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                disabled={busy}
                autoFocus
              />
            </FormField>
            <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
              <label htmlFor="beginner-ideas-website">Website</label>
              <input ref={honeypot} id="beginner-ideas-website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
              {busy ? copy.busy : copy.submit}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
