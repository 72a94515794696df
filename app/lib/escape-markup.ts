const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text put into XML or HTML, in an element or a quoted attribute: the feed, the sitemap, an
 * e-mail's HTML. The apostrophe is written as a number, which XML, HTML and every mail reader
 * understand alike.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
