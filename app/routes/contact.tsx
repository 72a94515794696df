import { Mail } from "lucide-react";
import { CheckList } from "~/components/check-list";
import { CtaPanel } from "~/components/cta-panel";
import { PageHeader } from "~/components/page-header";
import { SocialLinks } from "~/components/social-links";
import { contactCopy, contactMeta } from "~/content/contact";
import { pageMeta } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/contact";
import type { RouteHandle } from "~/lib/route-handle";

// Nothing on this page needs React in the browser.
export const handle: RouteHandle = { hydrate: false, renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => pageMeta(contactMeta, args);

export default function ContactRoute() {
  const site = useSiteConfig();
  const mailto = `mailto:${site.ownerEmail}?subject=${encodeURIComponent(contactCopy.emailSubject)}`;
  return (
    <div className="container-page py-12 lg:py-16">
      <PageHeader eyebrow="Contact" title={contactCopy.heading} intro={contactCopy.intro} />
      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CtaPanel
          id="contact-email"
          heading={contactCopy.emailHeading}
          text={contactCopy.emailText}
          action={
            <a href={mailto}>
              <Mail aria-hidden="true" />
              {contactCopy.emailButton}
            </a>
          }
        >
          <p className="mt-3 text-sm text-muted-foreground">
            Or write to{" "}
            <a href={`mailto:${site.ownerEmail}`} className="font-medium text-primary underline underline-offset-4">
              {site.ownerEmail}
            </a>
          </p>
          <h3 className="mt-8 text-lg font-semibold">{contactCopy.checklistHeading}</h3>
          <CheckList items={contactCopy.checklist} look="muted" className="mt-3 gap-2" />
        </CtaPanel>
        <CtaPanel id="contact-social" heading={contactCopy.socialHeading} text={contactCopy.socialText}>
          <SocialLinks social={site.social} variant="list" className="mt-4 -mx-2" />
        </CtaPanel>
      </div>
    </div>
  );
}
