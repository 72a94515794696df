import type { ReactNode } from "react";
import { PurchaseButton } from "./purchase-button";
import { COURSE_SECTION_CLASS } from "./course-section";

/** The last word of a course page: one sentence, one reason, one button to the checkout. */
export function ClosingCta({
  id,
  heading,
  text,
  href,
  buttonLabel,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  href: string;
  buttonLabel: string;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} tabIndex={-1} className={COURSE_SECTION_CLASS}>
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-xl sm:px-12 lg:py-16">
          {/* Two soft circles give the block depth without another image request. */}
          <span aria-hidden="true" className="absolute -top-24 -right-16 size-64 rounded-full bg-white/10" />
          <span aria-hidden="true" className="absolute -bottom-28 -left-20 size-72 rounded-full bg-white/5" />
          <div className="relative mx-auto max-w-2xl">
            <h2 id={headingId} className="text-h2 font-bold">
              {heading}
            </h2>
            <p className="mt-4 text-lg text-pretty">{text}</p>
            <PurchaseButton href={href} variant="secondary" className="mt-8">
              {buttonLabel}
            </PurchaseButton>
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
