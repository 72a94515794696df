import { ownerTime } from "~/lib/owner-time";
import { plural } from "~/lib/plural";
import { existsSync } from "node:fs";
import path from "node:path";
import { mailFromDomain } from "~/config/env.server";
import { findLaunchProblems, sampleSessions, type LaunchFinding } from "~/config/launch-check.server";
import { isReservedDomain, mailDomainFindings, systemTxtLookup } from "~/config/mail-domain-check.server";
import { CONSOLE_PAGES, WHO_SETS, WHO_SETS_FIRST } from "~/config/launch-check-words";
import { processLogger } from "~/config/logger.server";
import { deleteUnregisteredSessions } from "~/features/events/sample-sessions.server";
import { createKitClient } from "~/features/newsletter/kit-client.server";
import { readMediaAt } from "~/features/blog/post-images.server";
import { renderOwnerPhoto } from "~/features/owner-photo/owner-photo.server";
import { deliverNow } from "~/mail/deliver-now.server";
import { checkSmtpLogin, smtpSettings } from "~/mail/smtp-transport.server";
import { done, refuse, type Outcome } from "./outcome";
import type { NoInput, ServiceDeps } from "./service-deps.server";

/**
 * Getting the site ready for launch: the launch check's findings (the Setup page and `doctor`
 * read the same list), and the fixes the console offers for them: a test e-mail through the
 * configured mail server, the newsletter provider's key tried, the sample sessions and videos
 * removed (the videos through services/videos).
 */

/**
 * What would embarrass the owner once the site is public. With `probe`, the outside services are
 * asked too (the model endpoint, the mail server's login, the newsletter provider's key, a photo
 * at a link), which takes a moment and the network: the command line does; the page asks one at a
 * time, on the owner's press.
 */
export async function launchFindings(deps: ServiceDeps, { probe }: { probe: boolean }): Promise<Outcome<LaunchFinding[]>> {
  const [found, probed] = await Promise.all([
    findLaunchProblems({ env: deps.env, db: deps.db, probeModel: probe, probeMailDomain: probe, lookupTxt: deps.lookupTxt }),
    probe
      ? Promise.all([smtpProblems(deps), newsletterKeyProblems(deps), photoProblems(deps, true)])
      : photoProblems(deps, false).then((p) => [p]),
  ]);
  return done([...found, ...probed.flat()]);
}

/** The Setup page's reading: the findings (without asking outside services), and which tests it can offer. */
export async function setupStatus(deps: ServiceDeps, _input: NoInput) {
  const findings = await launchFindings(deps, { probe: false });
  if (!findings.ok) return findings;
  const { SMTP_URL, MAIL_FROM, KIT_API_KEY, KIT_FORM_ID } = deps.env.server;
  const site = await deps.site();
  return done({
    findings: findings.value,
    /** Where the test e-mail goes, when e-mail is set up. */
    testEmailTo: SMTP_URL && MAIL_FROM ? site.ownerEmail : undefined,
    canTestNewsletterKey: Boolean(KIT_API_KEY && KIT_FORM_ID),
    /** The domain the site sends from, whose DNS records the page can check. */
    mailDomain: MAIL_FROM && !isReservedDomain(mailFromDomain(MAIL_FROM)) ? mailFromDomain(MAIL_FROM) : undefined,
    /** The photo in force, where it is read from; none: the illustration. */
    photo: site.ownerPhoto,
  });
}

async function smtpProblems({ env }: ServiceDeps): Promise<LaunchFinding[]> {
  if (!env.server.SMTP_URL) return [];
  try {
    await checkSmtpLogin(env.server.SMTP_URL);
    return [];
  } catch (error) {
    return [
      {
        key: "smtp-login",
        text: `The mail server does not take the site's login (${reason(error)}): no e-mail goes out. ${WHO_SETS_FIRST} checks the mail server's address, user and password.`,
        settings: ["SMTP_URL"],
        fix: { kind: "test-email" },
      },
    ];
  }
}

async function newsletterKeyProblems(deps: ServiceDeps): Promise<LaunchFinding[]> {
  const tried = await testNewsletterKey(deps, {});
  if (tried.ok || !deps.env.server.KIT_API_KEY) return [];
  return [
    { key: "newsletter-key-refused", text: tried.message, settings: ["KIT_API_KEY", "KIT_FORM_ID"], fix: { kind: "test-newsletter-key" } },
  ];
}

/** A photo that is set but cannot be read: a missing file always, a link only when probing. */
async function photoProblems({ site: readSite, db }: ServiceDeps, probe: boolean): Promise<LaunchFinding[]> {
  const site = await readSite();
  const source = site.ownerPhoto;
  if (!source) return [];
  const isLink = /^https?:\/\//i.test(source);
  const finding = (why: string): LaunchFinding[] => [
    {
      key: "owner-photo-unreadable",
      text: `Your photo cannot be read (${why}): the pages show the illustrated portrait instead. Upload it again on ${CONSOLE_PAGES.settings}.`,
      settings: [],
      fix: { kind: "site-value", area: "settings", keys: ["ownerPhoto"] },
    },
  ];
  if (source.startsWith("/media/")) return (await readMediaAt(db, source)) ? [] : finding("the uploaded picture is no longer stored");
  if (!isLink) return existsSync(path.join(path.resolve("public"), source)) ? [] : finding(`there is no file ${source} on the site`);
  if (!probe) return [];
  try {
    await renderOwnerPhoto(source, 40, "jpg");
    return [];
  } catch (error) {
    return finding(reason(error));
  }
}

