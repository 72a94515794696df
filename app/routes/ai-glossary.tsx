import { ArrowLeft } from "lucide-react";
import type { RouteHandle } from "~/lib/route-handle";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { glossaryCopy, glossaryMeta, glossaryTerms } from "~/content/glossary";
import { GlossaryAccordion } from "~/features/glossary/glossary-accordion";
import { RelatedResources } from "~/features/glossary/related-resources";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/ai-glossary";

/** Made of the site's values and its own words alone: rendered once per change to them and kept (decision 068). */
export const handle: RouteHandle = { renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    {
      ...glossaryMeta,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "DefinedTermSet",
        name: glossaryCopy.heading,
        hasDefinedTerm: glossaryTerms.map((term) => ({ "@type": "DefinedTerm", name: term.term, description: term.definition })),
      },
    },
    args,
  );

export default function AiGlossaryRoute() {
  return (
    <div className="container-page py-12 lg:py-16">
      <Link
        to="/resources"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {glossaryCopy.backLink}
      </Link>
      <PageHeader eyebrow={glossaryCopy.eyebrow} title={glossaryCopy.heading} intro={glossaryCopy.intro} className="mt-8" />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start lg:gap-12">
        <div className="rounded-2xl border border-border bg-card px-6 py-2 shadow-sm sm:px-8">
          <GlossaryAccordion terms={glossaryTerms} />
        </div>
        <RelatedResources heading={glossaryCopy.relatedHeading} links={glossaryCopy.related} />
      </div>
    </div>
  );
}
