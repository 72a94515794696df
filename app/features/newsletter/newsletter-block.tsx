import { Mail } from "lucide-react";
import { useLocation } from "react-router";
import { DEFAULT_NEWSLETTER_CONTAINER_ID } from "~/content/newsletter";
import { newsletterFormUrls } from "~/content/site-config";
import { useRootData } from "~/lib/site-config";
import { Panel } from "~/components/panel";
import { SUBSCRIBE_ACTION, SUBSCRIBE_MESSAGES } from "./subscribe-fields";
import { attachOwnFormInPlace } from "./own-form-in-place";
import { SubscribeForm } from "./subscribe-form";
import { useProviderScript } from "./use-provider-script";

/** The own form's block, as a ref: React 19 runs the cleanup it returns when the block goes. */
const sendInPlace = (block: HTMLDivElement | null) => (block ? attachOwnFormInPlace(block) : undefined);

export interface NewsletterSignupProps {
  heading?: string;
  paragraphs?: readonly [string, string];
  /** The provider's form uid; the site config's hero form by default. */
  formUid?: string;
  containerId?: string;
  headingLevel?: "h1" | "h2";
  className?: string;
}

/**
 * Heading, two paragraphs and the provider's embedded form, when Kit sends the newsletter; when the
 * site does, only the site's own form. Until the provider has drawn its form
 * (and whenever it cannot: blocked, offline, no JavaScript) the block holds the site's own form
 * instead, so it never shows an empty band. That form is sent in place by the same code as on a
 * page without React (attachOwnFormInPlace, here as the block's ref, which returns its cleanup).
 */
export function NewsletterBlock({
  heading,
  paragraphs,
  formUid,
  containerId = DEFAULT_NEWSLETTER_CONTAINER_ID,
  headingLevel: Heading = "h2",
  className,
}: NewsletterSignupProps) {
  const { site, newsletter: copy } = useRootData();
  // The page's path, stored with the address (a kept page's may end in "/").
  const { pathname } = useLocation();
  const uid = formUid ?? site.newsletter.forms.hero;
  // When the site sends the newsletter, Kit's embed would sign people up at Kit: only the site's form shows.
  const kit = site.newsletter.sender === "kit";
  const { scriptUrl } = newsletterFormUrls(site, uid);
  const status = useProviderScript({ containerId, scriptUrl: kit ? scriptUrl : "", uid });
  const headingId = `${containerId}-heading`;

  return (
    <Panel aria-labelledby={headingId} className={className}>
      <div className="flex items-center gap-2 text-sm font-semibold text-primary">
        <Mail className="size-4" aria-hidden="true" />
        Weekly newsletter
      </div>
      <Heading id={headingId} className="mt-3 text-h2 font-bold text-balance">
        {heading ?? copy.heading}
      </Heading>
      <p className="mt-4 text-muted-foreground">{(paragraphs ?? copy.paragraphs)[0]}</p>
      <p className="mt-3 text-muted-foreground">{(paragraphs ?? copy.paragraphs)[1]}</p>
      <div className="mt-6">
        {/* A page without React embeds the provider from these attributes (app/page-script/). */}
        {kit ? <div id={containerId} data-testid="newsletter-container" data-embed-src={scriptUrl} data-embed-uid={uid} /> : null}
        {status !== "shown" ? (
          <div key={pathname} ref={sendInPlace} data-newsletter-own-form="" data-failed-message={SUBSCRIBE_MESSAGES.failed}>
            <SubscribeForm copy={copy} idPrefix={`${containerId}-own`} source={pathname} ownsPageAnswer={pathname === SUBSCRIBE_ACTION} />
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
