import { hasControlCharacters } from "~/lib/control-characters";

/**
 * LinkedIn profile URLs: parsed, checked and normalised, never fetched. Pure and browser-safe, so
 * the dialogs' forms and the server share one rule and one set of messages.
 */

/** The messages of the first two use-case dialogs (the finder and the GPT-5 analyzer). */
export const FINDER_URL_MESSAGES = {
  required: "LinkedIn URL is required",
  invalidUrl: "Please enter a valid URL",
  notProfile: "Please enter a valid LinkedIn profile URL (should contain 'linkedin.com/in/')",
} as const;

/** The third dialog's rules, which the beginner-ideas form uses (it has none of its own). */
export const BEGINNER_URL_MESSAGES = {
  invalidUrl: "Enter a valid URL",
  notLinkedIn: "Please enter a LinkedIn profile URL",
} as const;

/** Longer than any real profile link with its tracking parameters; anything longer is refused unread. */
export const LINKEDIN_URL_MAX_LENGTH = 1000;

/** What the forms show as an example. */
export const SAMPLE_PROFILE_URL = "https://www.linkedin.com/in/your-name";

export type UrlRules = "finder" | "beginner";

export interface ProfileUrl {
  /** Always `https://www.linkedin.com/in/<slug>`: the cache key of every answer about it. */
  url: string;
  /** Decoded and lower-cased. */
  slug: string;
  /** The slug's words, without the number-and-letter suffixes LinkedIn appends ("a1b2c3"). */
  words: string[];
}

export type ProfileUrlCheck = { ok: true; profile: ProfileUrl } | { ok: false; message: string };

// LinkedIn serves profiles on linkedin.com and on country and mobile subdomains (uk., de., m.).
const LINKEDIN_HOST = /^([a-z0-9-]+\.)?linkedin\.com$/;
// Letters of any script, digits, hyphens and underscores; LinkedIn's own rule is 3–100 characters.
const SLUG = /^[\p{L}\p{M}\p{N}_-]{2,100}$/u;

function messages(rules: UrlRules) {
  return rules === "finder"
    ? { required: FINDER_URL_MESSAGES.required, invalid: FINDER_URL_MESSAGES.invalidUrl, notProfile: FINDER_URL_MESSAGES.notProfile }
    : {
        required: BEGINNER_URL_MESSAGES.invalidUrl,
        invalid: BEGINNER_URL_MESSAGES.invalidUrl,
        notProfile: BEGINNER_URL_MESSAGES.notLinkedIn,
      };
}

/**
 * Checks a visitor's profile link. Accepts what people paste ("linkedin.com/in/jane-doe/",
 * a country subdomain, tracking parameters) and refuses anything that is not plainly a LinkedIn
 * profile: other hosts and look-alikes (linkedin.com.evil.test), credentials before the host,
 * IP literals, ports, other schemes (javascript:, data:, ftp:), and very long input.
 */
export function parseProfileUrl(input: string, rules: UrlRules, maxLength = LINKEDIN_URL_MAX_LENGTH): ProfileUrlCheck {
  const say = messages(rules);
  const text = input.trim();
  if (text === "") return { ok: false, message: say.required };
  if (text.length > maxLength || /\s/.test(text) || hasControlCharacters(text)) return { ok: false, message: say.invalid };

  // People paste links without the scheme; anything with another scheme is refused below.
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  const looksLikeHost = /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme || !looksLikeHost ? text : `https://${text}`);
  } catch {
    return { ok: false, message: say.invalid };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, message: say.invalid };
  if (url.username !== "" || url.password !== "" || url.port !== "") return { ok: false, message: say.notProfile };

  const host = url.hostname.toLowerCase();
  if (!LINKEDIN_HOST.test(host)) return { ok: false, message: say.notProfile };

  const match = /^\/in\/([^/]+)\/?/i.exec(url.pathname);
  if (!match) return { ok: false, message: say.notProfile };
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!).normalize("NFC").toLowerCase();
  } catch {
    return { ok: false, message: say.notProfile };
  }
  if (!SLUG.test(slug)) return { ok: false, message: say.notProfile };

  return {
    ok: true,
    profile: { url: `https://www.linkedin.com/in/${encodeURIComponent(slug)}`, slug, words: slugWords(slug) },
  };
}

/** "jane-doe-product-manager-4b2a91" → ["jane", "doe", "product", "manager"]. */
export function slugWords(slug: string): string[] {
  return slug.split(/[-_]+/).filter((word) => word !== "" && !/\d/.test(word));
}
