import type { SiteConfig } from "~/content/site-config";
import { newsletterIssueWords } from "~/content/newsletter";
import { escapeMarkup } from "~/lib/escape-markup";
import { emailButton, emailPage } from "~/mail/email-page";

/**
 * Where each recipient's own unsubscribe link goes in an issue's stored bodies: the issue is
 * written once and every recipient's copy is made from it as it is sent.
 */
export const UNSUBSCRIBE_PLACEHOLDER = "{{unsubscribe_url}}";

export interface IssueSource {
  subject: string;
  /** The post's excerpt, the line that opens the e-mail; empty for none. */
  excerpt: string;
  /** The post's body as the e-mail shows it: safe HTML, links and pictures absolute. */
  bodyHtml: string;
  /** The body as plain text (Markdown), links absolute. */
  bodyText: string;
  /** The post on the site, when it is published there. */
  postUrl?: string;
}

/**
 * An issue's two parts, HTML and plain text, each with UNSUBSCRIBE_PLACEHOLDER where the
 * recipient's link goes: the owner's subject as the heading, the excerpt, the body, a link to
 * read it on the site, and a footer with why the reader gets it, the owner's name, place and
 * address, and the one-click way out.
 */
export function issueEmail(source: IssueSource, site: SiteConfig): { subject: string; html: string; text: string } {
  const words = newsletterIssueWords;
  const host = new URL(site.siteUrl).host;
  const why = words.why(site.ownerName, host);
  const sender = `${site.ownerName} · ${site.location} · ${site.ownerEmail}`;
  const html = emailPage(
    [
      `<h1 style="font-size:24px;line-height:1.25;margin:0 0 12px">${escapeMarkup(source.subject)}</h1>`,
      source.excerpt ? `<p style="margin:0 0 20px;color:#374151;font-size:17px">${escapeMarkup(source.excerpt)}</p>` : "",
      source.bodyHtml,
      source.postUrl ? emailButton(source.postUrl, words.readOnSite) : "",
    ]
      .filter(Boolean)
      .join("\n"),
    [
      `<p style="margin:0 0 8px">${escapeMarkup(why)}</p>`,
      `<p style="margin:0 0 8px">${escapeMarkup(sender)}</p>`,
      `<p style="margin:0"><a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:#6b7280">${escapeMarkup(words.unsubscribe)}</a></p>`,
    ].join("\n"),
  );
  const text = [
    source.subject,
    "",
    ...(source.excerpt ? [source.excerpt, ""] : []),
    source.bodyText.trim(),
    "",
    ...(source.postUrl ? [`${words.readOnSite}: ${source.postUrl}`, ""] : []),
    "--",
    why,
    sender,
    `${words.unsubscribe}: ${UNSUBSCRIBE_PLACEHOLDER}`,
    "",
  ].join("\n");
  return { subject: source.subject, html, text };
}

/** A recipient's copy of a stored body: their own unsubscribe link where the placeholder is. */
export const withUnsubscribeLink = (body: string, url: string) => body.replaceAll(UNSUBSCRIBE_PLACEHOLDER, url);
