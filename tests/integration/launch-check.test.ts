import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { eventRegistrations, events, youtubeVideos } from "~/db/schema";
import { seedSampleData } from "~/db/seed.server";
import { loadEnv } from "~/config/env.server";
import { findLaunchProblems } from "~/config/launch-check.server";
import { runAdminCommand } from "../admin-command";
import { createTestDatabase, testDatabases } from "../db";
import { closedPort, SMTP_PASSWORD, startTestSmtpServer, type TestSmtpServer } from "../smtp";
import { startFakeKit } from "../fake-kit";
import { mailboxKey } from "~/lib/email-address";

const NOW = new Date("2026-11-22T12:00:00Z");
const GOOD_KEY = "sk-good";

/** An OpenAI-compatible endpoint on loopback: lists its models to the right key, refuses any other. */
let modelServer: Server;
let modelBaseUrl: string;
let modelRequests: { path?: string; authorization?: string }[] = [];
let smtp: TestSmtpServer;
let kit: Awaited<ReturnType<typeof startFakeKit>>;
/** The DKIM key a launched site signs with, and the records its domain publishes (answered by `lookupTxt`, never real DNS). */
let dkimDir: string;
let dkimKeyFile: string;
let dnsZone: Record<string, string[]>;
const dnsAsked: string[] = [];
const lookupTxt = async (name: string) => {
  dnsAsked.push(name);
  const records = dnsZone[name];
  if (!records) throw Object.assign(new Error(`queryTxt ENODATA ${name}`), { code: "ENODATA" });
  return records.map((text) => text.match(/.{1,255}/g)!);
};
const KIT_KEY = "kit-good-key";
const KIT_FORM = "4242";
beforeAll(async () => {
  dkimDir = mkdtempSync(path.join(tmpdir(), "launch-dkim-"));
  dkimKeyFile = path.join(dkimDir, "dkim.pem");
  const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
  writeFileSync(dkimKeyFile, pair.privateKey.export({ type: "pkcs1", format: "pem" }));
  dnsZone = {
    "jamie-rivera.dev": ["v=spf1 include:_spf.mail-provider.dev ~all"],
    "_dmarc.jamie-rivera.dev": ["v=DMARC1; p=quarantine; rua=mailto:dmarc@jamie-rivera.dev"],
    "waves2026._domainkey.jamie-rivera.dev": [
      `v=DKIM1; k=rsa; p=${pair.publicKey.export({ type: "spki", format: "der" }).toString("base64")}`,
    ],
  };
  smtp = await startTestSmtpServer();
  kit = await startFakeKit({ apiKey: KIT_KEY, formId: KIT_FORM });
  modelServer = createServer((request, response) => {
    modelRequests.push({ path: request.url, authorization: request.headers.authorization });
    if (request.url === "/hang/v1/models") return; // never answers
    if (request.headers.authorization !== `Bearer ${GOOD_KEY}`) {
      response.writeHead(401, { "content-type": "application/json" }).end('{"error":{"message":"Incorrect API key"}}');
      return;
    }
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ object: "list", data: [{ id: "gpt-4o-mini" }, { id: "gpt-4.1" }] }));
  });
  // Idle connections outlive the client's own keep-alive: a slow machine's late timers then never
  // reuse one the server is closing (read ECONNRESET).
  modelServer.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => modelServer.listen(0, "127.0.0.1", resolve));
  const address = modelServer.address();
  modelBaseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/v1`;
});
afterAll(async () => {
  rmSync(dkimDir, { recursive: true, force: true });
  await smtp.close();
  await kit.close();
  modelServer.closeAllConnections();
  await new Promise((resolve) => modelServer.close(resolve));
});

/** A site set up as its owner would launch it: every address their own, mail and checkout on. */
const ready = () => ({
  SITE_URL: "https://jamie-rivera.dev",
  SITE_OWNER_NAME: "Jamie Rivera",
  SITE_OWNER_EMAIL: "hello@jamie-rivera.dev",
  SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/in/jamie-rivera",
  SOCIAL_X_URL: "https://x.com/jamierivera",
  SOCIAL_TIKTOK_URL: "off",
  SOCIAL_INSTAGRAM_URL: "off",
  SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@jamierivera",
  SOCIAL_NEWSLETTER_BLOG_URL: "https://www.linkedin.com/newsletters/work-waves-1234",
  NEWSLETTER_BASE_URL: "https://jamie.kit.com",
  BOOKING_URL: "https://cal.com/jamie/intro",
  CHECKOUT_URL_EXECUTIVE_COACH: "https://school.jamie-rivera.dev/coach",
  CHECKOUT_URL_JOB_HUNTING: "https://school.jamie-rivera.dev/job-hunting",
  CHECKOUT_URL_BUSINESS_BUILDING: "https://school.jamie-rivera.dev/business",
  COMMUNITY_URL: "https://community.jamie-rivera.dev",
  LUMI_URL: "https://lumi.jamie-rivera.dev",
  TUTORIAL_VIDEO_URL: "https://www.youtube.com/watch?v=abc123",
  GUIDE_CHECKOUT_URL: "https://buy.stripe.com/test_guide",
  SMTP_URL: smtp.url,
  MAIL_FROM: "Jamie Rivera <hello@jamie-rivera.dev>",
  DKIM_PRIVATE_KEY_FILE: dkimKeyFile,
  DKIM_SELECTOR: "waves2026",
  KIT_API_KEY: KIT_KEY,
  KIT_FORM_ID: KIT_FORM,
  KIT_API_URL: kit.url,
  NEWSLETTER_FORM_UID_HERO: "a1b2c3d4e5",
  NEWSLETTER_FORM_UID_AI_TOOLS: "b1b2c3d4e5",
  NEWSLETTER_FORM_UID_LOVABLE_GUIDE: "c1b2c3d4e5",
  NEWSLETTER_FORM_UID_MEETING_INSIGHTS: "d1b2c3d4e5",
  NEWSLETTER_FORM_UID_VIBE_CODE_JOB_HUNTING: "e1b2c3d4e5",
  NEWSLETTER_FORM_UID_SMART_PROMPT_SHEET: "f1b2c3d4e5",
  NEWSLETTER_FORM_UID_WEEKLY_WIN_REPORT: "g1b2c3d4e5",
  OWNER_PHOTO: "/images/social-card.png",
  OPENAI_API_KEY: GOOD_KEY,
  DATA_DIR: "memory://",
});

function doctor(source: Record<string, string>, database: DatabaseHandle, argv: string[] = []) {
  return runAdminCommand(["doctor", ...argv], { env: loadEnv(source), source, database, now: () => NOW, lookupTxt });
}

describe.each(testDatabases())("on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  test("a fresh install lists everything that would embarrass the owner, and doctor exits with 1", async () => {
    await database.db.delete(events);
    await seedSampleData(database.db, { now: NOW });
    modelRequests = [];
    const result = await doctor(
      { DATA_DIR: "memory://", OPENAI_BASE_URL: modelBaseUrl, OPENAI_API_KEY: "sk-wrong", SITE_OWNER: "Jamie Rivera" },
      database,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: \d+ things to fix before launch\.\n$/);
    const out = result.stdout;
    // Each finding, in words with its settings in brackets; the checks the launch check gained last: the
    // newsletter key, the sample form ids, the photo, the sample videos.
    for (const line of [
      `AI: model gpt-4o-mini at ${modelBaseUrl}`,
      "Database: ",
      "E-mail: not sent",
      "Metrics: /metrics from this machine only",
      "Payments: not configured",
      "SITE_OWNER is not a setting this site reads; did you mean SITE_OWNER_NAME?",
      "The site's public address is http://localhost:3000, this machine",
      "[SITE_URL]",
      // What the owner edits in the console is changed there, not by a setting.
      'Your name is still the sample name "Morgan Lee". Set yours on the console\'s Settings page.\n',
      "Change it on http://localhost:3000/admin/settings, or: npm run admin -- settings set ownerName <value>",
      "The TikTok link is https://www.tiktok.com/, the network's front page rather than yours.",
      "The full guide's checkout is not set",
      "E-mail is not set up: nothing is sent",
      "[SMTP_URL, MAIL_FROM]",
      "The newsletter provider's key is not set",
      "[KIT_API_KEY, KIT_FORM_ID]",
      "settings set newsletter.forms.hero <value> newsletter.forms.aiTools <value>",
      "There is no photo of you: the home and about pages show an illustrated portrait instead.",
      "Upload yours on the console's Settings page.",
      "The full guide's checkout is not set: 'Get the full guide' unlocks the guide without any payment. Set it to your checkout page on the console's Offers page.",
      "Change it on http://localhost:3000/admin/offers, or: npm run admin -- offers set guideCheckoutUrl <value>",
      "6 sample videos are on the resource hub",
    ]) {
      expect(out).toContain(line);
    }
    for (const key of ["ownerEmail", "bookingUrl", "newsletter.baseUrl", "communityUrl"]) {
      expect(out).toMatch(
        new RegExp(`is \\S+, a placeholder address\\. Set yours on the console's Settings page\\.\\n.*settings set ${key} <value>\\n`),
      );
    }
    expect(out).toMatch(
      /is \S+, a placeholder address\. Set yours on the console's Offers page\.\n.*offers set courseCheckout\.jobHunting <value>\n/,
    );
    // Whoever hosts the site still changes what the console does not edit.
    expect(out).toContain(
      "The tutorial video link is https://www.youtube.com/, the network's front page rather than yours. Whoever hosts the site sets it to yours. [TUTORIAL_VIDEO_URL]",
    );
    expect(out).not.toMatch(/\[(SITE_OWNER_NAME|OWNER_PHOTO|GUIDE_CHECKOUT_URL|SITE_OWNER_EMAIL)\]/);
    expect(out).toMatch(/The newsletter form on the home page, the AI tools page, .* and the weekly win report is still the sample's/);
    expect(out).toMatch(/The session "Build a Meeting-Notes Agent, Live" shows 37 seats taken but has no registrations/);
    expect(out.match(/seats taken but has no registrations/g)).toHaveLength(4);
    expect(out).toMatch(/npm run admin -- events deactivate [0-9a-f-]{36}/);
    expect(out).toContain(`The AI model's endpoint ${modelBaseUrl}/models refused the key (401)`);
    expect(modelRequests).toEqual([{ path: "/v1/models", authorization: "Bearer sk-wrong" }]);
  });

  test("once every item is dealt with, doctor says so and exits with 0", async () => {
    await database.db.delete(events);
    await database.db.delete(youtubeVideos);
    const [session] = await database.db
      .insert(events)
      .values({
        title: "Real session",
        date: "2026-12-03",
        time: "10:00 AM",
        category: "Workshop",
        description: "Real.",
        maxAttendees: 10,
        currentAttendees: 1,
      })
      .returning();
    await database.db
      .insert(eventRegistrations)
      .values({ eventId: session!.id, email: "ana@example.net", emailKey: mailboxKey("ana@example.net"), name: "Ana" });
    const result = await doctor({ ...ready(), OPENAI_BASE_URL: modelBaseUrl }, database);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toContain("Ready to launch: nothing on the list.");
    expect(result.stdout).toContain(`E-mail: sent through ${new URL(smtp.url).host}, signed with the DKIM key waves2026`);
    // The sending domain's records were asked (of the test's DNS) and found.
    expect(dnsAsked).toEqual(
      expect.arrayContaining(["jamie-rivera.dev", "_dmarc.jamie-rivera.dev", "waves2026._domainkey.jamie-rivera.dev"]),
    );
    // Asked, not only read: the mail server's login and Kit's key.
    expect(kit.requests.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining(["GET /v4/account", "GET /v4/forms"]),
    );
  });
});

