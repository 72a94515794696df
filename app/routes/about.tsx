import { PageHeader } from "~/components/page-header";
import { ProfileAvatar } from "~/components/profile-avatar";
import { aboutCopy, aboutMeta } from "~/content/about";
import { AVATAR_SRC } from "~/content/profile";
import { AboutLumi } from "~/features/about/about-lumi";
import { AboutStory } from "~/features/about/about-story";
import { SpeakingTopics } from "~/features/about/speaking-topics";
import { newsletterBandCopy } from "~/content/newsletter";
import { NewsletterBand } from "~/features/newsletter/newsletter-band";
import { pageMeta, personJsonLd, siteFromMatches } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/about";
import type { RouteHandle } from "~/lib/route-handle";

// Nothing on this page needs React in the browser.
export const handle: RouteHandle = { hydrate: false, renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches);
  return pageMeta({ ...aboutMeta, jsonLd: site && personJsonLd(site, aboutMeta.description) }, args);
};

export default function AboutRoute() {
  const site = useSiteConfig();
  return (
    <div className="container-page flex flex-col gap-section py-12 lg:py-16">
      <div className="flex flex-col-reverse gap-8 md:flex-row md:items-center md:justify-between">
        <PageHeader eyebrow={aboutCopy.eyebrow} title={`Hi, I'm ${site.ownerName}`} intro={aboutCopy.intro} />
        <ProfileAvatar src={AVATAR_SRC} name={site.ownerName} size={152} />
      </div>
      <AboutStory site={site} />
      <SpeakingTopics />
      <AboutLumi lumiUrl={site.lumiUrl} />
      <NewsletterBand id="about-subscribe" heading={newsletterBandCopy.heading} text={newsletterBandCopy.text} />
    </div>
  );
}
