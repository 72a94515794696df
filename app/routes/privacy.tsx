import { PageHeader } from "~/components/page-header";
import { Paragraphs } from "~/components/paragraphs";
import { Panel } from "~/components/panel";
import { DEFAULT_AI_RETENTION_DAYS } from "~/content/site-config";
import { privacyCopy, privacyMeta } from "~/content/privacy";
import { pageMeta } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/privacy";
import type { RouteHandle } from "~/lib/route-handle";

// Nothing on this page needs React in the browser.
export const handle: RouteHandle = { hydrate: false, renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => pageMeta(privacyMeta, args);

/** What each form keeps, for how long, who else handles it and how to have it removed; the facts come from the site's config. */
export default function PrivacyRoute() {
  const site = useSiteConfig();
  const sections = privacyCopy.sections({
    retentionDays: site.aiRetentionDays ?? DEFAULT_AI_RETENTION_DAYS,
    profileLookup: site.profileLookup === "enrichlayer",
    ownerEmail: site.ownerEmail,
  });
  return (
    <div className="container-page py-12 lg:py-16">
      <PageHeader eyebrow={privacyCopy.eyebrow} title={privacyCopy.heading} intro={privacyCopy.intro} />
      <div className="mt-10 grid max-w-3xl gap-6">
        {sections.map((section) => (
          <Panel key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <h2 id={`privacy-${section.id}`} className="text-h3 font-bold">
              {section.heading}
            </h2>
            <Paragraphs texts={section.paragraphs} className="mt-3 text-muted-foreground" />
          </Panel>
        ))}
      </div>
    </div>
  );
}
