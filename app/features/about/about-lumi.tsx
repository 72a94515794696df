import { ArrowUpRight } from "lucide-react";
import { Paragraphs } from "~/components/paragraphs";
import { Button } from "~/components/ui/button";
import { aboutCopy, LUMI_ILLUSTRATION } from "~/content/about";
import { ExternalLink } from "~/components/external-link";

/** The owner's AI-education studio, with its own site in a new tab. */
export function AboutLumi({ lumiUrl }: { lumiUrl: string }) {
  const copy = aboutCopy.lumi;
  return (
    <section
      aria-labelledby="lumi-heading"
      className="grid items-center gap-8 overflow-hidden rounded-2xl bg-brand-subtle p-6 sm:p-10 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div>
        <h2 id="lumi-heading" className="text-h2 font-bold">
          {copy.heading}
        </h2>
        <Paragraphs texts={copy.paragraphs} className="mt-4 text-foreground/85" />
        <Button asChild size="lg" className="mt-6">
          <ExternalLink href={lumiUrl}>
            {copy.link}
            <ArrowUpRight aria-hidden="true" />
          </ExternalLink>
        </Button>
      </div>
      <img
        src={LUMI_ILLUSTRATION.src}
        width={LUMI_ILLUSTRATION.width}
        height={LUMI_ILLUSTRATION.height}
        alt=""
        decoding="async"
        loading="lazy"
        className="mx-auto h-auto w-full max-w-xs"
      />
    </section>
  );
}
