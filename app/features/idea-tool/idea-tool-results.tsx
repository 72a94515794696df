import { Lightbulb, ListChecks, UserRound } from "lucide-react";
import type { ReactNode, Ref } from "react";
import type { IdeaToolResult } from "~/ai/types";
import { ideaToolCopy as copy } from "~/content/idea-tool";
import { cn } from "~/lib/utils";
import { Panel } from "~/components/panel";
import { PromptCopyButton } from "./prompt-copy-button";

function ResultCard({ icon, title, children, className }: { icon: ReactNode; title: string; children: ReactNode; className?: string }) {
  return (
    <Panel className={className}>
      <h2 className="flex items-center gap-3 text-h3 font-bold">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-subtle text-primary">{icon}</span>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </Panel>
  );
}

/** The three result cards: role analysis, use cases, recommendations with prompts. */
export function IdeaToolResults({
  result,
  headingRef,
  stale,
}: {
  result: IdeaToolResult;
  headingRef?: Ref<HTMLHeadingElement>;
  stale?: boolean;
}) {
  return (
    <div
      className={cn("grid gap-6 transition-opacity", stale && "opacity-60")}
      data-testid="idea-tool-results"
      aria-busy={stale || undefined}
    >
      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        Your ideas
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <ResultCard icon={<UserRound className="size-5" aria-hidden="true" />} title={copy.roleAnalysisTitle}>
          <p className="text-pretty text-muted-foreground">{result.roleAnalysis}</p>
        </ResultCard>
        <ResultCard icon={<ListChecks className="size-5" aria-hidden="true" />} title={copy.useCasesTitle}>
          <ul className="grid gap-3">
            {result.useCases.map((useCase) => (
              <li key={useCase} className="flex gap-3">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                <span>{useCase}</span>
              </li>
            ))}
          </ul>
        </ResultCard>
      </div>
      <ResultCard icon={<Lightbulb className="size-5" aria-hidden="true" />} title={copy.recommendationsTitle}>
        <ol className="grid gap-5 md:grid-cols-2">
          {result.recommendations.map((item) => (
            <li key={item.title} className="flex flex-col rounded-xl border border-border bg-background p-5">
              <h3 className="text-lg leading-snug font-semibold text-balance">{item.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
              <p className="mt-4 grow rounded-lg bg-muted p-4 text-sm leading-relaxed whitespace-pre-wrap">{item.prompt}</p>
              <div className="mt-4">
                <PromptCopyButton prompt={item.prompt} title={item.title} />
              </div>
            </li>
          ))}
        </ol>
      </ResultCard>
    </div>
  );
}
