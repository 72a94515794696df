import { useLocation } from "react-router";
import { useRootData } from "~/lib/site-config";
import { attachOwnFormInPlace } from "./own-form-in-place";
import { SUBSCRIBE_ACTION, SUBSCRIBE_MESSAGES } from "./subscribe-fields";
import { SubscribeForm } from "./subscribe-form";

/** The own form's block, as a ref: React 19 runs the cleanup it returns when the block goes. */
const sendInPlace = (block: HTMLDivElement | null) => (block ? attachOwnFormInPlace(block) : undefined);

/**
 * The site's own newsletter form, sent in place (attachOwnFormInPlace, the same code as on a page
 * without React): where a page asks for an address itself, and inside the newsletter block while
 * the provider's embed is not shown. `idPrefix` keeps its fields' ids unique on the page; `buttonLabel`
 * replaces "Subscribe to the newsletter" where the form gives something else first.
 */
export interface NewsletterInlineProps {
  idPrefix: string;
  buttonLabel?: string;
}

export function NewsletterInline({ idPrefix, buttonLabel }: NewsletterInlineProps) {
  const { newsletter: copy } = useRootData();
  // The page's path, stored with the address (a kept page's may end in "/").
  const { pathname } = useLocation();
  return (
    <div key={pathname} ref={sendInPlace} data-newsletter-own-form="" data-failed-message={SUBSCRIBE_MESSAGES.failed}>
      <SubscribeForm
        copy={copy}
        idPrefix={idPrefix}
        source={pathname}
        ownsPageAnswer={pathname === SUBSCRIBE_ACTION}
        buttonLabel={buttonLabel}
      />
    </div>
  );
}
