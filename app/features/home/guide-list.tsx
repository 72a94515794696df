import { ArrowRight, ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { GuideLink } from "~/content/home";
import { ArrowLink } from "~/components/arrow-link";
import { ExternalLink } from "~/components/external-link";

const itemClass =
  "group flex h-full items-start justify-between gap-4 rounded-xl border border-border bg-card p-4 shadow-xs transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:-translate-y-0.5 sm:p-5";

/** How a list looks: rows with their descriptions (guides, products), or tiles of titles alone (the mini apps). */
type Look = "rows" | "tiles";

function Entry({ guide, look }: { guide: GuideLink; look: Look }) {
  const external = !guide.link.startsWith("/");
  const Arrow = external ? ArrowUpRight : ArrowRight;
  const body = (
    <>
      <span className="min-w-0">
        {guide.meta && <span className="mb-1 block text-xs font-medium text-muted-foreground">{guide.meta}</span>}
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-semibold text-foreground">{guide.title}</span>
          {guide.comingSoon && <Badge variant="secondary">Coming soon</Badge>}
        </span>
        {look === "rows" ? (
          // Two lines on a phone, where the list would otherwise run for screens.
          <span className="mt-1 line-clamp-2 text-sm leading-relaxed text-muted-foreground sm:line-clamp-none">{guide.description}</span>
        ) : null}
      </span>
      <Arrow
        aria-hidden="true"
        className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
      />
    </>
  );
  return external ? (
    <ExternalLink href={guide.link} className={itemClass}>
      {body}
    </ExternalLink>
  ) : (
    <Link to={guide.link} className={itemClass}>
      {body}
    </Link>
  );
}

/** A home list's heading's id, from its title. */
export const listHeadingId = (title: string) => `${title.toLowerCase().replace(/[^a-z]+/g, "-")}-heading`;

/** A home list's title, with the link to the page that has all of them (`more`) at its end. */
export function ListHeading({ id, title, more }: { id: string; title: string; more?: { to: string; label: string } }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 id={id} className="text-h3 font-bold">
        {title}
      </h2>
      {more && (
        <ArrowLink to={more.to} className="gap-1 text-sm">
          {more.label}
        </ArrowLink>
      )}
    </div>
  );
}

/**
 * A titled list of guides or products; internal links stay in the tab, external ones open a new one.
 * `more` leads to the page that has all of them.
 */
export function GuideList({
  title,
  guides,
  more,
  look = "rows",
}: {
  title: string;
  guides: GuideLink[];
  more?: { to: string; label: string };
  look?: Look;
}) {
  const headingId = listHeadingId(title);
  return (
    <section aria-labelledby={headingId}>
      <ListHeading id={headingId} title={title} more={more} />
      <ul className={look === "tiles" ? "mt-4 grid gap-3 sm:grid-cols-3" : "mt-4 grid gap-3"}>
        {guides.map((guide) => (
          <li key={guide.id}>
            <Entry guide={guide} look={look} />
          </li>
        ))}
      </ul>
    </section>
  );
}
