import { ArrowUpRight, Loader2, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { FormAlert } from "~/components/form/form-alert";
import { useHydrated } from "~/components/form/use-hydrated";
import { useTypedValue } from "~/components/form/use-typed-value";
import { Honeypot } from "~/components/honeypot";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { ideaToolCopy as copy } from "~/content/idea-tool";
import type { IdeaToolResult } from "~/ai/types";
import { IDEA_TOOL_FIELDS, type IdeaToolActionData } from "./idea-tool-data";
import { IdeaToolResults } from "./idea-tool-results";
import { PrivacyLink } from "~/components/privacy-link";

interface IdeaToolProps {
  /** The page's own path (a page kept for "/path/" would otherwise resolve it with a trailing slash). */
  action: string;
  builderUrl: string;
  inputMaxLength: number;
}

/**
 * The idea tool: idle → analyzing → result. With JavaScript it posts through a
 * fetcher; without, the form posts to the page's action and the page renders the same result.
 */
export function IdeaTool({ action, builderUrl, inputMaxLength }: IdeaToolProps) {
  const fetcher = useFetcher<IdeaToolActionData>();
  const actionData = useActionData<IdeaToolActionData>();
  const hydrated = useHydrated();
  const [result, setResult] = useState<IdeaToolResult | null>(actionData?.ok ? actionData.result : null);
  // The last good result stays on screen while a new request runs or after one fails.
  const [seen, setSeen] = useState(fetcher.data);
  if (fetcher.data !== seen) {
    setSeen(fetcher.data);
    if (fetcher.data?.ok) setResult(fetcher.data.result);
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue, attachInputRef] = useTypedValue(actionData?.values?.input ?? "", inputRef);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const analyzing = fetcher.state !== "idle";
  const answer = fetcher.data ?? actionData;
  const fieldError = answer && !answer.ok ? answer.errors.input : undefined;
  // Without JavaScript there is no toast: the page says what went wrong beside the form.
  const formError = !hydrated && answer && !answer.ok ? answer.errors.form : undefined;

  // Each answer is a new object, so this runs once per submit.
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.ok) {
      requestAnimationFrame(() => resultsRef.current?.focus({ preventScroll: true }));
      resultsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    } else if (data.errors.input) {
      inputRef.current?.focus();
    } else {
      // The quota's message says when to come back; anything else gets the fixed failure message.
      toast.error(copy.failure.title, { description: data.errors.form ?? copy.failure.description });
    }
  }, [fetcher.data]);

  const empty = value.trim() === "";
  return (
    <div className="grid gap-10">
      <fetcher.Form method="post" action={action} className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <Label htmlFor="idea-tool-input" className="text-base">
          {copy.inputLabel}
        </Label>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <Input
            ref={attachInputRef}
            id="idea-tool-input"
            name={IDEA_TOOL_FIELDS.input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={copy.inputPlaceholder}
            maxLength={inputMaxLength}
            autoComplete="organization-title"
            disabled={analyzing}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? "idea-tool-error" : undefined}
            className="h-12 text-base"
          />
          <Button type="submit" size="lg" disabled={hydrated && (empty || analyzing)} className="shrink-0">
            {analyzing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
            {analyzing ? copy.busy : copy.submit}
          </Button>
        </div>
        {fieldError ? (
          <p id="idea-tool-error" className="mt-2 text-sm font-medium text-destructive">
            {fieldError}
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted-foreground">{copy.examplesLabel}</span>
          {copy.examples.map((example) => (
            // Without JavaScript a chip submits its own text; with it, it fills the field.
            <button
              key={example}
              type="submit"
              name={IDEA_TOOL_FIELDS.example}
              value={example}
              disabled={analyzing}
              onClick={(event) => {
                event.preventDefault();
                setValue(example);
                inputRef.current?.focus();
              }}
              className="rounded-full border border-border bg-background px-3 py-1.5 text-sm font-medium transition-colors hover:border-primary hover:bg-brand-subtle disabled:opacity-50"
            >
              {example}
            </button>
          ))}
        </div>
        <Honeypot id="idea-tool-website" />
        {formError ? <FormAlert className="mt-5">{formError}</FormAlert> : null}
        <PrivacyLink className="mt-5" />
      </fetcher.Form>

      <div aria-live="polite" className="sr-only">
        {analyzing ? copy.busy : ""}
      </div>

      {result ? <IdeaToolResults result={result} headingRef={resultsRef} stale={analyzing} /> : null}
      <aside className="flex flex-col items-start gap-4 rounded-2xl bg-brand-subtle p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-h3 font-bold">{copy.builder.heading}</h2>
          <p className="mt-1 text-muted-foreground">{copy.builder.text}</p>
        </div>
        <Button asChild size="lg" className="shrink-0">
          <ExternalLink href={builderUrl}>
            {copy.builder.link}
            <ArrowUpRight aria-hidden="true" />
          </ExternalLink>
        </Button>
      </aside>
    </div>
  );
}
