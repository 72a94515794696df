import { ChevronDown, TableOfContents } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { SectionLinkItem } from "~/content/courses";
import { attachDisclosureMenu } from "~/lib/disclosure-menu";
import { cn } from "~/lib/utils";
import { SectionLink } from "./section-link";
import { trackActiveSection } from "./section-tracking";

/** The section the visitor is reading (trackActiveSection): drives the marked link and the phone menu's label. */
function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(" ");
  useEffect(() => trackActiveSection(key.split(" "), setActive), [key]);
  return active;
}

// The marked link is styled from its aria-current, which React or the page script sets.
const currentLinkClass = "text-foreground/80 aria-[current=location]:bg-primary/10 aria-[current=location]:text-primary";
const barLinkClass = cn(
  "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground",
  currentLinkClass,
);
const menuLinkClass = cn(
  "block rounded-md px-4 py-3 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
  currentLinkClass,
);

const MENU_LABEL = "On this page";

/**
 * The course pages' sticky section bar. Wide screens show every section; phones get a menu that
 * closes after a pick, on Escape (focus returns to its toggle), on a click elsewhere and when the
 * screen grows wide. It is a <details> disclosure, so it opens even before JavaScript arrives,
 * and its links are anchors, so they jump even without it.
 */
export function SectionNav({ items, cta }: { items: readonly SectionLinkItem[]; cta?: SectionLinkItem }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const all = cta ? [...items, cta] : items;
  const active = useActiveSection(all.map((item) => item.id));
  const activeLabel = all.find((item) => item.id === active)?.label;

  useEffect(() => attachDisclosureMenu(detailsRef.current!, { closeOnPressOutside: true }), []);

  return (
    // data-section-nav: on a page without React the page script gives the bar the same behaviour (attachSectionNav).
    <nav
      aria-label="Course sections"
      data-section-nav=""
      className="sticky top-16 z-40 h-14 border-y border-border/70 bg-background/90 backdrop-blur-md"
    >
      <div className="container-page flex h-full items-center justify-between gap-3">
        <ul className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <li key={item.id}>
              <SectionLink to={item.id} data-tracked="" aria-current={item.id === active ? "location" : undefined} className={barLinkClass}>
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>

        <details ref={detailsRef} className="group min-w-0 md:hidden">
          {/* At 320 px the label, the chevron and the call to action share 288 px: the icon gives way first, then the label wraps. */}
          <summary className="flex h-10 min-w-0 cursor-pointer list-none items-center gap-2 rounded-md border border-border bg-card px-3 text-sm font-semibold shadow-xs hover:bg-accent max-[22.5rem]:gap-1.5 max-[22.5rem]:px-2.5 [&::-webkit-details-marker]:hidden">
            <TableOfContents aria-hidden="true" className="size-4 shrink-0 text-primary max-[22.5rem]:hidden" />
            <span data-section-label-prefix="" hidden={!activeLabel} className="sr-only">
              On this page:{" "}
            </span>
            {/* Below 360 px a label takes two short lines rather than lose its end to an ellipsis. */}
            <span
              data-section-label={MENU_LABEL}
              className="max-w-[11rem] truncate max-[22.5rem]:line-clamp-2 max-[22.5rem]:leading-tight max-[22.5rem]:whitespace-normal"
            >
              {activeLabel ?? MENU_LABEL}
            </span>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
          </summary>
          <div className="absolute inset-x-0 top-full border-b border-border/70 bg-white shadow-md">
            <ul className="container-page flex flex-col gap-1 py-3">
              {all.map((item) => (
                <li key={item.id}>
                  <SectionLink
                    to={item.id}
                    data-tracked=""
                    aria-current={item.id === active ? "location" : undefined}
                    className={menuLinkClass}
                  >
                    {item.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </div>
        </details>

        {cta && (
          <SectionLink to={cta.id} className={cn(buttonVariants({ size: "sm" }), "max-[22.5rem]:px-2.5")}>
            {cta.label}
          </SectionLink>
        )}
      </div>
    </nav>
  );
}
