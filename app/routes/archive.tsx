import { PageHeader } from "~/components/page-header";
import { archiveCopy, archiveMeta, recommendedTools } from "~/content/archive";
import { RecommendedTools } from "~/features/tools/recommended-tools";
import { RodiSection } from "~/features/tools/rodi-section";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/archive";

export const meta: Route.MetaFunction = (args) => pageMeta(archiveMeta, args);

export default function ArchiveRoute() {
  return (
    <div className="container-page flex flex-col gap-section py-12 lg:py-16">
      <PageHeader eyebrow={archiveCopy.eyebrow} title={archiveCopy.heading} intro={archiveCopy.intro} />
      <RecommendedTools tools={recommendedTools} />
      <RodiSection />
    </div>
  );
}
