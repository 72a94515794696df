/** The newsletter block's words. Home carries the hero headline. */
export const HERO_HEADLINE = "AI is moving fast. Don't get left behind.";

export const newsletterCopy = {
  heading: "Get one practical AI win every week",
  paragraphs: [
    "Each week I send one short e-mail: the AI tools, prompts and workflows worth your time, tested on real work before they reach your inbox.",
    "No hype and no jargon, just what to try this week and how to try it in under 30 minutes. Unsubscribe with one click whenever you like.",
  ],
  /** The site's own form, shown wherever the provider's embed does not. */
  emailLabel: "Your email address",
  failedButton: "Subscribe to the newsletter",
  thanksHeading: "Thanks for subscribing!",
  thanksText: "Check your inbox: a short e-mail asks you to confirm your address.",
} as const;

/** The provider's default container id. */
export const DEFAULT_NEWSLETTER_CONTAINER_ID = "convertkit-form-hero-simple";


/** The longest subject the owner may give an issue (the console's field, the service's check). */
export const ISSUE_SUBJECT_MAX = 200;

/** The words of an issue e-mailed from the site (features/newsletter/issue-email.ts). */
export const newsletterIssueWords = {
  readOnSite: "Read it on the site",
  unsubscribe: "Unsubscribe with one click",
  why: (ownerName: string, host: string) => `You're getting this because you subscribed to ${ownerName}'s newsletter on ${host}.`,
  /** A test's subject starts with this; its unsubscribe link goes nowhere. */
  testPrefix: "[Test] ",
} as const;
