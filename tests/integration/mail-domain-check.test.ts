import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadEnv } from "~/config/env.server";
import { findLaunchProblems } from "~/config/launch-check.server";
import type { TxtLookup } from "~/config/mail-domain-check.server";
import { mailDomainFindings } from "~/config/mail-domain-check.server";
import { checkMailDomain, setupStatus } from "~/services/setup.server";
import { serviceDeps } from "~/services/service-deps.server";
import { createTestDatabase } from "../db";

/*
 * The launch check's look-up of MAIL_FROM's domain's SPF, DKIM and DMARC records. Every answer
 * comes from the test's own resolver: no test asks real DNS.
 */

const DOMAIN = "jamie-rivera.dev";
const SELECTOR = "waves2026";
const DKIM_NAME = `${SELECTOR}._domainkey.${DOMAIN}`;

let dir: string;
let keyFile: string;
let publicKey: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "mail-domain-"));
  const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
  keyFile = path.join(dir, "dkim.pem");
  writeFileSync(keyFile, pair.privateKey.export({ type: "pkcs1", format: "pem" }));
  publicKey = pair.publicKey.export({ type: "spki", format: "der" }).toString("base64");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const dnsError = (code: string, name: string) => Object.assign(new Error(`queryTxt ${code} ${name}`), { code });

/** A DNS that answers from `zone`: a name's TXT records, or an error code for the name (ENODATA when absent). */
function dns(zone: Record<string, string[] | string>): TxtLookup & { asked: string[] } {
  const asked: string[] = [];
  const lookup = async (name: string) => {
    asked.push(name);
    const entry = zone[name];
    if (entry === undefined) throw dnsError("ENODATA", name);
    if (typeof entry === "string") throw dnsError(entry, name);
    // As published: a long record in strings of at most 255 characters.
    return entry.map((text) => text.match(/.{1,255}/g)!);
  };
  return Object.assign(lookup, { asked });
}

const complete = () => ({
  [DOMAIN]: ["google-site-verification=abc", "v=spf1 include:_spf.mail-provider.dev ~all"],
  [`_dmarc.${DOMAIN}`]: ["v=DMARC1; p=none; rua=mailto:dmarc@jamie-rivera.dev"],
  [DKIM_NAME]: [`v=DKIM1; k=rsa; p=${publicKey}`],
});

const env = (extra: Record<string, string> = {}) =>
  loadEnv({
    DATA_DIR: "memory://",
    SMTP_URL: "smtp://127.0.0.1:2525",
    MAIL_FROM: `Jamie Rivera <hello@${DOMAIN}>`,
    DKIM_PRIVATE_KEY_FILE: keyFile,
    DKIM_SELECTOR: SELECTOR,
    ...extra,
  });

const texts = async (lookup: TxtLookup, extra: Record<string, string> = {}) =>
  (await mailDomainFindings(env(extra), lookup)).map((finding) => `${finding.key}: ${finding.text}`);

test("every record present and the published key the site's: nothing to say, and only the three names are asked", async () => {
  const lookup = dns(complete());
  expect(await texts(lookup)).toEqual([]);
  expect(lookup.asked.sort()).toEqual([DOMAIN, `_dmarc.${DOMAIN}`, DKIM_NAME].sort());
});

