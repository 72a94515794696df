import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { headerLinks, isCurrentSection, subscribeLink } from "~/content/navigation";
import { useSiteConfig } from "~/lib/site-config";
import { cn } from "~/lib/utils";
import { attachHeaderBehaviour, MENU_TOGGLE_LABEL } from "./header-behaviour";

const linkClass = (size: "bar" | "menu", isActive: boolean) =>
  cn(
    "rounded-md font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
    // Seven sections fit the bar from 768 px on one line each: tighter until there is room.
    size === "bar" ? "px-2 py-2 text-sm whitespace-nowrap lg:px-3" : "block px-4 py-3 text-base",
    isActive ? "bg-primary/10 text-primary" : "text-foreground/80",
  );

/** The site's sections as list items, the current one marked: the same links in the bar and in the menu. */
function SectionLinks({ size, pathname }: { size: "bar" | "menu"; pathname: string }) {
  return headerLinks.map((link) => {
    const current = isCurrentSection(link, pathname);
    return (
      <li key={link.to}>
        <Link to={link.to} aria-current={current ? "page" : undefined} className={linkClass(size, current)}>
          {link.label}
        </Link>
      </li>
    );
  });
}

export function SiteHeader() {
  const { ownerName } = useSiteConfig();
  const headerRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useEffect(() => attachHeaderBehaviour(headerRef.current!), []);

  // Any navigation (a picked link, Back, Forward) means the menu has done its job.
  useEffect(() => {
    const menu = headerRef.current?.querySelector("details");
    if (menu) menu.open = false;
  }, [pathname]);

  return (
    <header
      ref={headerRef}
      // The page's scroll turns it "true" (attachHeaderBehaviour), as does an open menu through has-open.
      data-scrolled="false"
      className={cn(
        "fixed inset-x-0 top-0 z-50 h-16 border-b border-transparent bg-transparent transition-[background-color,border-color,box-shadow] duration-200 print:hidden",
        "data-[scrolled=true]:border-border/70 data-[scrolled=true]:bg-white/85 data-[scrolled=true]:shadow-sm data-[scrolled=true]:backdrop-blur-md",
        "has-open:border-border/70 has-open:bg-white/85 has-open:shadow-sm has-open:backdrop-blur-md",
      )}
    >
      <div className="container-page flex h-full items-center gap-4">
        <Link to="/" aria-label={`${ownerName}, home`} className="group inline-flex min-w-0 items-center gap-2.5 rounded-[0.55rem]">
          {/* The mark itself (public/favicon.svg, from design/brand-mark.svg), not a second drawing of it. */}
          <img
            src="/favicon.svg"
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-[0.55rem] shadow-sm transition-transform group-hover:scale-105"
          />
          {/* The owner's name as the wordmark, wherever the bar has room for it: not between 768 px and
              1024 px, where seven sections fill the bar, nor on the narrowest phones. */}
          <span
            aria-hidden="true"
            data-testid="wordmark"
            className="truncate text-lg font-extrabold tracking-tight text-foreground max-[22.5rem]:sr-only md:max-lg:sr-only"
          >
            {ownerName}
          </span>
        </Link>

        <nav aria-label="Main" className="ml-auto hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            <SectionLinks size="bar" pathname={pathname} />
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 md:ml-2">
          {/* The newsletter is what the site is for: its signup is one tap away from every page. */}
          <Button asChild size="sm">
            <Link to={subscribeLink.to}>{subscribeLink.label}</Link>
          </Button>

          {/* A <details> disclosure: the menu opens and closes even before JavaScript arrives. */}
          <details className="group md:hidden">
            <summary
              aria-label={MENU_TOGGLE_LABEL}
              className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-foreground hover:bg-accent [&::-webkit-details-marker]:hidden"
            >
              <Menu aria-hidden="true" className="group-open:hidden" />
              <X aria-hidden="true" className="hidden group-open:block" />
            </summary>
            {/* On a phone held sideways the menu is taller than the screen below the bar: it scrolls, not the page behind. */}
            <nav
              aria-label="Main menu"
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b border-border/70 bg-white shadow-md"
            >
              <ul className="container-page flex flex-col gap-1 py-3">
                <SectionLinks size="menu" pathname={pathname} />
                <li className="mt-2 border-t border-border/70 pt-3">
                  {/* The home page's signup may be this very page: a jump within it is no navigation; a pick in the menu closes it. */}
                  <Button asChild className="w-full">
                    <Link to={subscribeLink.to}>{subscribeLink.label}</Link>
                  </Button>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
