import TurndownService from "turndown";
import { gfm } from "turndown-plugin-gfm";
import type { Post } from "./post-store.server";

/** Markdown's list markers, followed by one space; nested content is indented to the marker's width. */
function listItemPrefix(item: HTMLElement) {
  const list = item.parentNode as HTMLElement;
  if (list.nodeName !== "OL") return "- ";
  const start = Number(list.getAttribute("start") ?? 1);
  return `${start + Array.prototype.indexOf.call(list.children, item)}. `;
}

function createConverter() {
  const service = new TurndownService({
    headingStyle: "atx",
    bulletListMarker: "-",
    codeBlockStyle: "fenced",
    emDelimiter: "_",
    strongDelimiter: "**",
    hr: "---",
  });
  service.use(gfm);
  service.addRule("listItem", {
    filter: "li",
    replacement: (content, node) => {
      const prefix = listItemPrefix(node as HTMLElement);
      const body = content
        .replace(/^\n+/, "")
        .replace(/\n+$/, "\n")
        .replace(/\n(?!$)/gm, `\n${" ".repeat(prefix.length)}`);
      return prefix + body.replace(/\n$/, "") + (node.nextSibling ? "\n" : "");
    },
  });
  // Markdown tables need a header row: a table without one (which the GFM plugin would keep as
  // HTML) gets its first row as the header.
  service.addRule("tableWithoutHeader", {
    filter: (node) => node.nodeName === "TABLE" && !(node as HTMLTableElement).querySelector("th, thead"),
    replacement: (content) => {
      const rows = content.trim().split("\n");
      const columns = (rows[0]!.match(/\|/g)?.length ?? 2) - 1;
      rows.splice(1, 0, `|${" --- |".repeat(columns)}`);
      return `\n\n${rows.join("\n")}\n\n`;
    },
  });
  return service;
}

let converter: TurndownService | undefined;

/**
 * Markdown from a post's sanitised HTML, by turndown with GitHub's tables: headings, lists (nested
 * too), links, images, tables, quotes and code keep their structure.
 */
export function htmlToMarkdown(html: string): string {
  converter ??= createConverter();
  // The "(opens in a new tab)" hint is for screen readers on the page, not for a Markdown reader;
  // removed as a node, its leading space would stay inside the link text.
  const markdown = converter.turndown(html.replace(/<span class="sr-only">[\s\S]*?<\/span>/g, ""));
  // Blank lines inside quotes come out as "> "; only a hard line break keeps trailing spaces.
  return markdown.replace(/[ \t]+$/gm, (spaces) => (spaces === "  " ? spaces : ""));
}

/** Links to this site's pages work outside it too (pasted into an assistant, read in a feed). */
export function absolutizeMarkdownLinks(markdown: string, siteUrl: string): string {
  return markdown.replace(/\]\((\/(?!\/)[^)\s]*)\)/g, `](${siteUrl}$1)`);
}

/** The whole post as one Markdown document: title, summary, byline, source URL and body. */
export function postMarkdown(post: Post, { siteUrl, ownerName }: { siteUrl: string; ownerName: string }): string {
  const body = post.format === "markdown" ? post.body : htmlToMarkdown(post.html);
  return (
    [
      `# ${post.title}`,
      `> ${post.excerpt}`,
      `By ${ownerName} · ${post.displayDate} · ${post.readTime}  \nSource: ${siteUrl}/blog/${post.slug}`,
      absolutizeMarkdownLinks(body, siteUrl),
    ].join("\n\n") + "\n"
  );
}
