import { confirmationEmailWords as words } from "~/content/newsletter";
import type { SiteConfig } from "~/content/site-config";
import { escapeMarkup } from "~/lib/escape-markup";
import { emailButton, emailPage } from "~/mail/email-page";
import type { OutgoingEmail } from "~/mail/outbox.server";

export const CONFIRMATION_EMAIL_KIND = "newsletter-confirmation";

/**
 * The e-mail that asks a new address to confirm it wants the newsletter, in the site's look and the
 * owner's name. Its button opens the confirmation page, which asks for one more press: opening the
 * link alone (a mail scanner does) confirms nothing.
 */
export function confirmationEmail(to: string, confirmUrl: string, site: Pick<SiteConfig, "ownerName">): OutgoingEmail {
  const text = [words.hello, words.lead, confirmUrl, words.ignore, site.ownerName].join("\n\n");
  const html = emailPage(`<p style="margin:0 0 16px">${escapeMarkup(words.hello)}</p>
<p style="margin:0 0 20px">${escapeMarkup(words.lead)}</p>
${emailButton(confirmUrl, words.button)}
<p style="margin:0 0 20px;color:#4b5563;font-size:14px">${escapeMarkup(words.linkLead)} <a href="${escapeMarkup(confirmUrl)}" style="word-break:break-all">${escapeMarkup(confirmUrl)}</a></p>
<p style="margin:0 0 20px;color:#4b5563">${escapeMarkup(words.ignore)}</p>
<p style="margin:0">${escapeMarkup(site.ownerName)}</p>`);
  return { kind: CONFIRMATION_EMAIL_KIND, to, subject: `${words.subject}: ${site.ownerName}'s newsletter`, text, html };
}
