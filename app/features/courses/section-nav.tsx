import { ChevronDown, TableOfContents } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { SectionLinkItem } from "~/content/courses";
import { MOBILE_BREAKPOINT_PX } from "~/content/navigation";
import { cn } from "~/lib/utils";
import { SectionLink } from "./section-link";

/** Fixed header (h-16) plus this bar (h-14): where a section's top lands (see COURSE_SECTION_OFFSET). */
const HEADER_AND_NAV_PX = 64 + 56;

/**
 * The section the visitor is reading: the last one whose top has passed a line a quarter of the
 * way down the view, or, once the page can scroll no further, the last one in view (a short final
 * section never reaches the line). Drives the highlighted link and the phone menu's label.
 */
function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(" ");
  useEffect(() => {
    const sectionIds = key.split(" ");
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = HEADER_AND_NAV_PX + window.innerHeight / 4;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current: string | null = null;
      for (const id of sectionIds) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= (atBottom ? window.innerHeight - 1 : line)) current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key]);
  return active;
}

const barLinkClass = (current: boolean) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground",
    current ? "bg-primary/10 text-primary" : "text-foreground/80",
  );

const menuLinkClass = (current: boolean) =>
  cn(
    "block rounded-md px-4 py-3 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
    current ? "bg-primary/10 text-primary" : "text-foreground/80",
  );

/**
 * The course pages' sticky section bar. Wide screens show every section; phones get a menu that
 * closes after a pick, on Escape (focus returns to its toggle), on a click elsewhere and when the
 * screen grows wide. It is a <details> disclosure, so it opens even before JavaScript arrives,
 * and its links are anchors, so they jump even without it.
 */
export function SectionNav({ items, cta }: { items: readonly SectionLinkItem[]; cta?: SectionLinkItem }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const all = cta ? [...items, cta] : items;
  const active = useActiveSection(all.map((item) => item.id));
  const activeLabel = all.find((item) => item.id === active)?.label;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      summaryRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onResize = () => wide.matches && setMenuOpen(false);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    wide.addEventListener("change", onResize);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      wide.removeEventListener("change", onResize);
    };
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <nav aria-label="Course sections" className="sticky top-16 z-40 h-14 border-y border-border/70 bg-background/90 backdrop-blur-md">
      <div className="container-page flex h-full items-center justify-between gap-3">
        <ul className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <li key={item.id}>
              <SectionLink
                to={item.id}
                aria-current={item.id === active ? "location" : undefined}
                className={barLinkClass(item.id === active)}
              >
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>

        <details ref={detailsRef} className="md:hidden" open={menuOpen} onToggle={(event) => setMenuOpen(event.currentTarget.open)}>
          <summary
            ref={summaryRef}
            className="flex h-10 min-w-0 cursor-pointer list-none items-center gap-2 rounded-md border border-border bg-card px-3 text-sm font-semibold shadow-xs hover:bg-accent [&::-webkit-details-marker]:hidden"
          >
            <TableOfContents aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {activeLabel ? (
              <>
                <span className="sr-only">On this page: </span>
                <span className="max-w-[11rem] truncate">{activeLabel}</span>
              </>
            ) : (
              <span>On this page</span>
            )}
            <ChevronDown
              aria-hidden="true"
              className={cn("size-4 shrink-0 text-muted-foreground transition-transform", menuOpen && "rotate-180")}
            />
          </summary>
          <div className="absolute inset-x-0 top-full border-b border-border/70 bg-white shadow-md">
            <ul className="container-page flex flex-col gap-1 py-3">
              {all.map((item) => (
                <li key={item.id}>
                  <SectionLink
                    to={item.id}
                    onNavigate={close}
                    aria-current={item.id === active ? "location" : undefined}
                    className={menuLinkClass(item.id === active)}
                  >
                    {item.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </div>
        </details>

        {cta && (
          <SectionLink to={cta.id} className={buttonVariants({ size: "sm" })}>
            {cta.label}
          </SectionLink>
        )}
      </div>
    </nav>
  );
}
