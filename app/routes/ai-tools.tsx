import { PageHeader } from "~/components/page-header";
import { aiToolCategories, aiToolsCopy, aiToolsMeta } from "~/content/ai-tools";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { ToolDirectory } from "~/features/tools/tool-directory";
import { leadSpanClass } from "~/features/tools/lead-span";
import { toolMarks } from "~/features/tools/tool-marks.server";
import { pageMeta } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/ai-tools";
import type { RouteHandle } from "~/lib/route-handle";

// Nothing on this page needs React in the browser.
export const handle: RouteHandle = { hydrate: false, renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => pageMeta(aiToolsMeta, args);

// The marks are drawings, and the grid's spans arithmetic: they travel as loader data inside the kept HTML, not as JavaScript.
export function loader() {
  return {
    marks: toolMarks(aiToolCategories.flatMap((category) => category.tools.map((tool) => tool.id))),
    leads: Object.fromEntries(aiToolCategories.map((category) => [category.id, leadSpanClass(category.tools.length)])),
  };
}

export default function AiToolsRoute({ loaderData }: Route.ComponentProps) {
  const site = useSiteConfig();
  return (
    <div className="container-page flex flex-col gap-section py-12 lg:py-16">
      <PageHeader eyebrow={aiToolsCopy.eyebrow} title={aiToolsCopy.heading} intro={aiToolsCopy.intro} />
      <ToolDirectory categories={aiToolCategories} marks={loaderData.marks} leads={loaderData.leads} />
      <NewsletterSignup
        heading={aiToolsCopy.newsletter.heading}
        paragraphs={aiToolsCopy.newsletter.paragraphs}
        formUid={site.newsletter.forms.aiTools}
        containerId={aiToolsCopy.newsletter.containerId}
      />
    </div>
  );
}
