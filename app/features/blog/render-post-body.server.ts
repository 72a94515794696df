import { Marked } from "marked";
import sanitizeHtml, { type IOptions } from "sanitize-html";
import { NEW_TAB_NOTE } from "~/components/external-link";

export type BodyFormat = "html" | "markdown";

// A body is HTML when it opens with a block-level element; markdown that merely contains an inline
// tag (a <br>, an <abbr>) is still markdown.
const HTML_START = /^<(?:p|h[1-6]|div|section|article|header|aside|ul|ol|dl|blockquote|figure|table|pre|hr|details)(?:\s[^>]*)?\/?>/i;

export function detectFormat(body: string): BodyFormat {
  return HTML_START.test(body.trimStart()) ? "html" : "markdown";
}

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** The markdown posts use (headings, bullet and numbered lists, bold), plus links and emphasis. */
export function markdownToHtml(source: string): string {
  return markdown.parse(source, { async: false });
}

const isExternal = (href: string | undefined) => !!href && /^https?:\/\//i.test(href);

const options: IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "a",
    "blockquote",
    "code",
    "pre",
    "figure",
    "figcaption",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    ol: ["start"],
    th: ["scope"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  // Relative paths stay allowed: they are this site's own pages and images.
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // The post's title is the page's one h1.
    h1: "h2",
    // Links to other sites open a new tab without handing it this page; authors' own target/rel are replaced.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: isExternal(rest.href) ? { ...rest, target: "_blank", rel: "noopener noreferrer" } : rest,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

const NEW_TAB_HTML = `<span class="sr-only">${NEW_TAB_NOTE}</span>`;

/**
 * Only the elements a post needs survive: no script or style, no event handlers, no javascript: or
 * data: URLs, no frames or forms. The owner writes the posts, but a pasted snippet can carry any of these.
 */
export function sanitizePostHtml(html: string): string {
  const clean = sanitizeHtml(html, options);
  // Screen readers announce that a link leaves the page, as everywhere else on the site.
  return clean.replace(/(<a\s[^>]*\btarget="_blank"[^>]*>)([\s\S]*?)<\/a>/g, `$1$2${NEW_TAB_HTML}</a>`);
}

/** A post's body as safe HTML, from whichever format it was written in. */
export function renderPostBody(body: string): { format: BodyFormat; html: string } {
  const format = detectFormat(body);
  const html = format === "html" ? body : markdownToHtml(body);
  return { format, html: sanitizePostHtml(html) };
}
