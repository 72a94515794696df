import { ArrowRight, Quote } from "lucide-react";
import { Link } from "react-router";
import { newsletterProof as copy } from "~/content/home";
import { cn } from "~/lib/utils";

/**
 * What stands under the home page's newsletter field: two readers' words and the newest post, so a
 * visitor sees what they would get before they give an address. `id` keeps its heading's id unique
 * (the page has one for phones and one for wide screens).
 */
export function NewsletterProof({ id, latest, className }: { id: string; latest?: { title: string; link: string }; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn("grid gap-4", className)} data-testid="newsletter-proof">
      <h2 id={id} className="sr-only">
        {copy.heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {copy.quotes.map((quote, index) => (
          // One reader's words on a phone, both from a tablet's width.
          <li key={quote.author} className={index > 0 ? "hidden sm:block" : undefined}>
            <figure className="h-full rounded-xl border border-border bg-card/60 p-4">
              <Quote className="size-4 text-primary" aria-hidden="true" />
              <blockquote className="mt-2 text-sm leading-relaxed text-foreground/90">{quote.quote}</blockquote>
              <figcaption className="mt-2 text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{quote.author}</span>, {quote.title}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {latest ? (
        <p className="text-sm">
          <span className="text-muted-foreground">{copy.latest}</span>{" "}
          <Link to={latest.link} className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
            {latest.title}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      ) : null}
    </section>
  );
}
