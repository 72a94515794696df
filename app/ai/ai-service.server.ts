import { LIMITS } from "~/db/limits";
import { createLimitStore, declaredRateLimiter, limitStore, type LimitStore } from "~/db/limits.server";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "~/lib/control-characters";
import { DAY_MS, utcDay } from "~/lib/dates";
import { ABOUT_YOU_FIELD, checkAboutYou } from "./about-you";
import { createAnswerCache } from "./answer-cache";
import { createBuiltinGenerator, type BuiltinGenerator, type VisitorContext } from "./builtin-generator.server";
import { AttemptRefusedError, createChatCompletionsClient, type ChatCompletionsClient, type ModelTask } from "./chat-completions.server";
import { type AiEnv, aiEnvSchema, aiProvider, getEnv, type AppEnv } from "~/config/env.server";
import { processLogger } from "~/config/logger.server";
import { aiFallbacks, aiModelCalls, type AiFallbackReason } from "~/config/metrics.server";
import { ROLE_LIBRARY } from "./library/roles.server";
import type { RoleProfile } from "./library/role-schema";
import { parseProfileUrl, type ProfileUrl } from "./linkedin-url";
import { beginnerIdeasModelTask, ideaToolModelTask, sectionsModelTask } from "./model-tasks.server";
import { createEnrichLayerProvider, noProfileProvider, type ProfileFacts, type ProfileProvider } from "./profile-provider.server";
import type { BeginnerIdeasResult, IdeaToolResult, UseCaseBundle } from "./types";

export type AiProviderName = "builtin" | "openai";

/** A refusal; `field` names the "About you" text when the message is about it rather than the link. */
export type AiRefusal =
  | { ok: false; status: 400; message: string; field?: typeof ABOUT_YOU_FIELD }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };
export type AiAnswer<T> = { ok: true; value: T; cached: boolean; provider: AiProviderName } | AiRefusal;

/** Who asks (their address, for the quota; none for a job already admitted) and, beside a link, what they wrote about themselves. */
export interface AskOptions {
  visitor?: string;
  /** The optional "About you" text; checked here with the forms' own rule. */
  about?: unknown;
}

export interface AiService {
  ideaTool(input: string, options: { visitor?: string }): Promise<AiAnswer<IdeaToolResult>>;
  beginnerIdeas(linkedinUrl: string, options: AskOptions): Promise<AiAnswer<BeginnerIdeasResult>>;
  useCaseSections(linkedinUrl: string, options: AskOptions): Promise<AiAnswer<UseCaseBundle>>;
  /** For async paths (the finder's submit): validates the input and counts one request against the visitor's quota unless the answer is already cached. */
  admit(kind: "useCaseSections", input: string, visitor: string, about?: unknown): Promise<{ ok: true } | AiRefusal>;
  /** What this process's engine did today (UTC): the owner's console shows it beside AI_DAILY_LIMIT. */
  usageToday(): AiUsage;
}

/** Counted in this process's memory, per UTC day (each instance counts its own). */
export interface AiUsage {
  day: string;
  requests: number;
  cacheHits: number;
  modelCalls: number;
  failures: number;
  fallbacks: number;
  dailyLimit: number;
}

/** What the AI engine logs: a pino logger fits. */
export interface AiLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface AiServiceOptions {
  /** The configuration, named as in the environment; anything left out takes its default. */
  env?: Partial<AiEnv>;
  /** The idea library (tests pass a small one). */
  roles?: readonly RoleProfile[];
  /** Replaces the chat-completions client (tests); by default one is made from the env. */
  client?: ChatCompletionsClient;
  /** Replaces `fetch` for the default client and profile provider (tests). */
  fetch?: typeof fetch;
  /** Replaces the profile provider (tests); by default the one PROFILE_PROVIDER names. */
  profiles?: ProfileProvider;
  /** The clock of the caches and of the day's count (tests); the limits count in real time. */
  now?: () => number;
  /** By default the process's logger (the server's), its lines marked `component: "ai"`. */
  logger?: AiLogger;
  /** Where the quota and the daily cap are counted; by default this process's memory. */
  limits?: LimitStore;
}

export const IDEA_TOOL_EMPTY_MESSAGE = "Please tell us your role or what you'd like to build.";
export const ideaToolTooLongMessage = (max: number) => `Please keep it under ${max} characters.`;

