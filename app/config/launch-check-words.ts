import type { siteConfigEnv } from "~/content/site-config";
import type { SiteValueArea } from "~/content/site-values";

/**
 * The launch check's names for the site's settings, as the owner reads them on the Setup page: a
 * finding names what is wrong in these words, and the setting's own name (SITE_URL) only travels
 * beside it, for the command line and whoever hosts the site.
 */
export const SETTING_WORDS: Record<keyof typeof siteConfigEnv, string> = {
  siteUrl: "The site's public address",
  ownerName: "Your name",
  ownerEmail: "Your e-mail address",
  location: "Your location",
  "social.linkedin": "The LinkedIn link",
  "social.x": "The X link",
  "social.tiktok": "The TikTok link",
  "social.instagram": "The Instagram link",
  "social.youtube": "The YouTube link",
  "social.newsletterBlog": "The newsletter blog link",
  "newsletter.baseUrl": "The newsletter account's address",
  "newsletter.forms.hero": "the home page",
  "newsletter.forms.aiTools": "the AI tools page",
  "newsletter.forms.lovableGuide": "the Lovable guide",
  "newsletter.forms.meetingInsightsPrompts": "the meeting-insights prompts",
  "newsletter.forms.vibeCodeJobHunting": "the vibe-coding job-hunting page",
  "newsletter.forms.smartPromptSheet": "the smart prompt sheet",
  "newsletter.forms.weeklyWinReport": "the weekly win report",
  bookingUrl: "The booking link",
  "courseCheckout.executiveCoach": "The Executive Coach course's checkout",
  "courseCheckout.jobHunting": "The job-hunting course's checkout",
  "courseCheckout.businessBuilding": "The business-building course's checkout",
  communityUrl: "The community link",
  lumiUrl: "The Lumi link",
  imageServiceUrl: "The image service's address",
  tutorialVideoUrl: "The tutorial video link",
  guideCheckoutUrl: "The full guide's checkout",
  ownerPhoto: "Your photo",
};

/** Who changes a setting: the owner rarely edits the server's configuration themselves. */
export const WHO_SETS = "whoever hosts the site";
export const WHO_SETS_FIRST = "Whoever hosts the site";

/** Where the owner changes what the console edits (decision 068), as a finding points there. */
export const CONSOLE_PAGES: Record<SiteValueArea, string> = {
  settings: "the console's Settings page",
  offers: "the console's Offers page",
};

/** The records that let mailbox providers trust mail from the site's domain, by the launch check's finding. */
export type MailRecord = "spf" | "dkim" | "dmarc";

/** The launch check's sentences about MAIL_FROM's domain's records (docs/deploy.md explains each). */
export const MAIL_DOMAIN_WORDS = {
  missing: {
    spf: (domain: string) =>
      `${domain} publishes no SPF record, so mailbox providers cannot tell that the site's mail server may send as ${domain} and may file its e-mails as spam. ${WHO_SETS_FIRST} adds one to the domain's DNS.`,
    dkim: (name: string) =>
      `There is no DKIM public key at ${name}, so the signature on the site's e-mails cannot be checked. ${WHO_SETS_FIRST} publishes the key there.`,
    dmarc: (domain: string) =>
      `${domain} publishes no DMARC policy (at _dmarc.${domain}): the large mailbox providers expect one of anyone who sends a newsletter. ${WHO_SETS_FIRST} adds one, starting with p=none.`,
  },
  unknown: (what: string, name: string, why: string) =>
    `Could not tell whether ${name} has its ${what} (the DNS look-up ${why}). Check again later.`,
  dkimMismatch: (name: string) =>
    `The DKIM public key at ${name} is not the one of the key the site signs with, so every signature fails the check. ${WHO_SETS_FIRST} publishes the key that matches.`,
  dkimRevoked: (name: string) =>
    `The DKIM record at ${name} has an empty key (p=), which says the key is withdrawn: signatures with it fail. ${WHO_SETS_FIRST} publishes the current key.`,
  unsigned: `The site's e-mails are not signed (DKIM), so mailbox providers cannot tell they come from your domain and are more likely to file the newsletter as spam. ${WHO_SETS_FIRST} makes a key, publishes it in the domain's DNS and sets it.`,
  recordName: { spf: "SPF record", dkim: "DKIM public key", dmarc: "DMARC policy" } satisfies Record<MailRecord, string>,
};
