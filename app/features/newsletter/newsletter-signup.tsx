import { deferred } from "~/components/deferred";
import type { NewsletterSignupProps } from "./newsletter-block";
import type { NewsletterInlineProps } from "./newsletter-inline";

/**
 * The newsletter block (newsletter-block.tsx) on a page with React. Its code, with the site's own
 * form, loads in its own chunk once the page has hydrated: the block's HTML is there from the
 * server, the own form posts without JavaScript until then, and React takes it over after.
 */
export const NewsletterSignup = deferred<NewsletterSignupProps>(() =>
  import("./newsletter-block").then((module) => module.NewsletterBlock),
);

/**
 * The site's own form alone (newsletter-inline.tsx), where a page asks for an address in place of
 * something it has not got (the events page with no sessions): its code loads only on such a page,
 * after hydration, as the block's does.
 */
export const NewsletterField = deferred<NewsletterInlineProps>(() =>
  import("./newsletter-inline").then((module) => module.NewsletterInline),
);
