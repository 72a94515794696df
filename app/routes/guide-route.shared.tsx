import type { MetaFunction } from "react-router";
import { guidePageCopy, type GuideEntry } from "~/content/guides";
import { GuidePage } from "~/features/guides/guide-page";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { useSiteConfig } from "~/lib/site-config";

/**
 * Not a route: what the five guide routes share. A route composes the guide layout with the
 * newsletter feature (features never import each other); each route module passes only its own
 * guide, so a page never downloads the other four.
 */
export function guideRoute(guide: GuideEntry) {
  const meta: MetaFunction = (args) => pageMeta(guide.meta, args);
  function GuideRoute() {
    const site = useSiteConfig();
    return (
      <GuidePage
        guide={guide}
        signup={
          <NewsletterSignup
            heading={guidePageCopy.signupHeading(guide.name)}
            paragraphs={guide.signupParagraphs}
            formUid={site.newsletter.forms[guide.formKey]}
            containerId={guide.containerId}
          />
        }
      />
    );
  }
  // A guide is read, not used: nothing on it needs React in the browser.
  const handle: RouteHandle = { hydrate: false };
  return { meta, handle, Component: GuideRoute };
}