// An answer the built-in generator gave because the model could not (failure, daily cap, full)
// is kept only briefly, so the model gets another chance at that input soon.
const FALLBACK_TTL_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;

type Kind = "ideaTool" | "beginnerIdeas" | "useCaseSections";
type Produced<T> = { value: T; provider: AiProviderName; fallback: boolean };

/**
 * The AI engine: validation, cache, per-visitor quota, and the provider that answers (the built-in
 * generator, or an OpenAI-compatible model with the built-in generator behind it). The server never
 * fetches a URL a visitor gives: links are only parsed, and only their words are used — unless a
 * profile provider is on, which is asked about the normalised link (never fetching it ourselves).
 */
export function createAiService(options: AiServiceOptions = {}): AiService {
  const env: AiEnv = { ...aiEnvSchema.parse({}), ...options.env };
  const now = options.now ?? Date.now;
  const logger = options.logger ?? processLogger().child({ component: "ai" });
  const provider: AiProviderName = aiProvider(env);
  const client =
    provider === "openai"
      ? (options.client ??
        createChatCompletionsClient({
          baseUrl: env.OPENAI_BASE_URL,
          apiKey: env.OPENAI_API_KEY,
          model: env.AI_MODEL,
          timeoutMs: env.AI_TIMEOUT_MS,
          reasoningEffort: env.AI_REASONING_EFFORT,
          fetch: options.fetch,
        }))
      : undefined;
  const profiles: ProfileProvider =
    options.profiles ??
    (env.PROFILE_PROVIDER === "enrichlayer" && env.ENRICHLAYER_API_KEY
      ? createEnrichLayerProvider({
          baseUrl: env.ENRICHLAYER_BASE_URL,
          apiKey: env.ENRICHLAYER_API_KEY,
          timeoutMs: env.PROFILE_TIMEOUT_MS,
          fetch: options.fetch,
          logger,
        })
      : noProfileProvider);
  let builtin: BuiltinGenerator | undefined;
  const generator = () => (builtin ??= createBuiltinGenerator(options.roles ?? ROLE_LIBRARY));

  // Every cached answer holds a visitor's link or text, so none outlives AI_RETENTION_DAYS.
  const cacheTtlMs = Math.min(env.AI_CACHE_TTL_HOURS * HOUR_MS, env.AI_RETENTION_DAYS * DAY_MS);
  const cache = createAnswerCache<{ value: unknown; provider: AiProviderName }>({
    ttlMs: cacheTtlMs,
    maxEntries: env.AI_CACHE_MAX_ENTRIES,
    now,
  });
  // A profile's facts, per normalised link: one look-up per profile while its answer is fresh. No
  // answer is remembered too, briefly, so a profile that is not public is not asked for again at once.
  const factsCache = createAnswerCache<{ facts?: ProfileFacts }>({ ttlMs: cacheTtlMs, maxEntries: env.AI_CACHE_MAX_ENTRIES, now });
  const lookingUp = new Map<string, Promise<ProfileFacts | undefined>>();
  const limits = options.limits ?? createLimitStore();
  const quota = declaredRateLimiter(limits, "aiQuota", env);
  // Spending money: when its count cannot be read, no model call is made (the built-in generator answers).
  const daily = declaredRateLimiter(limits, "aiDaily", env);
  const pending = new Map<string, Promise<Produced<unknown>>>();
  // Model calls in flight in this process: a guard on its own sockets and memory, so it stays per instance.
  let inFlight = 0;
  let warnedOn = "";
  const emptyUsage = (day: string): AiUsage => ({
    day,
    requests: 0,
    cacheHits: 0,
    modelCalls: 0,
    failures: 0,
    fallbacks: 0,
    dailyLimit: env.AI_DAILY_LIMIT,
  });
  let usage = emptyUsage("");
  function count(what: Exclude<keyof AiUsage, "day" | "dailyLimit">) {
    const day = utcDay(new Date(now()));
    if (usage.day !== day) usage = emptyUsage(day);
    usage[what] += 1;
  }

  /** Counts one model request against the daily cap (UTC days, shared by every instance), or refuses it. */
  async function takeDailyBudget(): Promise<boolean> {
    const day = utcDay(new Date(now()));
    if ((await daily.hit(day)).allowed) {
      count("modelCalls");
      return true;
    }
    if (warnedOn !== day)
      logger.warn(
        { limit: env.AI_DAILY_LIMIT },
        "AI daily limit of model calls reached; the built-in generator answers until tomorrow (UTC)",
      );
    warnedOn = day;
    return false;
  }

  /**
   * The model's answer, or the built-in generator's when there is no model or it cannot answer now.
   * The one place that decides a fallback, so the one place that counts model calls and fallbacks
   * for /metrics too (a refused attempt made no call).
   */
  async function produce<M, T>(kind: Kind, task: () => ModelTask<M, T>, local: () => T): Promise<Produced<T>> {
    if (!client) return { value: local(), provider: "builtin", fallback: false };
    const fallBack = (reason: AiFallbackReason): Produced<T> => {
      count("fallbacks");
      aiFallbacks.inc({ kind, reason });
      return { value: local(), provider: "builtin", fallback: true };
    };
    if (inFlight >= env.AI_MAX_CONCURRENT) {
      logger.warn({ kind, inFlight }, "AI model calls at AI_MAX_CONCURRENT; the built-in generator answers");
      return fallBack("busy");
    }
    inFlight += 1;
    try {
      const value = await client.complete(task(), takeDailyBudget);
      aiModelCalls.inc({ kind, outcome: "answered" });
      return { value, provider: "openai", fallback: false };
    } catch (error) {
      if (error instanceof AttemptRefusedError) return fallBack("daily-limit");
      aiModelCalls.inc({ kind, outcome: "failed" });
      count("failures");
      logger.warn(
        { kind, err: error instanceof Error ? error.message : String(error) },
        "AI model call failed; the built-in generator answers",
      );
      return fallBack("failed");
    } finally {
      inFlight -= 1;
    }
  }

  /**
   * The public profile's facts when a provider is on. A look-up costs money like a model call, so
   * it takes one from the daily cap; it only happens inside a request that has passed the
   * visitor's quota, and it is cached per profile.
   */
  async function factsFor(profile: ProfileUrl): Promise<ProfileFacts | undefined> {
    if (profiles.name === "none") return undefined;
    const known = factsCache.get(profile.url);
    if (known) return known.facts;
    let running = lookingUp.get(profile.url);
    if (!running) {
      running = (async () => {
        if (!(await takeDailyBudget())) return undefined;
        const facts = await profiles.lookUp(profile);
        factsCache.set(profile.url, { facts }, facts ? undefined : Math.min(FALLBACK_TTL_MS, cacheTtlMs));
        return facts;
      })();
      lookingUp.set(profile.url, running);
      void running.finally(() => lookingUp.delete(profile.url)).catch(() => undefined);
    }
    return running;
  }

  type Checked = { ok: true; key: string; input: string | ProfileUrl; about: string } | AiRefusal;

  function check(kind: Kind, raw: string, rawAbout?: unknown): Checked {
    if (kind === "ideaTool") {
      const text = raw.trim().replace(/\s+/g, " ");
      if (text === "") return { ok: false, status: 400, message: IDEA_TOOL_EMPTY_MESSAGE };
      if (hasControlCharacters(raw, "free-text")) return { ok: false, status: 400, message: CONTROL_CHARACTER_MESSAGE };
      if (text.length > env.AI_INPUT_MAX_LENGTH)
        return { ok: false, status: 400, message: ideaToolTooLongMessage(env.AI_INPUT_MAX_LENGTH) };
      return { ok: true, key: `${kind}:${text.toLowerCase()}`, input: text, about: "" };
    }
    const parsed = parseProfileUrl(raw, kind === "beginnerIdeas" ? "beginner" : "finder", env.AI_URL_MAX_LENGTH);
    if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
    const about = checkAboutYou(rawAbout);
    if (!about.ok) return { ok: false, status: 400, message: about.message, field: ABOUT_YOU_FIELD };
    // The visitor's words change the answer, so they are part of its key (case aside).
    const key = `${kind}:${parsed.profile.url}${about.text ? `\n${about.text.toLowerCase()}` : ""}`;
    return { ok: true, key, input: parsed.profile, about: about.text };
  }

  async function spendQuota(visitor: string): Promise<AiRefusal | undefined> {
    const verdict = await quota.hit(visitor);
    if (verdict.allowed) return undefined;
    return {
      ok: false,
      status: 429,
      message: LIMITS.aiQuota.refusal(verdict.retryAfterSeconds, env.AI_RATE_LIMIT_PER_HOUR),
      retryAfterSeconds: verdict.retryAfterSeconds,
    };
  }

  async function answer<T>(
    kind: Kind,
    raw: string,
    { visitor, about }: AskOptions,
    run: (input: string | ProfileUrl, about: string) => Promise<Produced<T>>,
  ): Promise<AiAnswer<T>> {
    const checked = check(kind, raw, about);
    if (!checked.ok) return checked;
    count("requests");
    const hit = cache.get(checked.key);
    if (hit) count("cacheHits");
    if (hit) return { ok: true, value: hit.value as T, cached: true, provider: hit.provider };
    if (visitor !== undefined) {
      const refused = await spendQuota(visitor);
      if (refused) return refused;
    }
    // Two visitors asking the same thing at once share one answer (and one model call).
    let running = pending.get(checked.key) as Promise<Produced<T>> | undefined;
    if (!running) {
      running = run(checked.input, checked.about).then((produced) => {
        cache.set(
          checked.key,
          { value: produced.value, provider: produced.provider },
          produced.fallback ? Math.min(FALLBACK_TTL_MS, env.AI_CACHE_TTL_HOURS * HOUR_MS) : undefined,
        );
        return produced;
      });
      const key = checked.key;
      pending.set(key, running);
      void running.finally(() => pending.delete(key)).catch(() => undefined);
    }
    const produced = await running;
    return { ok: true, value: produced.value as T, cached: false, provider: produced.provider };
  }

  /**
   * What the visitor gave beside the link, looked up when a provider is on, and whether the
   * answer should ask them for their role: nothing they gave named one.
   */
  async function contextFor(profile: ProfileUrl, about: string): Promise<{ context: VisitorContext; askRole: boolean }> {
    const facts = await factsFor(profile);
    const context: VisitorContext = { about: about || undefined, facts };
    return { context, askRole: about === "" && generator().find(profile, context) === null };
  }

  return {
    ideaTool: (input, { visitor }) =>
      answer("ideaTool", input, { visitor }, (text) =>
        produce(
          "ideaTool",
          () => ideaToolModelTask(text as string),
          () => generator().ideaTool(text as string),
        ),
      ),
    beginnerIdeas: (url, options) =>
      answer("beginnerIdeas", url, options, async (input, about) => {
        const profile = input as ProfileUrl;
        const { context, askRole } = await contextFor(profile, about);
        const produced = await produce(
          "beginnerIdeas",
          () => beginnerIdeasModelTask(profile, context),
          () => generator().beginnerIdeas(profile, context),
        );
        return askRole ? { ...produced, value: { ...produced.value, askRole: true } } : produced;
      }),
    useCaseSections: (url, options) =>
      answer("useCaseSections", url, options, async (input, about) => {
        const profile = input as ProfileUrl;
        const { context, askRole } = await contextFor(profile, about);
        const produced = await produce(
          "useCaseSections",
          () => sectionsModelTask(profile, context),
          () => generator().useCaseSections(profile, context),
        );
        return askRole ? { ...produced, value: { ...produced.value, askRole: true } } : produced;
      }),
    async admit(kind, input, visitor, about) {
      const checked = check(kind, input, about);
      if (!checked.ok) return checked;
      if (cache.get(checked.key)) return { ok: true };
      return (await spendQuota(visitor)) ?? { ok: true };
    },
    usageToday() {
      const day = utcDay(new Date(now()));
      return usage.day === day ? { ...usage } : emptyUsage(day);
    },
  };
}

let current: { env: AppEnv; limits: LimitStore; service: AiService } | undefined;

/**
 * The process's AI engine, made on first use from the configuration and the limit store the
 * server started with; a server started later in the same process (the tests) gets its own.
 */
export function getAiService(): AiService {
  const env = getEnv();
  const limits = limitStore();
  if (current?.env !== env || current.limits !== limits) current = { env, limits, service: createAiService({ env: env.server, limits }) };
  return current.service;
}