test("each missing record is its own finding, whether the name has no TXT record or does not exist", async () => {
  expect(await texts(dns({ ...complete(), [DOMAIN]: ["google-site-verification=abc"] }))).toEqual([
    `mail-spf: ${DOMAIN} publishes no SPF record, so mailbox providers cannot tell that the site's mail server may send as ${DOMAIN} and may file its e-mails as spam. Whoever hosts the site adds one to the domain's DNS.`,
  ]);
  const { [`_dmarc.${DOMAIN}`]: _dmarc, ...noDmarc } = complete();
  expect(await texts(dns(noDmarc))).toEqual([
    expect.stringMatching(/^mail-dmarc: jamie-rivera\.dev publishes no DMARC policy \(at _dmarc\./),
  ]);
  // A DMARC name holding something else is no policy either.
  expect(await texts(dns({ ...complete(), [`_dmarc.${DOMAIN}`]: ["v=spf1 -all"] }))).toEqual([expect.stringMatching(/^mail-dmarc: /)]);
  expect(await texts(dns({ ...complete(), [DKIM_NAME]: "ENOTFOUND" }))).toEqual([
    `mail-dkim: There is no DKIM public key at ${DKIM_NAME}, so the signature on the site's e-mails cannot be checked. Whoever hosts the site publishes the key there.`,
  ]);
  // Nothing at all: three findings, in the order SPF, DKIM, DMARC.
  expect((await texts(dns({}))).map((line) => line.slice(0, line.indexOf(":")))).toEqual(["mail-spf", "mail-dkim", "mail-dmarc"]);
});

test("a failed look-up says it could not tell, never that the record is missing", async () => {
  const failing = { ...complete(), [DOMAIN]: "ETIMEOUT", [`_dmarc.${DOMAIN}`]: "ESERVFAIL", [DKIM_NAME]: "ECONNREFUSED" };
  expect(await texts(dns(failing))).toEqual([
    `mail-spf: Could not tell whether ${DOMAIN} has its SPF record (the DNS look-up timed out). Check again later.`,
    `mail-dkim: Could not tell whether ${DKIM_NAME} has its DKIM public key (the DNS look-up was refused). Check again later.`,
    `mail-dmarc: Could not tell whether _dmarc.${DOMAIN} has its DMARC policy (the DNS look-up got a server failure). Check again later.`,
  ]);
  // The resolver's own timeout, in words.
  const slow: TxtLookup = () => Promise.reject(Object.assign(new Error("no answer within 3 s"), { code: "ETIMEOUT" }));
  expect(await texts(slow)).toEqual(expect.arrayContaining([expect.stringContaining("(the DNS look-up got no answer within 3 s)")]));
  expect((await texts(slow)).join(" ")).not.toMatch(/publishes no|There is no/);
});

test("a DKIM record with another key, or a withdrawn one, is named; without a key only the selector's record is asked", async () => {
  const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ type: "spki", format: "der" }).toString("base64");
  expect(await texts(dns({ ...complete(), [DKIM_NAME]: [`v=DKIM1; k=rsa; p=${other}`] }))).toEqual([
    expect.stringMatching(
      /^mail-dkim: The DKIM public key at waves2026\._domainkey\.jamie-rivera\.dev is not the one of the key the site signs with/,
    ),
  ]);
  expect(await texts(dns({ ...complete(), [DKIM_NAME]: ["v=DKIM1; p="] }))).toEqual([expect.stringContaining("has an empty key (p=)")]);
  // A selector without a key (the record published first): the record is checked, and the launch check says nothing is signed.
  const selectorOnly = loadEnv({
    DATA_DIR: "memory://",
    SMTP_URL: "smtp://127.0.0.1:2525",
    MAIL_FROM: `hello@${DOMAIN}`,
    DKIM_SELECTOR: SELECTOR,
  });
  expect(await mailDomainFindings(selectorOnly, dns(complete()))).toEqual([]);
  // Without a selector there is no DKIM name to ask.
  const unsigned = loadEnv({ DATA_DIR: "memory://", SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: `hello@${DOMAIN}` });
  const lookup = dns({});
  expect((await mailDomainFindings(unsigned, lookup)).map((finding) => finding.key)).toEqual(["mail-spf", "mail-dmarc"]);
  expect(lookup.asked).not.toContain(DKIM_NAME);
  // DKIM_DOMAIN moves the selector's name.
  const moved = dns({ ...complete(), [`${SELECTOR}._domainkey.mail.${DOMAIN}`]: [`v=DKIM1; p=${publicKey}`] });
  expect(await texts(moved, { DKIM_DOMAIN: `mail.${DOMAIN}` })).toEqual([]);
});

