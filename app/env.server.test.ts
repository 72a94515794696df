import { expect, test } from "vitest";
import { ConfigError } from "~/content/site-config.server";
import { defaultSiteConfig } from "~/content/site-config";
import { loadEnv } from "./env.server";

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
  for (const name of ["PORT", "DATABASE_URL", "SOCIAL_X_URL", "SITE_OWNER_EMAIL", "NEWSLETTER_FORM_UID_HERO", "SEED_SAMPLE_DATA", "IMAGE_SERVICE_URL"]) {
    expect(message).toContain(name);
  }
});

test("empty variables count as unset", () => {
  expect(loadEnv({ PORT: "", SITE_OWNER_NAME: "" }).site.ownerName).toBe(defaultSiteConfig.ownerName);
});

test("e-mail delivery: SMTP_URL must be an smtp(s) URL, and MAIL_FROM an address, required beside it", () => {
  const env = loadEnv({ SMTP_URL: "smtp://mailer:p%40ss@smtp.example.com:587", MAIL_FROM: "Work Waves <sessions@example.com>" });
  expect(env.server).toMatchObject({ SMTP_URL: "smtp://mailer:p%40ss@smtp.example.com:587", MAIL_FROM: "Work Waves <sessions@example.com>" });
  expect(loadEnv({ SMTP_URL: "smtps://smtp.example.com", MAIL_FROM: "sessions@example.com" }).server.MAIL_FROM).toBe("sessions@example.com");
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
  expect(problems({ SMTP_URL: "smtp://smtp.example.com", MAIL_FROM: "Work Waves" })).toEqual([expect.stringMatching(/^MAIL_FROM: must be an e-mail address/)]);
  expect(problems({ MAIL_FROM: "Name <not an address>" })).toEqual([expect.stringMatching(/^MAIL_FROM: /)]);
});
