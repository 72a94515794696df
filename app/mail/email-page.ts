import { escapeMarkup } from "~/lib/escape-markup";

/**
 * The site's e-mails' HTML look, shared by every message it sends (a registration's, a newsletter
 * confirmation, an issue): one white card on a grey page, and links drawn as buttons. Inline
 * styles only: mail clients drop style sheets.
 */

/** A link drawn as a button, in the site's e-mails. */
export const emailButton = (href: string, label: string) =>
  `<p style="margin:0 0 20px"><a href="${escapeMarkup(href)}" style="display:inline-block;background:#111827;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${escapeMarkup(label)}</a></p>`;

/** The site's e-mails' HTML: one card on a grey page, around `inner` (already escaped), and what goes below the card (`footer`, escaped). */
export const emailPage = (inner: string, footer = "") => `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111827;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:28px">
${inner}
</div>${footer ? `\n<div style="max-width:560px;margin:16px auto 0;color:#6b7280;font-size:13px;text-align:center">\n${footer}\n</div>` : ""}
</body>
</html>`;
