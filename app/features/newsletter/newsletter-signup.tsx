import { deferred } from "~/components/deferred";
import type { NewsletterSignupProps } from "./newsletter-block";

/**
 * The newsletter block (newsletter-block.tsx) on a page with React. Its code, with the site's own
 * form, loads in its own chunk once the page has hydrated: the block's HTML is there from the
 * server, the own form posts without JavaScript until then, and React takes it over after.
 */
export const NewsletterSignup = deferred<NewsletterSignupProps>(() =>
  import("./newsletter-block").then((module) => module.NewsletterBlock),
);
