import { expect, test } from "vitest";
import { ConfigError } from "~/content/site-config.server";
import { defaultSiteConfig } from "~/content/site-config";
import { socialLinks } from "~/components/social-links";
import { personJsonLd } from "~/lib/meta";
import { describeSetup, likelyTypos, loadEnv } from "./env.server";

test("with nothing set, the defaults make a working configuration", () => {
  const env = loadEnv({});
  expect(env.server).toMatchObject({ PORT: 3000, DATA_DIR: "./data", SEED_SAMPLE_DATA: true, BODY_LIMIT_BYTES: 1048576 });
  expect(env.server.DATABASE_URL).toBeUndefined();
  expect(env.site).toEqual(defaultSiteConfig);
});

test("every site value can be overridden by its variable", () => {
  const env = loadEnv({
    SITE_URL: "https://ai.example.org/",
    SITE_OWNER_NAME: "Jamie Rivera",
    SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/in/jamie",
    NEWSLETTER_BASE_URL: "https://jamie.kit.com",
    NEWSLETTER_FORM_UID_HERO: "a1b2c3",
    CHECKOUT_URL_JOB_HUNTING: "https://school.example.org/job-hunting?coupon=EARLY-BIRD",
    SEED_SAMPLE_DATA: "false",
    DATABASE_URL: "postgres://u@db:5432/site",
  });
  expect(env.site.siteUrl).toBe("https://ai.example.org");
  expect(env.site.ownerName).toBe("Jamie Rivera");
  expect(env.site.social.linkedin).toBe("https://www.linkedin.com/in/jamie");
  expect(env.site.social.x).toBe(defaultSiteConfig.social.x);
  expect(env.site.newsletter.baseUrl).toBe("https://jamie.kit.com");
  expect(env.site.newsletter.forms).toEqual({ ...defaultSiteConfig.newsletter.forms, hero: "a1b2c3" });
  expect(env.site.courseCheckout.jobHunting).toContain("EARLY-BIRD");
  expect(env.server.SEED_SAMPLE_DATA).toBe(false);
  expect(env.server.DATABASE_URL).toBe("postgres://u@db:5432/site");
});

