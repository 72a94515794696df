import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadEnv } from "~/config/env.server";
import { createSmtpTransport, smtpSettings } from "~/mail/smtp-transport.server";
import { startTestSmtpServer, type TestSmtpServer } from "../smtp";

/*
 * DKIM, end to end: a message sent through the site's SMTP transport to the real SMTP sink, its
 * signature then checked by an independent verifier against the public key, which the test's own
 * resolver answers for the selector's DNS name (no DNS is asked).
 */

const MAIL_FROM = "Jamie Rivera <hello@jamie-rivera.dev>";
const SELECTOR = "waves2026";

let smtp: TestSmtpServer;
let dir: string;
let keyFile: string;
let publicKey: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  dir = mkdtempSync(path.join(tmpdir(), "dkim-"));
  const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
  keyFile = path.join(dir, "dkim.pem");
  // As `openssl genrsa` writes it (PKCS#1): the form docs/deploy.md tells the owner to make.
  writeFileSync(keyFile, pair.privateKey.export({ type: "pkcs1", format: "pem" }));
  publicKey = pair.publicKey.export({ type: "spki", format: "der" }).toString("base64");
});
afterAll(async () => {
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

const signedEnv = (extra: Record<string, string> = {}) =>
  loadEnv({ DATA_DIR: "memory://", SMTP_URL: smtp.url, MAIL_FROM, DKIM_PRIVATE_KEY_FILE: keyFile, DKIM_SELECTOR: SELECTOR, ...extra });

/** Sends one message through the transport the configuration describes and answers it as the sink received it. */
async function sendThrough(env: ReturnType<typeof loadEnv>) {
  const transport = createSmtpTransport(smtpSettings(env)!);
  const before = smtp.messages.length;
  try {
    await transport.send({
      to: "reader@jamie-rivera.dev",
      subject: "This week: a calmer inbox",
      text: "Hello,\n\nThe week's issue, in plain text.\n",
      html: "<p>Hello,</p><p>The week's issue.</p>",
      headers: {
        "List-Unsubscribe": "<https://jamie-rivera.dev/newsletter/unsubscribe/t0k3n>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
  } finally {
    transport.close();
  }
  return (await smtp.waitForMessages(before + 1))[before]!;
}

/** A resolver that knows one TXT record: the selector's key, as the owner would publish it. */
function dnsWith(records: Record<string, string>) {
  const asked: string[] = [];
  const resolver = async (name: string, type: string) => {
    asked.push(`${type} ${name}`);
    const text = records[name];
    if (type !== "TXT" || text === undefined) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    // Long records are published as several strings of at most 255 characters.
    return [text.match(/.{1,255}/g)!];
  };
  return { resolver, asked };
}

test("with a key configured, every message is signed and the signature verifies against the published public key", async () => {
  const env = signedEnv();
  expect(env.dkim).toMatchObject({ domainName: "jamie-rivera.dev", keySelector: SELECTOR });
  const received = await sendThrough(env);
  expect(received.raw.toString()).toMatch(/^DKIM-Signature: /im);

  const { resolver, asked } = dnsWith({ [`${SELECTOR}._domainkey.jamie-rivera.dev`]: `v=DKIM1; k=rsa; p=${publicKey}` });
  const verified = await dkimVerify(received.raw, { resolver });
  expect(asked).toEqual([`TXT ${SELECTOR}._domainkey.jamie-rivera.dev`]);
  expect(verified.results).toHaveLength(1);
  const [result] = verified.results;
  expect(result!.status.result).toBe("pass");
  expect(result).toMatchObject({ signingDomain: "jamie-rivera.dev", selector: SELECTOR });
  // The headers a receiver relies on are signed, the newsletter's unsubscribe headers too.
  const signed = result!.signingHeaders!.keys.toLowerCase().split(/\s*:\s*/);
  expect(signed).toEqual(expect.arrayContaining(["from", "to", "subject", "list-unsubscribe", "list-unsubscribe-post"]));

  // The verifier can fail: a changed body, or another key at the selector, does not pass.
  const tampered = Buffer.from(received.raw.toString().replace("The week's issue, in plain text.", "Buy now."));
  const changed = (await dkimVerify(tampered, { resolver })).results[0]!;
  expect(changed.status.result).not.toBe("pass");
  expect(changed.info).toContain("body hash did not verify");
  const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ type: "spki", format: "der" }).toString("base64");
  const wrongKey = dnsWith({ [`${SELECTOR}._domainkey.jamie-rivera.dev`]: `v=DKIM1; k=rsa; p=${other}` });
  expect((await dkimVerify(received.raw, { resolver: wrongKey.resolver })).results[0]!.status.result).toBe("fail");
});

test("DKIM_DOMAIN names another signing domain than MAIL_FROM's", async () => {
  const env = signedEnv({ DKIM_DOMAIN: "Mail.Jamie-Rivera.dev" });
  const received = await sendThrough(env);
  const { resolver } = dnsWith({ [`${SELECTOR}._domainkey.mail.jamie-rivera.dev`]: `v=DKIM1; p=${publicKey}` });
  const [result] = (await dkimVerify(received.raw, { resolver })).results;
  expect(result).toMatchObject({ signingDomain: "mail.jamie-rivera.dev", status: { result: "pass" } });
});

test("without a key, messages go out unsigned", async () => {
  const env = loadEnv({ DATA_DIR: "memory://", SMTP_URL: smtp.url, MAIL_FROM });
  expect(env.dkim).toBeUndefined();
  expect(smtpSettings(env)).toEqual({ url: smtp.url, from: MAIL_FROM });
  const received = await sendThrough(env);
  expect(received.raw.toString()).not.toMatch(/^DKIM-Signature:/im);
  expect(received.parsed.headers.has("dkim-signature")).toBe(false);
});

test("a key that cannot be used refuses the configuration with a sentence that names it", () => {
  const refusal = (source: Record<string, string>) => {
    try {
      loadEnv({ DATA_DIR: "memory://", SMTP_URL: smtp.url, MAIL_FROM, ...source });
    } catch (error) {
      return (error as { problems?: string[] }).problems ?? [String(error)];
    }
    return [];
  };
  const notAKey = path.join(dir, "not-a-key.pem");
  writeFileSync(notAKey, "-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n");
  expect(refusal({ DKIM_PRIVATE_KEY_FILE: notAKey, DKIM_SELECTOR: SELECTOR })).toEqual([
    expect.stringMatching(new RegExp(`^DKIM_PRIVATE_KEY_FILE: ${notAKey} does not hold a private key in PEM form \\(.+\\)$`)),
  ]);
  const publicOnly = path.join(dir, "public.pem");
  writeFileSync(publicOnly, generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ type: "spki", format: "pem" }));
  expect(refusal({ DKIM_PRIVATE_KEY_FILE: publicOnly, DKIM_SELECTOR: SELECTOR })).toEqual([
    expect.stringContaining(`DKIM_PRIVATE_KEY_FILE: ${publicOnly} does not hold a private key in PEM form`),
  ]);
  const ec = path.join(dir, "ec.pem");
  writeFileSync(ec, generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }));
  expect(refusal({ DKIM_PRIVATE_KEY_FILE: ec, DKIM_SELECTOR: SELECTOR })).toEqual([
    `DKIM_PRIVATE_KEY_FILE: ${ec} holds an ec key; DKIM needs an RSA key of 1024 bits or more (2048 recommended)`,
  ]);
  const missing = path.join(dir, "nowhere.pem");
  expect(refusal({ DKIM_PRIVATE_KEY_FILE: missing, DKIM_SELECTOR: SELECTOR })).toEqual([
    `DKIM_PRIVATE_KEY_FILE: cannot read ${missing} (ENOENT)`,
  ]);
  expect(refusal({ DKIM_PRIVATE_KEY_FILE: keyFile })).toEqual(["DKIM_SELECTOR: is required when DKIM_PRIVATE_KEY_FILE is set"]);
  expect(refusal({ DKIM_PRIVATE_KEY_FILE: keyFile, DKIM_SELECTOR: "bad selector!" })).toEqual([
    expect.stringMatching(/^DKIM_SELECTOR: must be a DNS name/),
  ]);
  expect(refusal({ DKIM_PRIVATE_KEY_FILE: keyFile, DKIM_SELECTOR: SELECTOR, DKIM_DOMAIN: "not a domain" })).toEqual([
    expect.stringMatching(/^DKIM_DOMAIN: must be a domain name/),
  ]);
  // Without MAIL_FROM (and so without SMTP_URL) the signing domain must be named.
  expect(() => loadEnv({ DATA_DIR: "memory://", DKIM_PRIVATE_KEY_FILE: keyFile, DKIM_SELECTOR: SELECTOR })).toThrow(
    /DKIM_DOMAIN: is required when DKIM_PRIVATE_KEY_FILE is set without MAIL_FROM/,
  );
});
