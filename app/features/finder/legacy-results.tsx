import { CopyButton } from "~/components/copy-button";
import { Badge } from "~/components/ui/badge";
import { finderCopy } from "~/content/use-case-finder";
import type { LegacyUseCase } from "./request-state";

/** Results stored in the finder's first shape (a flat list of use cases). */
export function LegacyResults({ items }: { items: readonly LegacyUseCase[] }) {
  return (
    <div className="grid gap-4">
      <p className="leading-relaxed">{finderCopy.legacyIntroduction}</p>
      <ol className="grid gap-3">
        {items.map((item, index) => (
          <li key={index} className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs">
            <div className="grid gap-1">
              <div className="flex flex-wrap gap-2">
                {item.category ? <Badge variant="secondary">{item.category}</Badge> : null}
                {item.toolType ? <Badge variant="outline">{item.toolType}</Badge> : null}
              </div>
              <h3 className="text-base font-semibold text-pretty">
                {index + 1}. {item.title}
              </h3>
            </div>
            {item.description ? <p className="text-sm leading-relaxed">{item.description}</p> : null}
            {item.benefits.length > 0 ? (
              <div className="grid gap-1">
                <h4 className="text-sm font-semibold">{finderCopy.legacy.benefits}</h4>
                <ul className="list-disc pl-5 text-sm">
                  {item.benefits.map((benefit, i) => (
                    <li key={i}>{benefit}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {item.prompts.length > 0 ? (
              <div className="grid gap-2">
                <h4 className="text-sm font-semibold">{finderCopy.legacy.prompts}</h4>
                {item.prompts.map((prompt, i) => (
                  <div key={i} className="grid gap-2 rounded-md border bg-muted/50 p-3">
                    <p className="text-sm whitespace-pre-wrap">{prompt}</p>
                    <CopyButton
                      text={prompt}
                      resetAfterMs={2_000}
                      label={finderCopy.legacy.copyPrompt}
                      successMessage={finderCopy.toasts.copied}
                      failureMessage={finderCopy.toasts.copyFailed}
                      className="justify-self-start"
                    />
                  </div>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
