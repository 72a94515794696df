import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { TitledSection } from "~/components/titled-section";

/** Where to go after the glossary: a short list of this site's resources. */
export function RelatedResources({
  heading,
  links,
}: {
  heading: string;
  links: ReadonlyArray<{ to: string; title: string; text: string }>;
}) {
  return (
    <TitledSection
      id="related-heading"
      heading={heading}
      headingClassName="text-lg font-semibold"
      className="rounded-2xl bg-secondary p-6 text-secondary-foreground lg:sticky lg:top-24"
    >
      <ul className="mt-4 grid gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex items-start justify-between gap-3 rounded-xl border border-border bg-card p-4 text-foreground shadow-xs transition-colors hover:border-primary/40"
            >
              <span>
                <span className="block font-semibold">{link.title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{link.text}</span>
              </span>
              <ArrowRight
                className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
