import { Marked } from "marked";
import sanitizeHtml, { type IOptions } from "sanitize-html";
import { NEW_TAB_NOTE } from "~/components/external-link";
import { escapeMarkup } from "~/lib/escape-markup";
import { mediaImageId, mediaPath, mediaSrcSet, type MediaImages } from "./media-paths";

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

/** How wide a body's picture is drawn: the text column (48rem) at most, the screen's width on a phone. */
export const BODY_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";

/**
 * A body's <img>: an author's own srcset and sizes never pass (the sanitiser would check their
 * URLs, but what a post offers in its place is the site's decision). A picture uploaded to the
 * blog gets its variants instead: its stored size as width and height, so nothing shifts while it
 * loads, and the WebP sizes as its srcset (the AVIF ones are added around it, below).
 */
function imageAttributes(attribs: Record<string, string>, images: MediaImages | undefined): Record<string, string> {
  const { srcset: _srcset, sizes: _sizes, loading: _loading, ...rest } = attribs;
  const image = images?.get(mediaImageId(rest.src) ?? "");
  if (!image || image.widths.length === 0) return { ...rest, loading: "lazy" };
  return {
    src: mediaPath(image),
    srcset: mediaSrcSet(image, "webp"),
    sizes: BODY_IMAGE_SIZES,
    alt: rest.alt ?? "",
    width: String(image.width),
    height: String(image.height),
    loading: "lazy",
    decoding: "async",
  };
}

const baseOptions: IOptions = {
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
    // srcset and sizes are only ever the site's own (imageAttributes); src is checked like a link.
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
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
    img: (tagName, attribs) => ({ tagName, attribs: imageAttributes(attribs, undefined) }),
  },
};

const optionsFor = (images: MediaImages | undefined): IOptions =>
  images?.size
    ? {
        ...baseOptions,
        transformTags: {
          ...baseOptions.transformTags,
          img: (tagName, attribs) => ({ tagName, attribs: imageAttributes(attribs, images) }),
        },
      }
    : baseOptions;

// After sanitising, an <img> with a srcset is one the site wrote (authors' are removed), its
// attributes escaped: it is wrapped in a <picture> whose first choice is the AVIF sizes.
const UPLOADED_IMG = /<img src="\/media\/([0-9a-f]{64})\.[a-z]+" srcset="[^>]*>/g;

function withAvifSources(html: string, images: MediaImages): string {
  return html.replace(UPLOADED_IMG, (img, id: string) => {
    const image = images.get(id);
    if (!image) return img;
    return `<picture><source type="image/avif" srcset="${escapeMarkup(mediaSrcSet(image, "avif"))}" sizes="${BODY_IMAGE_SIZES}" />${img}</picture>`;
  });
}

const NEW_TAB_HTML = `<span class="sr-only">${NEW_TAB_NOTE}</span>`;

/**
 * Only the elements a post needs survive: no script or style, no event handlers, no javascript: or
 * data: URLs, no frames or forms. The owner writes the posts, but a pasted snippet can carry any of these.
 */
export function sanitizePostHtml(html: string, images?: MediaImages): string {
  const sanitized = sanitizeHtml(html, optionsFor(images));
  const clean = images?.size ? withAvifSources(sanitized, images) : sanitized;
  // Screen readers announce that a link leaves the page, as everywhere else on the site.
  return clean.replace(/(<a\s[^>]*\btarget="_blank"[^>]*>)([\s\S]*?)<\/a>/g, `$1$2${NEW_TAB_HTML}</a>`);
}

/**
 * A post's body as safe HTML, from whichever format it was written in. `images`: the uploaded
 * pictures it shows (readImageFacts), drawn with their sizes and modern formats.
 */
export function renderPostBody(body: string, images?: MediaImages): { format: BodyFormat; html: string } {
  const format = detectFormat(body);
  const html = format === "html" ? body : markdownToHtml(body);
  return { format, html: sanitizePostHtml(html, images) };
}

const EMAIL_STYLE_PROPERTIES = [
  "color",
  "margin",
  "padding",
  "padding-left",
  "border-left",
  "border-radius",
  "max-width",
  "height",
  "font-size",
  "background",
  "overflow",
];

/** A path of this site, or a link elsewhere, made absolute against the site's address. */
const absolute = (href: string | undefined, siteUrl: string) => {
  if (!href) return href;
  try {
    return new URL(href, siteUrl).toString();
  } catch {
    return undefined;
  }
};

/**
 * A post's body as an e-mail shows it (a newsletter issue): the same elements as the page, every
 * link and picture absolute on the site's address (a mail client has no page to be relative to),
 * pictures at their original size scaled to the column, and the styles inline, since mail clients
 * drop style sheets. No srcset, no <picture>, no screen-reader-only text: mail clients would show it.
 */
export function renderPostBodyForEmail(body: string, siteUrl: string): string {
  const html = detectFormat(body) === "html" ? body : markdownToHtml(body);
  return sanitizeHtml(html, {
    ...baseOptions,
    allowedAttributes: { ...baseOptions.allowedAttributes, "*": ["style"], img: ["src", "alt", "width", "height", "style"] },
    // The properties the styles below use, with plain values; anything else in an author's own style attribute is dropped.
    allowedStyles: { "*": Object.fromEntries(EMAIL_STYLE_PROPERTIES.map((name) => [name, [/^[#\w\s.,%()-]+$/]])) },
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => {
        const { target: _target, rel: _rel, style: _style, ...rest } = attribs;
        const href = absolute(rest.href, siteUrl);
        return { tagName, attribs: { ...rest, ...(href ? { href } : {}), style: "color:#1d4ed8" } };
      },
      img: (tagName, attribs) => {
        const { srcset: _srcset, sizes: _sizes, loading: _loading, style: _style, ...rest } = attribs;
        const src = absolute(rest.src, siteUrl);
        return { tagName, attribs: { ...rest, ...(src ? { src } : {}), style: "max-width:100%;height:auto;border-radius:8px" } };
      },
      blockquote: () => ({
        tagName: "blockquote",
        attribs: { style: "margin:0 0 16px;padding-left:12px;border-left:3px solid #e5e7eb;color:#374151" },
      }),
      p: () => ({ tagName: "p", attribs: { style: "margin:0 0 16px" } }),
      h2: () => ({ tagName: "h2", attribs: { style: "font-size:20px;margin:24px 0 8px" } }),
      h3: () => ({ tagName: "h3", attribs: { style: "font-size:17px;margin:20px 0 8px" } }),
      pre: () => ({ tagName: "pre", attribs: { style: "background:#f3f4f6;padding:12px;border-radius:8px;overflow:auto;font-size:13px" } }),
    },
  });
}
