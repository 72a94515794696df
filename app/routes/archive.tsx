import { PageHeader } from "~/components/page-header";
import { archiveCopy, archiveMeta, recommendedTools } from "~/content/archive";
import { RecommendedTools } from "~/features/tools/recommended-tools";
import { RodiSection } from "~/features/tools/rodi-section";
import { leadSpan, leadSpanClass } from "~/features/tools/lead-span";
import { toolMarks } from "~/features/tools/tool-marks.server";
import { newsletterBandCopy } from "~/content/newsletter";
import { NewsletterBand } from "~/features/newsletter/newsletter-band";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/archive";
import type { RouteHandle } from "~/lib/route-handle";

// Nothing on this page needs React in the browser.
export const handle: RouteHandle = { hydrate: false, renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => pageMeta(archiveMeta, args);

// The marks are drawings, and the grid's spans arithmetic: they travel as loader data inside the kept HTML, not as JavaScript.
export function loader() {
  return {
    marks: toolMarks(recommendedTools.map((tool) => tool.id)),
    lead: { className: leadSpanClass(recommendedTools.length, 3), wide: leadSpan(recommendedTools.length, 2) === 2 },
  };
}

export default function ArchiveRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page flex flex-col gap-section py-12 lg:py-16">
      <PageHeader eyebrow={archiveCopy.eyebrow} title={archiveCopy.heading} intro={archiveCopy.intro} />
      <RecommendedTools tools={recommendedTools} marks={loaderData.marks} lead={loaderData.lead} />
      <RodiSection />
      <NewsletterBand id="archive-subscribe" heading={newsletterBandCopy.heading} text={newsletterBandCopy.text} />
    </div>
  );
}
