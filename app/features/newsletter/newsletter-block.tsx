import { Mail } from "lucide-react";
import { DEFAULT_NEWSLETTER_CONTAINER_ID } from "~/content/newsletter";
import { newsletterFormUrls } from "~/content/site-config";
import { useRootData } from "~/lib/site-config";
import { Panel } from "~/components/panel";
import { cn } from "~/lib/utils";
import { NewsletterInline } from "./newsletter-inline";
import { useProviderScript } from "./use-provider-script";

export interface NewsletterSignupProps {
  heading?: string;
  /** One or two paragraphs under the heading; the newsletter's own two by default. */
  paragraphs?: readonly string[];
  /** The provider's form uid; the site config's hero form by default. */
  formUid?: string;
  containerId?: string;
  headingLevel?: "h1" | "h2";
  className?: string;
  /**
   * The block offers something of its own first (a guide): no newsletter's name above the heading, a heading a
   * sidebar can hold, the field right under it (on a phone, in the first screen), the paragraphs
   * after the form, and the newsletter in the small print.
   */
  offer?: { buttonLabel: string; smallPrint: string };
}

/**
 * Heading, a paragraph or two and the provider's embedded form, when Kit sends the newsletter; when the
 * site does, only the site's own form. Until the provider has drawn its form
 * (and whenever it cannot: blocked, offline, no JavaScript) the block holds the site's own form
 * instead, so it never shows an empty band. That form is NewsletterInline.
 */
export function NewsletterBlock({
  heading,
  paragraphs,
  formUid,
  containerId = DEFAULT_NEWSLETTER_CONTAINER_ID,
  headingLevel: Heading = "h2",
  className,
  offer,
}: NewsletterSignupProps) {
  const { site, newsletter: copy } = useRootData();
  const uid = formUid ?? site.newsletter.forms.hero;
  // When the site sends the newsletter, Kit's embed would sign people up at Kit: only the site's form shows.
  const kit = site.newsletter.sender === "kit";
  const { scriptUrl } = newsletterFormUrls(site, uid);
  const status = useProviderScript({ containerId, scriptUrl: kit ? scriptUrl : "", uid });
  const headingId = `${containerId}-heading`;

  const texts = (paragraphs ?? copy.paragraphs).map((paragraph, index) => (
    <p key={index} className={cn(index === 0 ? "mt-4" : "mt-3", "text-muted-foreground")}>
      {paragraph}
    </p>
  ));

  return (
    <Panel aria-labelledby={headingId} className={className}>
      {offer ? null : (
        <div className="mb-3 flex items-center gap-2 text-sm font-semibold text-primary">
          <Mail className="size-4" aria-hidden="true" />
          {copy.name}
        </div>
      )}
      <Heading id={headingId} className={cn("font-bold text-balance", offer ? "text-h2 lg:text-h3" : "text-h2")}>
        {heading ?? copy.heading}
      </Heading>
      {offer ? null : texts}
      <div className={offer ? "mt-5" : "mt-6"}>
        {/* A page without React embeds the provider from these attributes (app/page-script/). */}
        {kit ? <div id={containerId} data-testid="newsletter-container" data-embed-src={scriptUrl} data-embed-uid={uid} /> : null}
        {status !== "shown" ? <NewsletterInline idPrefix={`${containerId}-own`} buttonLabel={offer?.buttonLabel} /> : null}
      </div>
      {offer ? (
        <>
          {texts}
          <p className="mt-3 text-xs text-muted-foreground">{offer.smallPrint}</p>
        </>
      ) : null}
    </Panel>
  );
}
