import { guideAccessEmailWords as words } from "~/content/products";
import type { SiteConfig } from "~/content/site-config";
import { escapeMarkup } from "~/lib/escape-markup";
import { emailButton, emailPage } from "~/mail/email-page";
import type { OutgoingEmail } from "~/mail/outbox.server";

export const GUIDE_ACCESS_EMAIL_KIND = "guide-access";

/**
 * The buyer's e-mail, sent once when the full guide's purchase is first recorded: the link that
 * unlocks the guides on any other device or browser (the paying browser has its cookie already).
 */
export function guideAccessEmail(to: string, accessUrl: string, site: Pick<SiteConfig, "ownerName">): OutgoingEmail {
  const text = [words.hello, words.lead, accessUrl, words.keep, site.ownerName].join("\n\n");
  const html = emailPage(`<p style="margin:0 0 16px">${escapeMarkup(words.hello)}</p>
<p style="margin:0 0 20px">${escapeMarkup(words.lead)}</p>
${emailButton(accessUrl, words.button)}
<p style="margin:0 0 20px;color:#4b5563;font-size:14px">${escapeMarkup(words.linkLead)} <a href="${escapeMarkup(accessUrl)}" style="word-break:break-all">${escapeMarkup(accessUrl)}</a></p>
<p style="margin:0 0 20px;color:#4b5563">${escapeMarkup(words.keep)}</p>
<p style="margin:0">${escapeMarkup(site.ownerName)}</p>`);
  return { kind: GUIDE_ACCESS_EMAIL_KIND, to, subject: `${words.subject} from ${site.ownerName}`, text, html };
}
