import { z } from "zod";
import { replaceControlCharacters } from "~/lib/control-characters";
import { outboundFetch } from "~/lib/outbound-http";
import type { ProfileUrl } from "./linkedin-url";

/**
 * What a profile provider tells the engine about a public profile: only the words that say what
 * the person does. Names, photos, places and contacts are never asked for or kept.
 */
export interface ProfileFacts {
  headline?: string;
  summary?: string;
  /** The current role ("Head of Support at Acme"). */
  occupation?: string;
  /** Job titles, the current ones first. */
  titles: string[];
  skills: string[];
}

export type ProfileProviderName = "none" | "enrichlayer";

/**
 * Looks a public profile up. `lookUp` never throws: a failure, a timeout, or an answer that is
 * malformed or too big is no answer (undefined), and the engine goes on with the visitor's text
 * and the link's words.
 */
export interface ProfileProvider {
  readonly name: ProfileProviderName;
  lookUp(profile: ProfileUrl): Promise<ProfileFacts | undefined>;
}

/** The default: nothing is looked up, ever. */
export const noProfileProvider: ProfileProvider = { name: "none", lookUp: () => Promise.resolve(undefined) };

/** What the provider may log. */
export interface ProfileLogger {
  warn(object: object, message: string): void;
}

export interface EnrichLayerOptions {
  /** https://enrichlayer.com in production; a local server in tests. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** A person profile is a few tens of kilobytes; a bigger answer is refused unread. */
  maxBytes?: number;
  fetch?: typeof fetch;
  logger?: ProfileLogger;
}

// Caps on what is kept of an answer, so a huge headline or a thousand skills cannot swell a prompt.
const LIMITS = { headline: 220, occupation: 220, summary: 1_200, title: 100, titles: 6, skill: 60, skills: 15 } as const;
const DEFAULT_MAX_BYTES = 256 * 1024;

// Every field the engine reads is optional on the wire (a private or sparse profile leaves most of
// them null); anything else in the answer is ignored. A field of the wrong type makes the whole
// answer malformed, which is treated as no answer.
const text = z.string().nullish();
const EnrichLayerPersonSchema = z.looseObject({
  headline: text,
  summary: text,
  occupation: text,
  experiences: z.array(z.looseObject({ title: text, ends_at: z.unknown().optional() })).nullish(),
  skills: z.array(z.string()).nullish(),
});

/** One line, without control characters or runs of spaces, at most `max` characters (cut at a word). */
function tidy(value: string | null | undefined, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  // A provider's text may carry any byte; no control character reaches a prompt or a page.
  const line = replaceControlCharacters(value, " ").replace(/\s+/g, " ").trim();
  if (line === "") return undefined;
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function unique(values: (string | undefined)[], limit: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    kept.push(value);
    if (kept.length === limit) break;
  }
  return kept;
}

/** The facts the engine uses, from Enrich Layer's person profile; undefined when it says nothing about the work. */
export function factsFromEnrichLayer(body: unknown): ProfileFacts | undefined {
  const parsed = EnrichLayerPersonSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const person = parsed.data;
  const experiences = person.experiences ?? [];
  // A current position has no end date; those come first.
  const ordered = [...experiences.filter((item) => item.ends_at == null), ...experiences.filter((item) => item.ends_at != null)];
  const facts: ProfileFacts = {
    headline: tidy(person.headline, LIMITS.headline),
    summary: tidy(person.summary, LIMITS.summary),
    occupation: tidy(person.occupation, LIMITS.occupation),
    titles: unique(
      ordered.map((item) => tidy(item.title, LIMITS.title)),
      LIMITS.titles,
    ),
    skills: unique(
      (person.skills ?? []).map((skill) => tidy(skill, LIMITS.skill)),
      LIMITS.skills,
    ),
  };
  const empty = !facts.headline && !facts.summary && !facts.occupation && facts.titles.length === 0 && facts.skills.length === 0;
  return empty ? undefined : facts;
}

/** Reads a body up to `maxBytes`; undefined when it is longer (the rest is not downloaded). */
async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Enrich Layer's person profile endpoint (the Proxycurl API under its new name):
 * `GET {base}/api/v2/profile?profile_url=…` with `Authorization: Bearer <key>`. Only the
 * normalised profile link the visitor gave is sent. One attempt: the visitor is waiting, and the
 * engine answers without it.
 */
export function createEnrichLayerProvider(options: EnrichLayerOptions): ProfileProvider {
  const send = options.fetch ?? fetch;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/api/v2/profile`;

  return {
    name: "enrichlayer",
    async lookUp(profile) {
      const url = `${endpoint}?${new URLSearchParams({ profile_url: profile.url }).toString()}`;
      try {
        const response = await outboundFetch(url, {
          what: "profile look-up",
          timeoutMs: options.timeoutMs,
          fetch: send,
          headers: { authorization: `Bearer ${options.apiKey}`, accept: "application/json" },
          redirect: "error",
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          // 404: no public profile at that link, an ordinary answer; anything else is worth a line.
          if (response.status !== 404) options.logger?.warn({ status: response.status }, "profile look-up refused; going on without it");
          return undefined;
        }
        const body = await readCapped(response, maxBytes);
        if (body === undefined) {
          options.logger?.warn({ maxBytes }, "profile look-up answered more than it may; going on without it");
          return undefined;
        }
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          options.logger?.warn({}, "profile look-up answered something that is not JSON; going on without it");
          return undefined;
        }
        return factsFromEnrichLayer(json);
      } catch (error) {
        options.logger?.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "profile look-up failed; going on without it",
        );
        return undefined;
      }
    },
  };
}
