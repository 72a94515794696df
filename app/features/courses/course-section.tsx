import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * A course section's classes: drawn when the visitor nears it (render-when-near), an anchor target
 * that lands below the section bar. The closing call to action shares them.
 */
export const COURSE_SECTION_CLASS = "render-when-near scroll-mt-10 py-16 outline-none lg:py-24";

/**
 * One section of a course page: an anchor target for the section bar. The document's scroll padding
 * (80 px) clears the fixed header; scroll-mt-10 adds 40 px, so a jump (smooth or native) lands the
 * section right below the sticky bar (64 + 56 px).
 * tabIndex -1 lets the section take focus after a jump, like the page's <main>.
 */
export function CourseSection({
  id,
  eyebrow,
  heading,
  intro,
  children,
  tone = "plain",
  align = "start",
  className,
}: {
  id: string;
  eyebrow?: string;
  heading: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  /** "muted" draws a full-width band behind the section, to set it apart from its neighbours. */
  tone?: "plain" | "muted";
  align?: "start" | "center";
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cn(COURSE_SECTION_CLASS, tone === "muted" && "bg-muted/60", className)}
    >
      <div className="container-page">
        <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
          {eyebrow && <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>}
          <h2 id={headingId} className={cn("text-h2 font-bold", eyebrow && "mt-3")}>
            {heading}
          </h2>
          {intro && <p className="mt-4 text-lg text-muted-foreground text-pretty">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
