/**
 * The site's identity: who runs it, where visitors can find them, and the outside services it
 * links to. Every value has a neutral default and an environment variable that overrides it for a
 * deploy (validated at start by site-config.server.ts). The values here are public: they end up in
 * the HTML. Secrets never go in this module, and neither does its validator (the browser gets
 * this file, and zod would more than double a page's own JavaScript).
 */
export interface SiteConfig {
  siteUrl: string;
  ownerName: string;
  /** One line under the owner's name: home sidebar, about page, instructor cards, post footers. */
  tagline: string;
  /** The owner's short bio, paragraphs apart by a blank line (bioParagraphs). */
  bio: string;
  ownerEmail: string;
  location: string;
  /** The owner's profiles; a network set to `off` is absent, and the site shows no link to it. */
  social: { linkedin?: string; x?: string; tiktok?: string; instagram?: string; youtube?: string; newsletterBlog?: string };
  newsletter: {
    /** The newsletter provider's account address; forms are served under it (Kit: https://<account>.kit.com). */
    baseUrl: string;
    /** One form per signup place, so the owner sees in the provider where each subscriber came from. */
    forms: NewsletterForms;
    /**
     * Who sends the newsletter and its confirmation e-mails: the site itself, or Kit (which then
     * also confirms each address). The owner chooses on the Settings page; the default is Kit when
     * KIT_API_KEY is set, else the site.
     */
    sender: NewsletterSender;
  };
  bookingUrl: string;
  courseCheckout: { executiveCoach: string; jobHunting: string; businessBuilding: string };
  communityUrl: string;
  /** The 'About Lumi' section's external link. */
  lumiUrl: string;
  /** Blog hero images that are not local paths are ids in this image service; {id} marks the spot. */
  imageServiceUrl: string;
  /** The external tutorial video the resource hub's 'Popular Resources' links to (a YouTube watch URL). */
  tutorialVideoUrl: string;
  /**
   * The $5 full-guide checkout, whose success page is /payment-success. Unset: the mini apps'
   * guide button unlocks at once ('Guide unlocked for testing').
   */
  guideCheckoutUrl?: string;
  /** Set when the mini apps look a visitor's public profile up (PROFILE_PROVIDER), so the forms say so. */
  profileLookup?: "enrichlayer";
  /** Days the mini apps keep a profile link or what a visitor wrote (AI_RETENTION_DAYS), for the privacy page. */
  aiRetentionDays?: number;
  /**
   * The owner's photograph: a file under public/ ("/images/owner.jpg") or an http(s) URL. The site
   * serves it resized, as AVIF, WebP and JPEG, at /owner-photo/<size>.<format>. Unset: the
   * illustrated portrait.
   */
  ownerPhoto?: string;
}

/** How long the mini apps keep what visitors enter unless AI_RETENTION_DAYS says otherwise. */
export const DEFAULT_AI_RETENTION_DAYS = 30;

/** Who sends the newsletter: the site (its own list, confirmation and issues) or Kit. */
export type NewsletterSender = "site" | "kit";

export interface NewsletterForms {
  hero: string;
  aiTools: string;
  lovableGuide: string;
  meetingInsightsPrompts: string;
  vibeCodeJobHunting: string;
  smartPromptSheet: string;
  weeklyWinReport: string;
}

