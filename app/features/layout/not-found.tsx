import { ArrowLeft, ArrowRight, Home } from "lucide-react";
import { Link } from "react-router";
import { ArrowLink } from "~/components/arrow-link";
import { TitledSection } from "~/components/titled-section";
import { Button } from "~/components/ui/button";

export const notFoundTitle = "Page Not Found";
export const notFoundText = "The page you're looking for doesn't exist or has been moved.";

const copy = {
  guidesHeading: "Popular guides",
  postsHeading: "Latest posts",
  hubHeading: "Everything in one place",
  hubText: "Guides, prompt kits, courses and video tutorials, all on the resource hub.",
  hubLink: "Browse the resource hub",
};

export interface NotFoundLink {
  title: string;
  href: string;
}

function LinkList({ heading, links }: { heading: string; links: readonly NotFoundLink[] }) {
  const id = `not-found-${heading.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <TitledSection
      id={id}
      heading={heading}
      headingClassName="text-lg font-semibold"
      className="rounded-2xl border border-border bg-card p-6 text-left shadow-xs"
    >
      <ul className="mt-3 grid gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="group flex items-start justify-between gap-3 rounded-md py-1.5 text-sm font-medium text-foreground/85 hover:text-primary"
            >
              {link.title}
              <ArrowRight className="mt-0.5 size-4 shrink-0 text-muted-foreground group-hover:text-primary" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** Where most readers go next; the not-found route's loader sends it (it is HTML, not JavaScript). */
export interface NotFoundNext {
  guides: readonly NotFoundLink[];
  latestPosts: readonly NotFoundLink[];
  hubPath: string;
}

/**
 * The not-found page: the way back and, when the not-found route's loader sent them, the popular
 * guides, the newest posts and the resource hub. A 404 thrown by another route shows the way back.
 */
export function NotFound({ next }: { next?: NotFoundNext }) {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">Error 404</p>
      <h1 className="mt-3 text-h1 font-bold text-balance">{notFoundTitle}</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">{notFoundText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Without JavaScript there is no history to go back through; the link home always works. */}
        <Button variant="outline" size="lg" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
        <Button asChild size="lg">
          <Link to="/">
            <Home aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
      </div>
      {next && (
        <div className="mt-16 grid w-full max-w-4xl gap-5 md:grid-cols-3">
          <LinkList heading={copy.guidesHeading} links={next.guides} />
          <LinkList heading={copy.postsHeading} links={next.latestPosts} />
          <section aria-labelledby="not-found-hub" className="rounded-2xl bg-secondary p-6 text-left text-secondary-foreground">
            <h2 id="not-found-hub" className="text-lg font-semibold">
              {copy.hubHeading}
            </h2>
            <p className="mt-2 text-sm">{copy.hubText}</p>
            <ArrowLink to={next.hubPath} className="mt-4 gap-1.5 text-sm">
              {copy.hubLink}
            </ArrowLink>
          </section>
        </div>
      )}
    </section>
  );
}
