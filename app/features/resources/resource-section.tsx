import type { ReactNode } from "react";

/** A titled band of the hub: heading, one line on what it holds, then its content. */
export function ResourceSection({
  id,
  heading,
  intro,
  actions,
  children,
  className,
}: {
  id: string;
  heading: string;
  intro?: string;
  /** Buttons or links beside the heading (the video grid's Sync Videos). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${id}-heading`} className="text-h2 font-bold text-balance">
            {heading}
          </h2>
          {intro ? <p className="mt-2 text-muted-foreground">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
