import { z } from "zod";
import { defaultSiteConfig, siteConfigEnv, type SiteConfig } from "./site-config";

const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const formUid = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "must be a newsletter form uid (letters, digits, - or _)" });

export const siteConfigSchema: z.ZodType<SiteConfig> = z.object({
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
    forms: z.object({
      hero: formUid,
      aiTools: formUid,
      lovableGuide: formUid,
      meetingInsightsPrompts: formUid,
      vibeCodeJobHunting: formUid,
      smartPromptSheet: formUid,
      weeklyWinReport: formUid,
    }),
  }),
  bookingUrl: url,
  courseCheckout: z.object({ executiveCoach: url, jobHunting: url, businessBuilding: url }),
  communityUrl: url,
  lumiUrl: url,
  imageServiceUrl: url.refine((value) => value.includes("%7Bid%7D") || value.includes("{id}"), {
    error: "must contain {id} where the image id goes",
  }),
  tutorialVideoUrl: url,
  guideCheckoutUrl: url.optional(),
});

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