/** Each config path and the environment variable that overrides it. */
export const siteConfigEnv = {
  siteUrl: "SITE_URL",
  ownerName: "SITE_OWNER_NAME",
  ownerEmail: "SITE_OWNER_EMAIL",
  location: "SITE_LOCATION",
  "social.linkedin": "SOCIAL_LINKEDIN_URL",
  "social.x": "SOCIAL_X_URL",
  "social.tiktok": "SOCIAL_TIKTOK_URL",
  "social.instagram": "SOCIAL_INSTAGRAM_URL",
  "social.youtube": "SOCIAL_YOUTUBE_URL",
  "social.newsletterBlog": "SOCIAL_NEWSLETTER_BLOG_URL",
  "newsletter.baseUrl": "NEWSLETTER_BASE_URL",
  "newsletter.forms.hero": "NEWSLETTER_FORM_UID_HERO",
  "newsletter.forms.aiTools": "NEWSLETTER_FORM_UID_AI_TOOLS",
  "newsletter.forms.lovableGuide": "NEWSLETTER_FORM_UID_LOVABLE_GUIDE",
  "newsletter.forms.meetingInsightsPrompts": "NEWSLETTER_FORM_UID_MEETING_INSIGHTS",
  "newsletter.forms.vibeCodeJobHunting": "NEWSLETTER_FORM_UID_VIBE_CODE_JOB_HUNTING",
  "newsletter.forms.smartPromptSheet": "NEWSLETTER_FORM_UID_SMART_PROMPT_SHEET",
  "newsletter.forms.weeklyWinReport": "NEWSLETTER_FORM_UID_WEEKLY_WIN_REPORT",
  bookingUrl: "BOOKING_URL",
  "courseCheckout.executiveCoach": "CHECKOUT_URL_EXECUTIVE_COACH",
  "courseCheckout.jobHunting": "CHECKOUT_URL_JOB_HUNTING",
  "courseCheckout.businessBuilding": "CHECKOUT_URL_BUSINESS_BUILDING",
  communityUrl: "COMMUNITY_URL",
  lumiUrl: "LUMI_URL",
  imageServiceUrl: "IMAGE_SERVICE_URL",
  tutorialVideoUrl: "TUTORIAL_VIDEO_URL",
  guideCheckoutUrl: "GUIDE_CHECKOUT_URL",
  ownerPhoto: "OWNER_PHOTO",
} as const;

/**
 * Neutral defaults: a site that runs and links somewhere sensible before the owner fills in their
 * own accounts. example.com addresses are reserved for exactly this use.
 */
export const defaultSiteConfig: SiteConfig = {
  siteUrl: "http://localhost:3000",
  ownerName: "Morgan Lee",
  tagline: "Writer, consultant and AI educator",
  bio: [
    "I help professionals, executives and founders put AI to work, one practical workflow at a time.",
    "Every week I test new tools on real work, keep what saves hours, and teach it in plain language through my newsletter, free guides, courses and live build sessions.",
  ].join("\n\n"),
  ownerEmail: "hello@example.com",
  location: "Seattle, WA",
  social: {
    linkedin: "https://www.linkedin.com/",
    x: "https://x.com/",
    tiktok: "https://www.tiktok.com/",
    instagram: "https://www.instagram.com/",
    youtube: "https://www.youtube.com/",
    newsletterBlog: "https://www.linkedin.com/newsletters/",
  },
  newsletter: {
    baseUrl: "https://example.kit.com",
    forms: {
      hero: "hero-simple",
      aiTools: "ai-tools",
      lovableGuide: "lovable-guide",
      meetingInsightsPrompts: "meeting-insights-prompts",
      vibeCodeJobHunting: "vibe-code-job-hunting",
      smartPromptSheet: "smart-prompt-sheet",
      weeklyWinReport: "weekly-win-report",
    },
    sender: "kit",
  },
  bookingUrl: "https://cal.example.com/intro-call",
  courseCheckout: {
    executiveCoach: "https://courses.example.com/executive-coach/checkout",
    jobHunting: "https://courses.example.com/ai-tools-job-hunting/checkout",
    businessBuilding: "https://courses.example.com/business-building-ai/checkout",
  },
  communityUrl: "https://community.example.com",
  lumiUrl: "https://lumi.example.com",
  imageServiceUrl: "https://images.unsplash.com/{id}?auto=format&fit=crop&w=1600&q=80",
  tutorialVideoUrl: "https://www.youtube.com/",
  aiRetentionDays: DEFAULT_AI_RETENTION_DAYS,
};

/** The newsletter provider's script for a form, and its hosted page for when the script can't load. */
export function newsletterFormUrls(config: SiteConfig, uid: string) {
  const base = config.newsletter.baseUrl.replace(/\/+$/, "");
  return { scriptUrl: `${base}/${uid}/index.js`, hostedUrl: `${base}/${uid}` };
}

/** The bio's paragraphs: apart by a blank line, as the owner writes them in the console. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
