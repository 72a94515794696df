/*
 * The page script: everything a page without React still does in the browser, in a few KB of
 * plain DOM code that the root layout inlines with the response's nonce. Each part finds its
 * elements by the attributes the server's HTML gives them, and shares its code with the React
 * component that does the same on a page with React.
 */
import { attachHeaderBehaviour } from "~/features/layout/header-behaviour";
import { attachProviderScript } from "~/features/newsletter/provider-script";
import { attachOwnFormInPlace } from "~/features/newsletter/own-form-in-place";
import { attachPortraitFallbacks } from "~/components/portrait-fallback";
import { attachSectionNav } from "~/features/courses/section-tracking";

const header = document.querySelector<HTMLElement>("header[data-scrolled]");
if (header) attachHeaderBehaviour(header);

// The newsletter blocks: the provider's form, and the site's own until the provider has drawn it.
for (const container of document.querySelectorAll<HTMLElement>("[data-embed-src]")) {
  const { embedSrc: scriptUrl = "", embedUid: uid = "" } = container.dataset;
  attachProviderScript(container, { scriptUrl, uid }, (status) => {
    if (status === "shown") container.parentElement?.querySelector("[data-newsletter-own-form]")?.remove();
  });
}

// The site's own form, sent in place (without this script it posts to the newsletter page).
for (const block of document.querySelectorAll<HTMLElement>("[data-newsletter-own-form]")) attachOwnFormInPlace(block);

attachPortraitFallbacks(document);

const sectionNav = document.querySelector<HTMLElement>("nav[data-section-nav]");
if (sectionNav) attachSectionNav(sectionNav);
