import type { ReactNode } from "react";
import { CtaPanel } from "~/components/cta-panel";
import { NewsletterInline } from "./newsletter-inline";

/**
 * A quiet band that asks for an address in place, where a reader finishes something (a post, the
 * blog's first row, the About page, the Archive): a heading, a sentence and the site's own form,
 * sent in place with or without React. `id` names the band and prefixes its fields' ids.
 */
export function NewsletterBand({
  id,
  heading,
  text,
  className,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <CtaPanel id={id} tone="tinted" className={className ? `${className} print:hidden` : "print:hidden"} heading={heading} text={text}>
      <div className="mt-5 max-w-xl">
        <NewsletterInline idPrefix={`${id}-newsletter`} />
      </div>
      {children}
    </CtaPanel>
  );
}
