import { ArrowUpRight, Mail } from "lucide-react";
import { Button } from "~/components/ui/button";
import { DEFAULT_NEWSLETTER_CONTAINER_ID, newsletterCopy } from "~/content/newsletter";
import { newsletterClickPath, newsletterFormUrls } from "~/content/site-config";
import { useSiteConfig } from "~/lib/site-config";
import { Panel } from "~/components/panel";
import { useProviderScript } from "./use-provider-script";
import { ExternalLink } from "~/components/external-link";

export interface NewsletterSignupProps {
  heading?: string;
  paragraphs?: readonly [string, string];
  /** The provider's form uid; the site config's hero form by default. */
  formUid?: string;
  containerId?: string;
  headingLevel?: "h1" | "h2";
  className?: string;
}

/** Heading, two paragraphs and the provider's embedded form. */
export function NewsletterSignup({
  heading = newsletterCopy.heading,
  paragraphs = newsletterCopy.paragraphs,
  formUid,
  containerId = DEFAULT_NEWSLETTER_CONTAINER_ID,
  headingLevel: Heading = "h2",
  className,
}: NewsletterSignupProps) {
  const site = useSiteConfig();
  const uid = formUid ?? site.newsletter.forms.hero;
  const { scriptUrl } = newsletterFormUrls(site, uid);
  // The hosted page, through the site's redirect that counts the click.
  const hostedUrl = newsletterClickPath(uid);
  const status = useProviderScript({ containerId, scriptUrl, uid });
  const headingId = `${containerId}-heading`;

  return (
    <Panel aria-labelledby={headingId} className={className}>
      <div className="flex items-center gap-2 text-sm font-semibold text-primary">
        <Mail className="size-4" aria-hidden="true" />
        Weekly newsletter
      </div>
      <Heading id={headingId} className="mt-3 text-h2 font-bold text-balance">
        {heading}
      </Heading>
      <p className="mt-4 text-muted-foreground">{paragraphs[0]}</p>
      <p className="mt-3 text-muted-foreground">{paragraphs[1]}</p>
      <div id={containerId} data-testid="newsletter-container" className="mt-6 min-h-14" />
      {status === "failed" ? (
        <Button asChild size="lg" className="mt-2">
          <ExternalLink href={hostedUrl}>
            {newsletterCopy.failedButton}
            <ArrowUpRight aria-hidden="true" />
          </ExternalLink>
        </Button>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">
          {newsletterCopy.fallbackLead}{" "}
          <ExternalLink href={hostedUrl} className="font-medium text-primary underline underline-offset-4">
            {newsletterCopy.fallbackLink}
          </ExternalLink>
        </p>
      )}
    </Panel>
  );
}