/**
 * Asks DNS, now, whether MAIL_FROM's domain publishes SPF, DKIM (for DKIM_SELECTOR) and DMARC: the
 * Setup page's button, the launch check's own look-up (doctor and a production start make it too).
 */
export async function checkMailDomain(
  { env, lookupTxt }: ServiceDeps,
  _input: NoInput,
): Promise<Outcome<{ domain: string; findings: LaunchFinding[] }>> {
  if (!env.server.MAIL_FROM)
    return refuse(`E-mail is not set up, so there is no sending domain to check: ${WHO_SETS} sets the address the site sends from.`);
  const domain = mailFromDomain(env.server.MAIL_FROM);
  if (isReservedDomain(domain))
    return refuse(
      `${domain} is a placeholder or reserved domain, with no records to check: ${WHO_SETS} sets the address the site sends from.`,
    );
  return done({ domain, findings: await mailDomainFindings(env, lookupTxt ?? systemTxtLookup()) });
}

export type TestEmailSent = { to: string; outboxId: string };

/**
 * Sends the owner a test e-mail now and answers what the mail server said. It goes through the
 * outbox (its row shows on the outbox page, sent or failed with the reason) but is delivered at
 * once in this process, one attempt and no retry, so the answer is the server's and not "queued".
 */
export async function sendTestEmail({ db, env, site: readSite, now, did }: ServiceDeps, _input: NoInput): Promise<Outcome<TestEmailSent>> {
  const site = await readSite();
  const smtp = smtpSettings(env);
  if (!smtp)
    return refuse(
      `E-mail is not set up, so there is nothing to test: ${WHO_SETS} sets the mail server and the address the site sends from.`,
    );
  const delivered = await deliverNow(
    { db, smtp, logger: processLogger() },
    {
      kind: "setup-test",
      to: site.ownerEmail,
      subject: `Test e-mail from ${new URL(site.siteUrl).host}`,
      text: [
        `This is the test e-mail you asked for on the console's Setup page (${ownerTime(now, env.server.OWNER_TIME_ZONE)}).`,
        "",
        "It reached you, so the site's e-mails (registration confirmations, reminders, sign-in links) can reach people too.",
      ].join("\n"),
    },
  );
  if (!delivered.sent) return refuse(`The mail server did not take the test e-mail: ${delivered.reason}`);
  did("Sent a test e-mail to the owner's address");
  return done({ to: site.ownerEmail, outboxId: delivered.outboxId });
}

/** Asks the newsletter provider whether it takes the key and knows the form sign-ups join; changes nothing there. */
export async function testNewsletterKey({ env }: ServiceDeps, _input: NoInput): Promise<Outcome<{ account: string }>> {
  const { KIT_API_KEY, KIT_FORM_ID, KIT_API_URL } = env.server;
  if (!KIT_API_KEY || !KIT_FORM_ID)
    return refuse(`No newsletter provider key is set, so there is nothing to test: ${WHO_SETS} sets the key and the form.`);
  try {
    const checked = await createKitClient({ apiKey: KIT_API_KEY, formId: KIT_FORM_ID, baseUrl: KIT_API_URL }).checkKey();
    if (!checked.formFound) {
      return refuse(
        `Kit takes the key (${checked.account}) but has no form ${KIT_FORM_ID}: sign-ups would not be added. ${WHO_SETS_FIRST} checks the form's number.`,
      );
    }
    return done({ account: checked.account });
  } catch (error) {
    return refuse(`Kit refused the newsletter key (${reason(error)}): sign-ups stay on this site. ${WHO_SETS_FIRST} checks the key.`);
  }
}

export type SamplesRemoved = { removed: number; kept: { id: string; title: string; registrations: number }[] };

/**
 * Removes the sample sessions nobody registered for; a sample session with registrations is kept
 * and named with its count, for its own page, where taking it off says whom it tells.
 */
export async function removeSampleSessions({ database, db, did }: ServiceDeps, _input: NoInput): Promise<Outcome<SamplesRemoved>> {
  const samples = await sampleSessions(db);
  const removable = samples.filter((row) => row.registrations === 0).map((row) => row.id);
  const removed = await deleteUnregisteredSessions(database, removable);
  const kept = (await sampleSessions(db)).filter((row) => row.registrations > 0 || !removed.includes(row.id));
  if (removed.length > 0) did(`Removed ${plural(removed.length, "sample session")}`);
  return done({ removed: removed.length, kept: kept.map(({ id, title, registrations }) => ({ id, title, registrations })) });
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
