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
