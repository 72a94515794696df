/** One line of llms.txt: a page, its address and what a reader finds there. */
export interface LlmsLink {
  title: string;
  /** A path on this site ("/lovable-guide") or an absolute URL. */
  url: string;
  summary: string;
}

export interface LlmsSection {
  title: string;
  links: readonly LlmsLink[];
}

export interface LlmsDocument {
  name: string;
  summary: string;
  details?: readonly string[];
  sections: readonly LlmsSection[];
}

/**
 * /llms.txt in the shape llmstxt.org describes: an h1, a one-paragraph summary as a quote,
 * optional details, then h2 sections of "- [Title](url): summary" lines with absolute URLs.
 */
export function llmsTxt(doc: LlmsDocument, siteUrl: string): string {
  const absolute = (url: string) => (url.startsWith("/") ? `${siteUrl}${url}` : url);
  const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
  const parts = [`# ${oneLine(doc.name)}`, `> ${oneLine(doc.summary)}`, ...(doc.details ?? []).map(oneLine)];
  for (const section of doc.sections) {
    if (!section.links.length) continue;
    const lines = section.links.map((link) => `- [${oneLine(link.title)}](${absolute(link.url)}): ${oneLine(link.summary)}`);
    parts.push(`## ${section.title}\n\n${lines.join("\n")}`);
  }
  return `${parts.join("\n\n")}\n`;
}
