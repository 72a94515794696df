import type { ReactNode } from "react";

/**
 * A section of a page named by its h2: the section is labelled by the heading's id. className
 * sets the section's box, headingClassName the heading's size.
 */
export function TitledSection({
  id,
  heading,
  headingClassName,
  className,
  children,
}: {
  id: string;
  heading: ReactNode;
  headingClassName: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
