import { z } from "zod";

/**
 * The site's identity: who runs it, where visitors can find them, and the outside services it
 * links to. Every value has a neutral default and an environment variable that overrides it for a
 * deploy. The values here are public: they end up in the HTML. Secrets never go in this module.
 */
const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const formUid = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "must be a newsletter form uid (letters, digits, - or _)" });

export const siteConfigSchema = z.object({
  siteUrl: url,
  ownerName: z.string().trim().min(1).max(80),
  ownerEmail: z.email({ error: "must be an e-mail address" }),
  location: z.string().trim().min(1).max(80),
  social: z.object({
    linkedin: url,
    x: url,
    tiktok: url,
    instagram: url,
    youtube: url,
    newsletterBlog: url,
  }),
  newsletter: z.object({
    /** The newsletter provider's account address; forms are served under it (Kit: https://<account>.kit.com). */
    baseUrl: url,
    forms: z.object({ hero: formUid }),
  }),
  bookingUrl: url,
  courseCheckout: z.object({ executiveCoach: url, jobHunting: url, businessBuilding: url }),
  communityUrl: url,
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

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
  bookingUrl: "BOOKING_URL",
  "courseCheckout.executiveCoach": "CHECKOUT_URL_EXECUTIVE_COACH",
  "courseCheckout.jobHunting": "CHECKOUT_URL_JOB_HUNTING",
  "courseCheckout.businessBuilding": "CHECKOUT_URL_BUSINESS_BUILDING",
  communityUrl: "COMMUNITY_URL",
} as const;

/**
 * Neutral defaults: a site that runs and links somewhere sensible before the owner fills in their
 * own accounts. example.com addresses are reserved for exactly this use.
 */
export const defaultSiteConfig: SiteConfig = {
  siteUrl: "http://localhost:3000",
  ownerName: "Morgan Lee",
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
    forms: { hero: "hero-simple" },
  },
  bookingUrl: "https://cal.example.com/intro-call",
  courseCheckout: {
    executiveCoach: "https://courses.example.com/executive-coach/checkout",
    jobHunting: "https://courses.example.com/ai-tools-job-hunting/checkout",
    businessBuilding: "https://courses.example.com/business-building-ai/checkout",
  },
  communityUrl: "https://community.example.com",
};

export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

/**
 * Applies environment overrides to the defaults and validates the result. Throws a ConfigError
 * naming every bad variable, so a misconfigured deploy refuses to start instead of serving
 * broken links.
 */
export function resolveSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const merged = structuredClone(defaultSiteConfig) as unknown as Record<string, unknown>;
  for (const [path, name] of Object.entries(siteConfigEnv)) {
    const value = env[name]?.trim();
    if (value) setPath(merged, path, value);
  }
  const parsed = siteConfigSchema.safeParse(merged);
  if (parsed.success) return { ...parsed.data, siteUrl: parsed.data.siteUrl.replace(/\/+$/, "") };
  const problems = parsed.error.issues.map((issue) => {
    const path = issue.path.join(".") as keyof typeof siteConfigEnv;
    return `${siteConfigEnv[path] ?? path}: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

/** The newsletter provider's script for a form, and its hosted page for when the script can't load. */
export function newsletterFormUrls(config: SiteConfig, uid: string) {
  const base = config.newsletter.baseUrl.replace(/\/+$/, "");
  return { scriptUrl: `${base}/${uid}/index.js`, hostedUrl: `${base}/${uid}` };
}
