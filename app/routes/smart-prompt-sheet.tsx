import { guidePageCopy } from "~/content/guides";
import { smartPromptSheetGuide as guide } from "~/content/lead-magnets/smart-prompt-sheet";
import { GuidePage } from "~/features/guides/guide-page";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { pageMeta } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/smart-prompt-sheet";

export const meta: Route.MetaFunction = (args) => pageMeta(guide.meta, args);

export default function SmartPromptSheetRoute() {
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
