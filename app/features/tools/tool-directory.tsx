import { aiToolsCopy as copy, type ToolCategory } from "~/content/ai-tools";
import { cn } from "~/lib/utils";
import { ToolMark, type ToolMarkData } from "./tool-mark";
import { ToolVisitLink } from "./tool-visit-link";

/** The AI tools list, grouped by the job each tool does, with a way to jump to a group. */
/** leads: each group's first-card span classes (lead-span.ts, worked out by the loader), by group id. */
export function ToolDirectory({
  categories,
  marks,
  leads,
}: {
  categories: readonly ToolCategory[];
  marks: Record<string, ToolMarkData>;
  leads: Record<string, string>;
}) {
  return (
    <div className="flex flex-col gap-16">
      <nav aria-label={copy.jumpLabel} className="rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-5">
        <h2 className="px-2 text-sm font-semibold text-muted-foreground">{copy.jumpLabel}</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <a
                href={`#${category.id}`}
                className="inline-flex h-10 items-center rounded-full border border-border bg-background px-4 text-sm font-medium transition-colors hover:border-primary/40 hover:bg-accent"
              >
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((category) => (
        <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`}>
          <h2 id={`${category.id}-heading`} className="text-h2 font-bold">
            {category.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{category.description}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {category.tools.map((tool, index) => (
              <li
                key={tool.id}
                className={cn("flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-xs", index === 0 && leads[category.id])}
              >
                <ToolMark index={index} mark={marks[tool.id]} />
                <div className="flex min-w-0 flex-1 flex-col">
                  <h3 className="text-lg font-semibold">{tool.name}</h3>
                  <p className="mt-1 flex-1 text-sm leading-relaxed text-muted-foreground">{tool.description}</p>
                  <ToolVisitLink href={tool.link} name={tool.name} label={copy.visit} className="mt-3" />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-sm text-muted-foreground">{copy.note}</p>
    </div>
  );
}