test("with Stripe: the checkout link is not asked for; test mode and a key without its webhook secret are findings, never the keys", async () => {
  const withoutLink = { ...ready(), GUIDE_CHECKOUT_URL: undefined };
  const keyOnly = await findLaunchProblems({ env: loadEnv({ ...withoutLink, STRIPE_SECRET_KEY: "sk_test_Secret123abc" }) });
  const keys = keyOnly.map((finding) => finding.key);
  expect(keys).not.toContain("guide-checkout");
  expect(keys).toEqual(expect.arrayContaining(["stripe-test-mode", "stripe-webhook"]));
  expect(keyOnly.find((finding) => finding.key === "stripe-webhook")?.settings).toEqual(["STRIPE_WEBHOOK_SECRET"]);
  expect(JSON.stringify(keyOnly)).not.toContain("Secret123abc");
  const live = await findLaunchProblems({
    env: loadEnv({ ...withoutLink, STRIPE_SECRET_KEY: "sk_live_Secret123abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }),
  });
  expect(live.map((finding) => finding.key).filter((key) => key.startsWith("stripe") || key === "guide-checkout")).toEqual([]);
});

test("the model check tells an endpoint that is down, one that hangs and a model it does not list apart", async () => {
  const down = `http://127.0.0.1:${await closedPort()}/v1`;
  const check = async (source: Record<string, string>) =>
    (await findLaunchProblems({ env: loadEnv({ ...ready(), ...source }), probeModel: true, modelTimeoutMs: 1_000 })).map(
      (finding) => finding.text,
    );
  expect(await check({ OPENAI_BASE_URL: down })).toEqual([
    expect.stringMatching(new RegExp(`^The AI model's endpoint ${down}/models cannot be reached \\(.*ECONNREFUSED`)),
  ]);
  const hang = modelBaseUrl.replace(/\/v1$/, "/hang/v1");
  expect(await check({ OPENAI_BASE_URL: hang })).toEqual([expect.stringContaining("cannot be reached (no answer within 1 s)")]);
  expect(await check({ OPENAI_BASE_URL: modelBaseUrl, AI_MODEL: "gpt-9" })).toEqual([
    expect.stringContaining("does not list the model gpt-9"),
  ]);
  expect(await check({ OPENAI_BASE_URL: modelBaseUrl })).toEqual([]);
  // With the built-in generator there is no model to ask.
  expect(await check({ OPENAI_BASE_URL: down, AI_PROVIDER: "builtin" })).toEqual([]);
});

test("--offline leaves the model endpoint alone", async () => {
  const database = await createTestDatabase("pglite");
  onTestFinished(() => database.close());
  modelRequests = [];
  const result = await doctor({ ...ready(), OPENAI_BASE_URL: modelBaseUrl }, database, ["--offline"]);
  expect(result.code).toBe(0);
  expect(modelRequests).toEqual([]);
});

test("doctor runs before the first start: on an empty DATA_DIR it creates and migrates the database, then lists what is left", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "doctor-first-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const source = { ...ready(), DATA_DIR: path.join(dir, "data"), PGLITE_FSYNC: "false", GUIDE_CHECKOUT_URL: "" };
  const result = await runAdminCommand(["doctor", "--offline"], { env: loadEnv(source), source, now: () => NOW, lookupTxt });
  expect(result.stderr).toBe("error: 1 thing to fix before launch.\n");
  expect(result.code).toBe(1);
  expect(result.stdout).toContain(`Database: PGlite in ${path.join(dir, "data")}`);
  expect(result.stdout).toContain("The full guide's checkout is not set");
  expect(existsSync(path.join(dir, "data", "PG_VERSION"))).toBe(true);
  // Another command still refuses a directory without a database: only doctor makes one.
  const other = await runAdminCommand(["events", "list"], { env: loadEnv({ DATA_DIR: path.join(dir, "other") }) });
  expect(other).toMatchObject({ code: 1, stderr: expect.stringContaining("there is no database in") });
}, 180_000);

test("--offline asks neither the mail server nor the newsletter provider; online, a wrong login and a wrong key are findings", async () => {
  const database = await createTestDatabase("pglite");
  onTestFinished(() => database.close());
  const asked = kit.requests.length;
  const wrong = {
    ...ready(),
    OPENAI_BASE_URL: modelBaseUrl,
    SMTP_URL: smtp.url.replace(encodeURIComponent(SMTP_PASSWORD), "nope"),
    KIT_API_KEY: "wrong",
  };
  expect((await doctor(wrong, database, ["--offline"])).code).toBe(0);
  expect(kit.requests.length).toBe(asked);
  const online = await doctor(wrong, database);
  expect(online.code).toBe(1);
  expect(online.stdout).toContain("The mail server does not take the site's login");
  expect(online.stdout).toContain(`Kit refused the newsletter key`);
  expect(online.stdout).toMatch(/Send a test e-mail on \S+\/admin\/setup\./);
});

test("doctor says which of SPF, DKIM and DMARC the sending domain lacks, and that mail is unsigned without a key; --offline asks no DNS", async () => {
  const database = await createTestDatabase("pglite");
  onTestFinished(() => database.close());
  const { DKIM_PRIVATE_KEY_FILE: _key, DKIM_SELECTOR: _selector, ...unsigned } = ready();
  const source = { ...unsigned, OPENAI_BASE_URL: modelBaseUrl };
  const saved = dnsZone;
  dnsZone = { "jamie-rivera.dev": saved["jamie-rivera.dev"]! };
  onTestFinished(() => void (dnsZone = saved));
  dnsAsked.length = 0;
  const offline = await doctor(source, database, ["--offline"]);
  expect(dnsAsked).toEqual([]);
  expect(offline.stdout).toContain("E-mail: sent through");
  expect(offline.stdout).toContain(", not signed (no DKIM key)");
  expect(offline.stdout).toContain("The site's e-mails are not signed (DKIM)");
  expect(offline.stdout).toContain("[DKIM_PRIVATE_KEY_FILE, DKIM_SELECTOR]");
  expect(offline.stdout).not.toContain("DMARC");
  const online = await doctor(source, database);
  expect(online.code).toBe(1);
  expect(online.stdout).toContain("jamie-rivera.dev publishes no DMARC policy (at _dmarc.jamie-rivera.dev)");
  expect(online.stdout).not.toContain("publishes no SPF record");
  expect(online.stdout).toContain("Before launch (2):");
});
