import { guidePageCopy } from "~/content/guides";
import { lovableGuide as guide } from "~/content/lead-magnets/lovable-guide";
import { GuidePage } from "~/features/guides/guide-page";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { pageMeta } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/lovable-guide";

export const meta: Route.MetaFunction = (args) => pageMeta(guide.meta, args);

export default function LovableGuideRoute() {
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
