import { Check, Copy, MessageSquareText, Palette, Wrench } from "lucide-react";
import type { BeginnerIdea, BeginnerIdeaType } from "~/ai/types";
import { useCopyToClipboard } from "~/components/use-copy-to-clipboard";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { AI_COPY_RESET_MS } from "~/content/idea-tool";
import { beginnerIdeasCopy as copy } from "~/content/beginner-ideas";
import { beginnerIdeaCopy } from "./beginner-idea-copy";

const TYPE_ICONS: Record<BeginnerIdeaType, typeof Wrench> = {
  prompt: MessageSquareText,
  simple_tool: Wrench,
  creative: Palette,
};

/** One idea of the beginner dialog: type icon, title, difficulty, text, steps, copy. */
export function BeginnerIdeaCard({ idea, number }: { idea: BeginnerIdea; number: number }) {
  const { copied, copy: write } = useCopyToClipboard({ resetAfterMs: AI_COPY_RESET_MS });
  const Icon = TYPE_ICONS[idea.type] ?? MessageSquareText;
  const action = beginnerIdeaCopy(idea);
  const typeLabel = copy.typeLabels[idea.type] ?? copy.typeLabels.prompt;

  async function onCopy() {
    // A failed copy says nothing.
    if (await write(action.text)) toast.success(copy.copySuccess.title, { description: copy.copySuccess.description });
  }

  return (
    <article className="rounded-xl border border-border bg-background p-5" aria-labelledby={`beginner-idea-${number}`}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-subtle text-primary" title={typeLabel}>
          <Icon className="size-5" aria-hidden="true" />
          <span className="sr-only">{typeLabel}</span>
        </span>
        <div className="min-w-0">
          <h3 id={`beginner-idea-${number}`} className="text-lg leading-snug font-semibold text-balance">
            {idea.title}
          </h3>
          {idea.difficulty ? (
            <p className="mt-0.5 text-sm text-muted-foreground">
              {copy.difficulty} {idea.difficulty}
            </p>
          ) : null}
        </div>
      </div>
      <p className="mt-3 text-sm">{idea.description}</p>
      {idea.prompt ? <p className="mt-3 rounded-lg bg-muted p-3 text-sm leading-relaxed whitespace-pre-wrap">{idea.prompt}</p> : null}
      {idea.steps && idea.steps.length > 0 ? (
        <div className="mt-3 text-sm">
          <p className="font-semibold">{copy.steps}</p>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {idea.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      {idea.how_to_try ? (
        <p className="mt-3 text-sm">
          <span className="font-semibold">{copy.howToTry}</span> {idea.how_to_try}
        </p>
      ) : null}
      {idea.example ? (
        <p className="mt-2 text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">{copy.example}</span> {idea.example}
        </p>
      ) : null}
      <Button type="button" variant="outline" size="sm" className="mt-4" onClick={() => void onCopy()} data-copied={copied || undefined}>
        {copied ? <Check aria-hidden="true" className="text-primary" /> : <Copy aria-hidden="true" />}
        {copied ? copy.copied : action.label}
      </Button>
    </article>
  );
}