test("bad values are refused together, each named by its variable", () => {
  let error: unknown;
  try {
    loadEnv({
      PORT: "http",
      DATABASE_URL: "mysql://x",
      SOCIAL_X_URL: "javascript:alert(1)",
      SITE_OWNER_EMAIL: "not-an-email",
      NEWSLETTER_FORM_UID_HERO: "../../evil",
      SEED_SAMPLE_DATA: "maybe",
      IMAGE_SERVICE_URL: "https://images.example.com/photo.jpg",
    });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const message = (error as ConfigError).message;
  for (const name of [
    "PORT",
    "DATABASE_URL",
    "SOCIAL_X_URL",
    "SITE_OWNER_EMAIL",
    "NEWSLETTER_FORM_UID_HERO",
    "SEED_SAMPLE_DATA",
    "IMAGE_SERVICE_URL",
  ]) {
    expect(message).toContain(name);
  }
});

test("empty variables count as unset", () => {
  expect(loadEnv({ PORT: "", SITE_OWNER_NAME: "" }).site.ownerName).toBe(defaultSiteConfig.ownerName);
});

test("e-mail delivery: SMTP_URL must be an smtp(s) URL, and MAIL_FROM an address, required beside it", () => {
  const env = loadEnv({ SMTP_URL: "smtp://mailer:p%40ss@smtp.example.com:587", MAIL_FROM: "Work Waves <sessions@example.com>" });
  expect(env.server).toMatchObject({
    SMTP_URL: "smtp://mailer:p%40ss@smtp.example.com:587",
    MAIL_FROM: "Work Waves <sessions@example.com>",
  });
  expect(loadEnv({ SMTP_URL: "smtps://smtp.example.com", MAIL_FROM: "sessions@example.com" }).server.MAIL_FROM).toBe(
    "sessions@example.com",
  );
  expect(loadEnv({}).server.SMTP_URL).toBeUndefined();

  const problems = (source: Record<string, string>) => {
    try {
      loadEnv(source);
    } catch (error) {
      return (error as ConfigError).problems;
    }
    return [];
  };
  expect(problems({ SMTP_URL: "smtp://smtp.example.com" })).toEqual(["MAIL_FROM: is required when SMTP_URL is set"]);
  expect(problems({ SMTP_URL: "https://smtp.example.com", MAIL_FROM: "a@example.com" })).toEqual([
    expect.stringMatching(/^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/),
  ]);
  expect(problems({ SMTP_URL: "smtp://smtp.example.com", MAIL_FROM: "Work Waves" })).toEqual([
    expect.stringMatching(/^MAIL_FROM: must be an e-mail address/),
  ]);
  expect(problems({ MAIL_FROM: "Name <not an address>" })).toEqual([expect.stringMatching(/^MAIL_FROM: /)]);
});

test("a cron expression pg-boss could not schedule is refused at start, like any other bad value", () => {
  for (const cron of ["99 * * * *", "0 0 31 2 *", "every day", "* * * * * *"]) {
    expect(() => loadEnv({ VIDEO_SYNC_CRON: cron }), cron).toThrow(/VIDEO_SYNC_CRON: must be a five-field cron expression/);
  }
  expect(loadEnv({ VIDEO_SYNC_CRON: "15 3 * * 1-5" }).server.VIDEO_SYNC_CRON).toBe("15 3 * * 1-5");
  expect(loadEnv({ VIDEO_SYNC_CRON: "off" }).server.VIDEO_SYNC_CRON).toBe("off");
});

test("a social network set to off is gone from the site's links and structured data", () => {
  const env = loadEnv({ SOCIAL_TIKTOK_URL: "off", SOCIAL_X_URL: "OFF", SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/in/jamie" });
  expect(env.site.social).not.toHaveProperty("tiktok");
  expect(env.site.social).not.toHaveProperty("x");
  expect(socialLinks(env.site.social).map((link) => link.label)).toEqual(["LinkedIn", "Instagram", "YouTube", "Work Waves Blog"]);
  expect(personJsonLd(env.site, "").sameAs).not.toContain(undefined);
  expect(personJsonLd(env.site, "").sameAs).toHaveLength(4);
  // Only social links can be turned off: a required address stays required.
  expect(() => loadEnv({ BOOKING_URL: "off" })).toThrow(/BOOKING_URL/);
});

test("variables that look like ours but that nothing reads are reported with the closest known name", () => {
  const typos = likelyTypos({
    SITE_OWNER: "Jamie Rivera",
    SMTP_URI: "smtp://mail",
    OPENAI_KEY: "sk-1",
    SOCIAL_TIKTOK: "off",
    SITE_URL: "https://jamie-rivera.dev",
    PATH: "/usr/bin",
    NODE_OPTIONS: "--max-old-space-size=512",
    HOME: "/root",
    ENV_FILE: "site.env",
  });
  expect(typos).toEqual([
    "OPENAI_KEY is not a setting this site reads; did you mean OPENAI_API_KEY?",
    "SITE_OWNER is not a setting this site reads; did you mean SITE_OWNER_NAME?",
    "SMTP_URI is not a setting this site reads; did you mean SMTP_URL?",
    "SOCIAL_TIKTOK is not a setting this site reads; did you mean SOCIAL_TIKTOK_URL?",
  ]);
});

test("the setup in words: AI engine and model, database without its password, whether e-mail goes out", () => {
  expect(describeSetup(loadEnv({ DATA_DIR: "memory://" }).server)).toEqual({
    ai: "built-in generator (no model)",
    database: "PGlite in memory (memory://)",
    email: "not sent (SMTP_URL unset; e-mails wait in the outbox)",
    metrics: "/metrics from this machine only",
    payments: "not configured (STRIPE_SECRET_KEY unset; the full guide unlocks as before)",
  });
  const setup = describeSetup(
    loadEnv({
      OPENAI_API_KEY: "sk-test",
      AI_MODEL: "gpt-4.1-mini",
      DATABASE_URL: "postgres://site:secret@db.internal:5432/site",
      SMTP_URL: "smtp://mailer:pw@smtp.mail.test:587",
      MAIL_FROM: "Jamie <hello@jamie-rivera.dev>",
      METRICS_TOKEN: "secret-metrics-token-0123456789abcdef",
    }).server,
  );
  expect(setup).toEqual({
    ai: "model gpt-4.1-mini at https://api.openai.com/v1",
    database: "PostgreSQL at db.internal:5432/site",
    email: "sent through smtp.mail.test:587, not signed (no DKIM key)",
    metrics: "/metrics from this machine, or with METRICS_TOKEN",
    payments: "not configured (STRIPE_SECRET_KEY unset; the full guide unlocks as before)",
  });
  expect(JSON.stringify(setup)).not.toContain("secret");
});

test("a metrics token too short or with characters a header cannot carry is refused without being echoed", () => {
  for (const token of ["short-token", `${"a".repeat(40)} b`, `${"a".repeat(40)}"`]) {
    let message = "";
    try {
      loadEnv({ DATA_DIR: "memory://", METRICS_TOKEN: token });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("METRICS_TOKEN: must be 32 or more");
    expect(message).not.toContain(token);
  }
  expect(loadEnv({ DATA_DIR: "memory://", METRICS_TOKEN: "0123456789abcdef0123456789abcdef" }).server.METRICS_TOKEN).toHaveLength(32);
});

test("SITE_URL, when set, is the origin requests are addressed to; unset, there is none", () => {
  expect(loadEnv({ SITE_URL: "https://ai.example.org/blog/" }).siteOrigin).toBe("https://ai.example.org");
  expect(loadEnv({}).siteOrigin).toBeUndefined();
  expect(loadEnv({ SITE_URL: "" }).siteOrigin).toBeUndefined();
});

test("slow clients are cut off after 15 s of headers and 30 s for the whole request, unless configured", () => {
  const unset = loadEnv({}).server;
  expect([unset.STRIPE_SECRET_KEY, unset.STRIPE_WEBHOOK_SECRET, unset.STRIPE_API_BASE]).toEqual([
    undefined,
    undefined,
    "https://api.stripe.com",
  ]);
  expect(loadEnv({ HTTP_HEADERS_TIMEOUT_MS: "500", HTTP_REQUEST_TIMEOUT_MS: "1000" }).server).toMatchObject({
    HTTP_HEADERS_TIMEOUT_MS: 500,
    HTTP_REQUEST_TIMEOUT_MS: 1000,
  });
  expect(() => loadEnv({ HTTP_HEADERS_TIMEOUT_MS: "20000", HTTP_REQUEST_TIMEOUT_MS: "10000" })).toThrow(
    /HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS/,
  );
});

test("the mini apps' profile look-up: off by default, needs its key, and tells the pages through the site config", () => {
  expect(loadEnv({}).site).not.toHaveProperty("profileLookup");
  expect(loadEnv({}).server.PROFILE_PROVIDER).toBe("none");
  expect(() => loadEnv({ PROFILE_PROVIDER: "enrichlayer" })).toThrow(/ENRICHLAYER_API_KEY: is needed when PROFILE_PROVIDER is enrichlayer/);
  const on = loadEnv({ PROFILE_PROVIDER: "enrichlayer", ENRICHLAYER_API_KEY: "key" });
  expect(on.site.profileLookup).toBe("enrichlayer");
  expect(on.server.ENRICHLAYER_BASE_URL).toBe("https://enrichlayer.com");
  expect(describeSetup(on.server).ai).toBe("built-in generator (no model); profiles looked up at https://enrichlayer.com");
  // A key alone turns nothing on.
  expect(loadEnv({ ENRICHLAYER_API_KEY: "key" }).site).not.toHaveProperty("profileLookup");
});

test("AI_RETENTION_DAYS reaches the privacy page's config; AI_REASONING_EFFORT is a word or unset", () => {
  expect(loadEnv({}).site.aiRetentionDays).toBe(30);
  expect(loadEnv({ AI_RETENTION_DAYS: "7" }).site.aiRetentionDays).toBe(7);
  expect(() => loadEnv({ AI_RETENTION_DAYS: "0" })).toThrow(/AI_RETENTION_DAYS/);
  expect(loadEnv({}).server.AI_REASONING_EFFORT).toBeUndefined();
  expect(loadEnv({ AI_REASONING_EFFORT: "low" }).server.AI_REASONING_EFFORT).toBe("low");
  expect(() => loadEnv({ AI_REASONING_EFFORT: "low; drop" })).toThrow(/AI_REASONING_EFFORT/);
});

test("Stripe: keys of the wrong kind and an API base that is no http(s) URL are refused by name, never echoing a key", () => {
  const ok = loadEnv({
    STRIPE_SECRET_KEY: "sk_test_abc123",
    STRIPE_WEBHOOK_SECRET: "whsec_abc",
    STRIPE_API_BASE: "http://127.0.0.1:12111",
  });
  expect(ok.server).toMatchObject({ STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_API_BASE: "http://127.0.0.1:12111" });
  const unset = loadEnv({}).server;
  expect([unset.STRIPE_SECRET_KEY, unset.STRIPE_WEBHOOK_SECRET, unset.STRIPE_API_BASE]).toEqual([
    undefined,
    undefined,
    "https://api.stripe.com",
  ]);
  let problems: string[] = [];
  try {
    loadEnv({ STRIPE_SECRET_KEY: "pk_live_publishable999", STRIPE_WEBHOOK_SECRET: "secret-of-another-kind", STRIPE_API_BASE: "ftp://x" });
  } catch (error) {
    problems = (error as ConfigError).problems;
  }
  expect(problems.map((problem) => problem.split(":")[0])).toEqual(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"]);
  expect(problems.join("\n")).not.toMatch(/publishable999|secret-of-another-kind/);
  // The start line and the launch check's words say nothing of a key.
  expect(JSON.stringify(describeSetup(ok.server))).not.toContain("sk_test_abc123");
  expect(describeSetup(ok.server).payments).toMatch(/^Stripe, test mode; /);
});