test("a placeholder or reserved sending domain, or no MAIL_FROM, is not looked up", async () => {
  for (const from of ["site@example.com", "Jamie <hello@jamie-rivera.test>", "site@news.example"]) {
    const lookup = dns({});
    expect(await mailDomainFindings(loadEnv({ DATA_DIR: "memory://", MAIL_FROM: from }), lookup)).toEqual([]);
    expect(lookup.asked).toEqual([]);
  }
  expect(await mailDomainFindings(loadEnv({ DATA_DIR: "memory://" }), dns({}))).toEqual([]);
});

test("the launch check asks DNS only when probing, and says unsigned mail without asking", async () => {
  const lookup = dns({});
  const unsignedEnv = loadEnv({ DATA_DIR: "memory://", SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: `hello@${DOMAIN}` });
  const offline = await findLaunchProblems({ env: unsignedEnv, lookupTxt: lookup });
  expect(lookup.asked).toEqual([]);
  expect(offline.filter((finding) => /dkim|mail-/.test(finding.key))).toEqual([
    expect.objectContaining({ key: "dkim-unsigned", settings: ["DKIM_PRIVATE_KEY_FILE", "DKIM_SELECTOR"] }),
  ]);
  const probed = await findLaunchProblems({ env: unsignedEnv, probeMailDomain: true, lookupTxt: lookup });
  expect(probed.map((finding) => finding.key)).toEqual(expect.arrayContaining(["dkim-unsigned", "mail-spf", "mail-dmarc"]));
  // With the key, no unsigned finding; without SMTP_URL, nothing is sent, so nothing about signing.
  expect((await findLaunchProblems({ env: env() })).map((finding) => finding.key)).not.toContain("dkim-unsigned");
  expect((await findLaunchProblems({ env: loadEnv({ DATA_DIR: "memory://" }) })).map((finding) => finding.key)).not.toContain(
    "dkim-unsigned",
  );
});

test("the Setup page's button checks the domain's records through the service, and refuses a placeholder domain", async () => {
  const database = await createTestDatabase("pglite");
  try {
    const deps = (extra: Record<string, string>, zone: Record<string, string[] | string>) =>
      serviceDeps({ database, env: env(extra), queue: async () => undefined, lookupTxt: dns(zone) });
    expect(await checkMailDomain(deps({}, complete()), {})).toEqual({ ok: true, value: { domain: DOMAIN, findings: [] } });
    const checked = await checkMailDomain(deps({}, { ...complete(), [DOMAIN]: "ESERVFAIL" }), {});
    expect(checked).toMatchObject({
      ok: true,
      value: { findings: [{ key: "mail-spf", text: expect.stringContaining("Could not tell") }] },
    });
    const noMail = serviceDeps({ database, env: loadEnv({ DATA_DIR: "memory://" }), queue: async () => undefined });
    expect(await checkMailDomain(noMail, {})).toMatchObject({ ok: false, message: expect.stringContaining("E-mail is not set up") });
    // The page offers the check for the site's own domain, not for a reserved one, and its reading asks no DNS.
    const reading = dns({});
    const page = await setupStatus(serviceDeps({ database, env: env(), queue: async () => undefined, lookupTxt: reading }), {});
    expect(page).toMatchObject({ ok: true, value: { mailDomain: DOMAIN } });
    expect(reading.asked).toEqual([]);
    const placeholder = await setupStatus(
      serviceDeps({ database, env: env({ MAIL_FROM: "site@example.com" }), queue: async () => undefined }),
      {},
    );
    expect(placeholder.ok && placeholder.value.mailDomain).toBeUndefined();
    const reserved = serviceDeps({
      database,
      env: env({ MAIL_FROM: "site@example.com" }),
      queue: async () => undefined,
      lookupTxt: dns({}),
    });
    expect(await checkMailDomain(reserved, {})).toMatchObject({
      ok: false,
      message: expect.stringContaining("example.com is a placeholder"),
    });
  } finally {
    await database.close();
  }
});
