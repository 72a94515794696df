import { z } from "zod";
import { DEFAULT_AI_RETENTION_DAYS, defaultSiteConfig, siteConfigEnv, type SiteConfig } from "./site-config";

const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const formUid = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "must be a newsletter form uid (letters, digits, - or _)" });

/** An image file under public/, named from there ("/images/owner.jpg"); no way out of it. */
const PUBLIC_IMAGE = /^\/?(?!.*\.\.)[\w\-./]+\.(?:jpe?g|png|webp|avif|tiff?)$/i;

/** A social profile; `off` in its variable removes the network from the whole site. */
const social = url.optional();

export const siteConfigSchema = z.object({
  siteUrl: url.describe("the site's public address, for canonical links, the sitemap, feeds and e-mails"),
  ownerName: z.string().trim().min(1).max(80).describe("the owner's name: header badge, footer, profile"),
  tagline: z.string().trim().min(1).max(120).describe("the line under the owner's name"),
  bio: z.string().trim().min(1).max(1200).describe("the owner's short bio"),
  ownerEmail: z.email({ error: "must be an e-mail address" }).describe("the owner's address: the speaking and consulting e-mail links, and where notices of new registrations and sign-ups and the daily digest go"),
  location: z.string().trim().min(1).max(80).describe("shown in the footer"),
  social: z.object({
    linkedin: social.describe("LinkedIn profile; off removes it"),
    x: social.describe("X/Twitter profile; off removes it"),
    tiktok: social.describe("TikTok profile; off removes it"),
    instagram: social.describe("Instagram profile; off removes it"),
    youtube: social.describe("YouTube channel; off removes it"),
    newsletterBlog: social.describe("the LinkedIn newsletter, labelled Work Waves Blog; off removes it"),
  }),
  newsletter: z.object({
    baseUrl: url.describe("the newsletter provider's account address (Kit: https://<account>.kit.com)"),
    forms: z.object({
      hero: formUid.describe("uid of the main signup form (home, hub, signup page)"),
      aiTools: formUid.describe("uid of the form on /ai-tools"),
      lovableGuide: formUid.describe("uid of the form on /lovable-guide"),
      meetingInsightsPrompts: formUid.describe("uid of the form on /meeting-insights-prompts"),
      vibeCodeJobHunting: formUid.describe("uid of the form on /vibe-code-job-hunting"),
      smartPromptSheet: formUid.describe("uid of the form on /smart-prompt-sheet"),
      weeklyWinReport: formUid.describe("uid of the form on /build-a-weekly-win-report"),
    }),
    sender: z.enum(["site", "kit"], { error: "must be site or kit" }).describe("who sends the newsletter: the site or Kit"),
  }),
  bookingUrl: url.describe("the booking calendar that service buttons open"),
  courseCheckout: z.object({
    executiveCoach: url.describe("checkout of the executive coach course"),
    jobHunting: url.describe("checkout of the AI tools for job hunting course"),
    businessBuilding: url.describe("checkout of the business building course"),
  }),
  communityUrl: url.describe("the external community site on the home page"),
  lumiUrl: url.describe("the external link of the About page's 'About Lumi' section"),
  imageServiceUrl: url
    .refine((value) => value.includes("%7Bid%7D") || value.includes("{id}"), {
      error: "must contain {id} where the image id goes",
    })
    .describe("blog hero images that are not local paths are ids in this service; {id} marks where the id goes"),
  tutorialVideoUrl: url.describe("the tutorial video the resource hub's 'Popular Resources' links to"),
  guideCheckoutUrl: url
    .optional()
    .describe("the $5 full-guide checkout (its success page is /payment-success); unset: the guide unlocks at once, for testing"),
  ownerPhoto: z
    .string()
    .trim()
    .refine((value) => url.safeParse(value).success || PUBLIC_IMAGE.test(value), {
      error: "must be an http(s) URL or an image file under public/ (e.g. /images/owner.jpg)",
    })
    .optional()
    .describe("the owner's photo, a file under public/ (/images/owner.jpg) or an http(s) URL, served resized as AVIF/WebP/JPEG; unset: the illustration"),
}) satisfies z.ZodType<SiteConfig>;

/** The schema of the value at a config path ("social.x"). */
function schemaAt(configPath: string): z.ZodType {
  let node: z.ZodType = siteConfigSchema;
  for (const key of configPath.split(".")) node = (node as z.ZodObject).shape[key] as z.ZodType;
  return node;
}

/** The value at a config path ("social.x"), or undefined. */
export function valueAt(target: unknown, configPath: string): unknown {
  return configPath.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], target);
}

/** The site's variables with their defaults and descriptions, in the order of siteConfigEnv. */
export function siteConfigVariables(): { name: string; default?: string; description: string }[] {
  return Object.entries(siteConfigEnv).map(([configPath, name]) => {
    const value = valueAt(defaultSiteConfig, configPath);
    return { name, default: value === undefined ? undefined : String(value), description: schemaAt(configPath).description ?? "" };
  });
}

export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
}

/** Sets the value at a config path ("social.x"); none (undefined or null) leaves the path out. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (value === undefined || value === null) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
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
    if (path.startsWith("social.") && value?.toLowerCase() === "off") setPath(merged, path, undefined);
    else if (value) setPath(merged, path, value);
  }
  const parsed = siteConfigSchema.safeParse(merged);
  if (parsed.success) {
    // Whether the mini apps look a profile up decides a consent line on the page, so the browser is told.
    // and the privacy page says how long the mini apps keep what visitors enter (AI_RETENTION_DAYS,
    // validated with the rest of the server's settings; its default here too).
    const lookup = env.PROFILE_PROVIDER?.trim() === "enrichlayer" && !!env.ENRICHLAYER_API_KEY?.trim();
    const days = Number(env.AI_RETENTION_DAYS?.trim() || DEFAULT_AI_RETENTION_DAYS);
    return {
      ...parsed.data,
      siteUrl: parsed.data.siteUrl.replace(/\/+$/, ""),
      aiRetentionDays: Number.isInteger(days) && days > 0 ? days : DEFAULT_AI_RETENTION_DAYS,
      ...(lookup ? { profileLookup: "enrichlayer" as const } : {}),
    };
  }
  const problems = parsed.error.issues.map((issue) => {
    const path = issue.path.join(".") as keyof typeof siteConfigEnv;
    return `${siteConfigEnv[path] ?? path}: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

