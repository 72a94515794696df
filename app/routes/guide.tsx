import { data } from "react-router";
import { guidePageCopy } from "~/content/guides";
import { guides } from "~/content/lead-magnets/all";
import { GuidePage } from "~/features/guides/guide-page";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/guide";

// A guide is read, not used: nothing on it needs React in the browser.
export const handle: RouteHandle = { hydrate: false, renderOnce: true, keep: true };

/**
 * The guide at the route's own path (app/routes.ts mounts this module once per guide). Its words
 * travel as loader data (inside the kept HTML), so no page carries another's.
 */
export function loader({ pattern }: Route.LoaderArgs) {
  const path = `/${pattern.replace(/^\//, "")}`;
  const guide = guides.find((entry) => entry.path === path);
  if (!guide) throw data(null, { status: 404 });
  return { guide };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? pageMeta(args.loaderData.guide.meta, args) : []);

/** The guide's layout with the newsletter's sign-up: the route composes the two features. */
export default function GuideRoute({ loaderData: { guide } }: Route.ComponentProps) {
  const site = useSiteConfig();
  return (
    <GuidePage
      guide={guide}
      signup={
        <NewsletterSignup
          heading={guidePageCopy.signupHeading(guide.name)}
          paragraphs={[guide.signupText]}
          formUid={site.newsletter.forms[guide.formKey]}
          containerId={guide.containerId}
          offer={{ buttonLabel: guide.signupButton, smallPrint: guidePageCopy.signupSmallPrint }}
        />
      }
    />
  );
}
