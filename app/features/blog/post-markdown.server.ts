import type { Post } from "./parse-post.server";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#") && name !== "#39") return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const inner = (html: string) => html.replace(/<[^>]+>/g, "");

/**
 * Markdown from a post's sanitised HTML. It only has to cover the elements the sanitiser lets
 * through, written the way it writes them (lowercase tags, double-quoted attributes, no nested
 * lists in posts), which is why a few patterns do instead of a parser.
 */
export function htmlToMarkdown(html: string): string {
  let md = html
    .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "")
    .replace(/\r\n?/g, "\n")
    .replace(/<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/g, (_, code: string) => `\n\n\`\`\`\n${code.trim()}\n\`\`\`\n\n`)
    .replace(/<(strong|b)>([\s\S]*?)<\/\1>/g, "**$2**")
    .replace(/<(em|i)>([\s\S]*?)<\/\1>/g, "_$2_")
    .replace(/<code>([\s\S]*?)<\/code>/g, "`$1`")
    .replace(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_, href: string, text: string) => `[${text}](${href})`)
    .replace(/<br\s*\/?>/g, "  \n")
    .replace(/<h([2-4])[^>]*>([\s\S]*?)<\/h\1>/g, (_, level: string, text: string) => `\n\n${"#".repeat(Number(level))} ${inner(text).trim()}\n\n`)
    .replace(/<(ul|ol)([^>]*)>([\s\S]*?)<\/\1>/g, (_, kind: string, attrs: string, items: string) => {
      let n = Number(/start="(\d+)"/.exec(attrs)?.[1] ?? 1);
      const lines = [...items.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(
        ([, item]) => `${kind === "ol" ? `${n++}.` : "-"} ${inner(item!).replace(/\s*\n\s*/g, " ").trim()}`,
      );
      return `\n\n${lines.join("\n")}\n\n`;
    })
    .replace(/<blockquote>([\s\S]*?)<\/blockquote>/g, (_, quote: string) => {
      const text = inner(quote.replace(/<\/p>\s*<p>/g, "\n\n")).trim();
      return `\n\n${text.split("\n").map((line) => (line ? `> ${line}` : ">")).join("\n")}\n\n`;
    })
    .replace(/<hr\s*\/?>/g, "\n\n---\n\n")
    .replace(/<\/p>/g, "\n\n");
  md = decode(inner(md));
  return md
    .split("\n")
    .map((line) => line.replace(/[ \t]+$/, (spaces) => (spaces === "  " ? spaces : "")))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Links to this site's pages work outside it too (pasted into an assistant, read in a feed). */
export function absolutizeMarkdownLinks(markdown: string, siteUrl: string): string {
  return markdown.replace(/\]\((\/(?!\/)[^)\s]*)\)/g, `](${siteUrl}$1)`);
}

/** The whole post as one Markdown document: title, summary, byline, source URL and body. */
export function postMarkdown(post: Post, { siteUrl, ownerName }: { siteUrl: string; ownerName: string }): string {
  const body = post.format === "markdown" ? post.body : htmlToMarkdown(post.html);
  return [
    `# ${post.title}`,
    `> ${post.excerpt}`,
    `By ${ownerName} · ${post.displayDate} · ${post.readTime}  \nSource: ${siteUrl}/blog/${post.slug}`,
    absolutizeMarkdownLinks(body, siteUrl),
  ].join("\n\n") + "\n";
}
