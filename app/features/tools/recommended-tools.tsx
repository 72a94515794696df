import { ArrowLink } from "~/components/arrow-link";
import { cn } from "~/lib/utils";
import { archiveCopy as copy, type RecommendedTool } from "~/content/archive";
import { ToolMark, type ToolMarkData } from "./tool-mark";
import { ToolVisitLink } from "./tool-visit-link";

/** The Archive's recommended tools, each with a Visit link in a new tab. */
/** lead: the first card's span classes (lead-span.ts, worked out by the loader); wide: whether it takes a whole row. */
export function RecommendedTools({
  tools,
  marks,
  lead,
}: {
  tools: readonly RecommendedTool[];
  marks: Record<string, ToolMarkData>;
  lead: { className: string; wide: boolean };
}) {
  return (
    <section aria-labelledby="recommended-tools-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="recommended-tools-heading" className="text-h2 font-bold">
            {copy.toolsHeading}
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">{copy.toolsIntro}</p>
        </div>
        <ArrowLink to="/ai-tools" className="gap-1.5 text-sm">
          {copy.moreTools}
        </ArrowLink>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool, index) => {
          // A first card that takes a whole row lays its parts side by side instead of leaving the row half empty.
          const wide = index === 0 && lead.wide;
          return (
            <li
              key={tool.id}
              className={cn(
                "flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm",
                index === 0 && lead.className,
                wide && "sm:grid sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:items-center sm:gap-x-8",
              )}
            >
              <div className="flex items-center gap-3">
                <ToolMark index={index} mark={marks[tool.id]} />
                <h3 className="text-lg font-semibold">{tool.name}</h3>
              </div>
              <p className={cn("mt-4 max-w-prose flex-1 text-sm leading-relaxed text-muted-foreground", wide && "sm:mt-0")}>
                {tool.description}
              </p>
              <ToolVisitLink href={tool.link} name={tool.name} label={copy.visit} className={cn("mt-5", wide && "sm:mt-0")} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
