import { Check, Mail } from "lucide-react";
import { PageHeader } from "~/components/page-header";
import { SocialLinks } from "~/components/social-links";
import { Button } from "~/components/ui/button";
import { contactCopy, contactMeta } from "~/content/contact";
import { pageMeta } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site-config";
import { Panel } from "~/components/panel";
import type { Route } from "./+types/contact";
import type { RouteHandle } from "~/lib/route-handle";

// Nothing on this page needs React in the browser.
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = (args) => pageMeta(contactMeta, args);

export default function ContactRoute() {
  const site = useSiteConfig();
  const mailto = `mailto:${site.ownerEmail}?subject=${encodeURIComponent(contactCopy.emailSubject)}`;
  return (
    <div className="container-page py-12 lg:py-16">
      <PageHeader eyebrow="Contact" title={contactCopy.heading} intro={contactCopy.intro} />
      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel aria-labelledby="contact-email">
          <h2 id="contact-email" className="text-h3 font-bold">
            {contactCopy.emailHeading}
          </h2>
          <p className="mt-3 text-muted-foreground">{contactCopy.emailText}</p>
          <Button asChild size="lg" className="mt-6">
            <a href={mailto}>
              <Mail aria-hidden="true" />
              {contactCopy.emailButton}
            </a>
          </Button>
          <p className="mt-3 text-sm text-muted-foreground">
            Or write to{" "}
            <a href={`mailto:${site.ownerEmail}`} className="font-medium text-primary underline underline-offset-4">
              {site.ownerEmail}
            </a>
          </p>
          <h3 className="mt-8 text-lg font-semibold">{contactCopy.checklistHeading}</h3>
          <ul className="mt-3 grid gap-2">
            {contactCopy.checklist.map((item) => (
              <li key={item} className="flex gap-2 text-sm text-muted-foreground">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </Panel>
        <Panel aria-labelledby="contact-social">
          <h2 id="contact-social" className="text-h3 font-bold">
            {contactCopy.socialHeading}
          </h2>
          <p className="mt-3 text-muted-foreground">{contactCopy.socialText}</p>
          <SocialLinks social={site.social} variant="list" className="mt-4 -mx-2" />
        </Panel>
      </div>
    </div>
  );
}
