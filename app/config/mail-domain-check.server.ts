import { createPublicKey } from "node:crypto";
import { Resolver } from "node:dns/promises";
import type { AppEnv } from "~/config/env.server";
import { mailFromDomain } from "~/config/env.server";
import { MAIL_DOMAIN_WORDS, type MailRecord } from "./launch-check-words";
import type { LaunchFinding } from "./launch-check.server";

/** A DNS look-up of a name's TXT records, each record as its strings (node:dns's shape). */
export type TxtLookup = (name: string) => Promise<string[][]>;

/** How long the launch check waits for one DNS answer: the check must not hold a start or a page. */
export const MAIL_DNS_TIMEOUT_MS = 3_000;

/** The system's resolver, one try per name, given up after `timeoutMs`. */
export function systemTxtLookup(timeoutMs = MAIL_DNS_TIMEOUT_MS): TxtLookup {
  return async (name) => {
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        resolver.cancel();
        reject(Object.assign(new Error(`no answer within ${timeoutMs / 1000} s`), { code: "ETIMEOUT" }));
      }, timeoutMs);
    });
    try {
      return await Promise.race([resolver.resolveTxt(name), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Names that are never looked up: reserved for examples and tests, or this machine (the mail-from finding covers the sample's). */
const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost|local)$|(^|\.)example\.(com|org|net)$/i;

/** A domain no look-up could say anything about: an example's, a test's or this machine's. */
export function isReservedDomain(domain: string): boolean {
  return !domain.includes(".") || RESERVED_DOMAIN.test(domain);
}

/** What a look-up told: the records, none (the name or its TXT records do not exist), or nothing (it failed). */
type Looked = { records: string[] } | { failed: string };

async function lookUp(lookup: TxtLookup, name: string): Promise<Looked> {
  try {
    return { records: (await lookup(name)).map((parts) => parts.join("")) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // No such name, or no TXT record at it: the record is missing. Anything else (a timeout, a
    // server failure, no network) says nothing about the record.
    if (code === "ENOTFOUND" || code === "ENODATA") return { records: [] };
    return { failed: failureWords(error) };
  }
}

function failureWords(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ETIMEOUT") return (error as Error).message.startsWith("no answer") ? `got ${(error as Error).message}` : "timed out";
  if (code === "ESERVFAIL") return "got a server failure";
  if (code === "ECONNREFUSED" || code === "EREFUSED") return "was refused";
  return `failed: ${code ?? (error as Error).message}`;
}

/**
 * SPF, DKIM and DMARC for MAIL_FROM's domain, asked of DNS: a finding for each that is missing (or,
 * for DKIM, does not match the key the site signs with), and "could not tell" for a look-up that
 * failed. Nothing for a reserved or placeholder domain, or without MAIL_FROM.
 */
export async function mailDomainFindings(env: AppEnv, lookup: TxtLookup): Promise<LaunchFinding[]> {
  const { MAIL_FROM, DKIM_SELECTOR, DKIM_DOMAIN } = env.server;
  if (!MAIL_FROM) return [];
  const domain = mailFromDomain(MAIL_FROM);
  if (isReservedDomain(domain)) return [];
  const dkimName = DKIM_SELECTOR ? `${DKIM_SELECTOR}._domainkey.${env.dkim?.domainName ?? DKIM_DOMAIN ?? domain}` : undefined;
  const [spf, dmarc, dkim] = await Promise.all([
    lookUp(lookup, domain),
    lookUp(lookup, `_dmarc.${domain}`),
    dkimName ? lookUp(lookup, dkimName) : undefined,
  ]);
  const findings: LaunchFinding[] = [];
  const add = (record: MailRecord, text: string, settings: string[] = []) => findings.push({ key: `mail-${record}`, text, settings });
  const check = (record: MailRecord, name: string, looked: Looked, present: (records: string[]) => boolean, missing: string) => {
    if ("failed" in looked) add(record, MAIL_DOMAIN_WORDS.unknown(MAIL_DOMAIN_WORDS.recordName[record], name, looked.failed));
    else if (!present(looked.records)) add(record, missing);
    else return true;
    return false;
  };
  check("spf", domain, spf, (records) => records.some((text) => /^v=spf1(\s|$)/i.test(text.trim())), MAIL_DOMAIN_WORDS.missing.spf(domain));
  if (
    dkimName &&
    dkim &&
    check("dkim", dkimName, dkim, (records) => records.some((text) => /(^|;)\s*p=/i.test(text)), MAIL_DOMAIN_WORDS.missing.dkim(dkimName))
  ) {
    const published = dkimKeyOf("records" in dkim ? dkim.records : []);
    if (published === "") add("dkim", MAIL_DOMAIN_WORDS.dkimRevoked(dkimName), ["DKIM_SELECTOR"]);
    else if (env.dkim && published !== publicKeyOf(env.dkim.privateKey))
      add("dkim", MAIL_DOMAIN_WORDS.dkimMismatch(dkimName), ["DKIM_PRIVATE_KEY_FILE", "DKIM_SELECTOR"]);
  }
  check(
    "dmarc",
    `_dmarc.${domain}`,
    dmarc,
    (records) => records.some((text) => /^v=DMARC1(\s*;|$)/i.test(text.trim())),
    MAIL_DOMAIN_WORDS.missing.dmarc(domain),
  );
  return findings;
}

/** The p= of the first DKIM record that has one, without its spaces (a long key is published in several strings). */
function dkimKeyOf(records: string[]): string | undefined {
  for (const text of records) {
    const match = /(?:^|;)\s*p=([^;]*)/i.exec(text);
    if (match) return match[1]!.replace(/\s+/g, "");
  }
  return undefined;
}

/** The public half of the signing key as a DKIM record's p= carries it (base64 of the DER SubjectPublicKeyInfo). */
function publicKeyOf(privateKey: string): string {
  return createPublicKey(privateKey).export({ type: "spki", format: "der" }).toString("base64");
}

/** Without a DKIM key nothing is signed: said whenever e-mail is set up, without asking DNS. */
export function unsignedFinding(env: AppEnv): LaunchFinding[] {
  if (!env.server.SMTP_URL || env.dkim) return [];
  return [{ key: "dkim-unsigned", text: MAIL_DOMAIN_WORDS.unsigned, settings: ["DKIM_PRIVATE_KEY_FILE", "DKIM_SELECTOR"] }];
}
