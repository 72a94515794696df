import type { NewsletterSender } from "./site-config";

/** How long a sign-up waits for its owner to press the confirmation link before it is removed. */
export const CONSENT_DAYS = 7;
/** A pending address signing up again is sent the confirmation again at most this often. */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

/** What the thank-you says happens next: the site's own confirmation e-mail, or Kit's. */
const THANKS_TEXT: Record<NewsletterSender, string> = {
  site: "Check your inbox: we've sent a link to confirm your address. Nothing arrives until you press it.",
  kit: "Check your inbox: a short e-mail asks you to confirm your address.",
};

/** The newsletter block's words. Home carries the hero headline. */
export const HERO_HEADLINE = "AI is moving fast. Don't get left behind.";

/** The newsletter's one name, wherever the site asks for an address. */
export const NEWSLETTER_NAME = "Watch Me AI newsletter";

export const newsletterCopy = {
  /** Above every newsletter block's heading. */
  name: NEWSLETTER_NAME,
  heading: "Get one practical AI win every week",
  paragraphs: [
    "Each week I send one short e-mail: the AI tools, prompts and workflows worth your time, tested on real work before they reach your inbox.",
    "No hype and no jargon, just what to try this week and how to try it in under 30 minutes. Unsubscribe with one click whenever you like.",
  ],
  /** The site's own form, shown wherever the provider's embed does not. */
  emailLabel: "Your email address",
  failedButton: "Subscribe to the newsletter",
  thanksHeading: "Thanks for subscribing!",
  thanksText: THANKS_TEXT.site as string,
} as const;

/** The band that asks for an address where a reader finishes a page (About, the Archive). */
export const newsletterBandCopy = {
  heading: newsletterCopy.heading,
  text: "One short e-mail a week: the AI tools, prompts and workflows worth your time, tested on real work first. Unsubscribe with one click.",
} as const;

/** The block's words for the sender in force: the root loader hands these to every page. */
export const newsletterCopyFor = (sender: NewsletterSender): typeof newsletterCopy => ({ ...newsletterCopy, thanksText: THANKS_TEXT[sender] });

/** The confirmation e-mail the site sends a new address (when the site sends the newsletter). */
export const confirmationEmailWords = {
  subject: "Confirm your subscription",
  hello: "Hi,",
  lead: "Someone, hopefully you, asked to get my weekly newsletter at this address. Press the button to confirm it:",
  button: "Confirm my subscription",
  linkLead: "Or open this link:",
  ignore: `If it wasn't you, ignore this e-mail: nothing will be sent, and the address is forgotten in ${CONSENT_DAYS} days.`,
};

/** The page a confirmation link opens (/newsletter/confirm/<token>). */
export const confirmPageWords = {
  title: "Confirm your subscription",
  description: "Confirm your address to get the weekly newsletter.",
  heading: "Confirm your subscription",
  text: "Press the button to start getting one practical AI win every week at",
  button: "Confirm my subscription",
  confirmedHeading: "You're subscribed",
  confirmedText: "Thanks for confirming. The next issue comes to your inbox within the week; every issue has a link to unsubscribe in one click.",
  alreadyHeading: "You're already subscribed",
  alreadyText: "This address is confirmed: the newsletter comes to it every week.",
  badLinkHeading: "This link doesn't work",
  badLinkText: `The link is wrong or has expired (a confirmation link lasts ${CONSENT_DAYS} days). Sign up again and we'll send you a fresh one.`,
  signUpAgain: "Sign up again",
  home: "Back to the home page",
  unsubscribe: "Changed your mind? Unsubscribe",
};

/** The page an unsubscribe link opens (/newsletter/unsubscribe/<token>). */
export const unsubscribePageWords = {
  title: "Unsubscribe",
  description: "Stop getting the weekly newsletter.",
  heading: "Unsubscribe from the newsletter",
  text: "Press the button and no more issues go to",
  button: "Unsubscribe",
  doneHeading: "You've been unsubscribed",
  doneText: "No more issues will come to this address. Changed your mind? You can sign up again at any time.",
  resubscribe: "Subscribe again",
  badLinkHeading: "This link doesn't work",
  badLinkText: "The link is wrong, or the address is no longer on the list. Nothing will be sent to an address that isn't on it.",
  /** The whole answer to a mail program's one-click unsubscribe. */
  oneClick: "Unsubscribed.",
};

/** The provider's default container id. */
export const DEFAULT_NEWSLETTER_CONTAINER_ID = "convertkit-form-hero-simple";


/** The longest subject the owner may give an issue (the console's field, the service's check). */
export const ISSUE_SUBJECT_MAX = 200;

/** What the console calls each state of an issue (newsletter_issues.status). */
export const ISSUE_STATE_WORDS = { scheduled: "Scheduled", sending: "Sending", sent: "Sent", canceled: "Cancelled" } as const;

/** The words of an issue e-mailed from the site (features/newsletter/issue-email.ts). */
export const newsletterIssueWords = {
  readOnSite: "Read it on the site",
  unsubscribe: "Unsubscribe with one click",
  why: (ownerName: string, host: string) => `You're getting this because you subscribed to ${ownerName}'s newsletter on ${host}.`,
  /** A test's subject starts with this; its unsubscribe link goes nowhere. */
  testPrefix: "[Test] ",
} as const;
