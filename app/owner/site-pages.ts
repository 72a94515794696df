import type { ServerBuild } from "react-router";
import type { RouteHandle } from "~/lib/route-handle";
import { fullRoutePath } from "~/lib/route-paths";
import { SLUG_PATTERN } from "~/lib/post-fields";
import { isVisitorPath } from "./visit";

/**
 * The site's pages as the analytics store them (decision 054): the path a visitor asked for, written
 * as the site writes it, or undefined when it is none of the site's pages.
 */
export interface SitePages {
  canonical(path: string): string | undefined;
}

/** A page route with parameters: its segments, each a literal or a parameter with what follows it (`:slug.md`). */
interface Pattern {
  segments: Array<{ literal: string } | { suffix: string }>;
  /** What a matching path is stored as; none: the path itself (`pagesByPath`). */
  canonical?: string;
}

const PARAMETER = /^:[\w-]+/;

/**
 * The pages of a route table (the build's): every route with a component, outside the console and
 * /api/, and not the catch-all. A route without parameters is its own path. A route with parameters
 * that lists its pages (the hub's, through its handle's sitemap) has those pages and no other; one
 * whose handle says `pagesByPath` (the blog's posts) counts each page it answered under its own
 * path, in lower case. Any other route with parameters counts under its pattern, each parameter written as its
 * name in brackets: a manage link's token is `/events/manage/[token]`, so a secret or an invented
 * value in a URL never reaches the tables.
 *
 * React Router matches paths whatever their letter case, so `/About` is `/about` here too.
 */
export function sitePages(routes: ServerBuild["routes"]): SitePages {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root" || !(route.index || route.path) || route.module.default === undefined) continue;
    const path = fullRoutePath(routes, route.id);
    // The catch-all answers any path, and an optional segment two; neither is a page of its own.
    if (path.includes("*") || path.includes("?") || !isVisitorPath(path)) continue;
    const segments = path.split("/").filter(Boolean);
    const handle = route.module.handle as RouteHandle | undefined;
    const sitemap = handle?.sitemap;
    if (!segments.some((segment) => PARAMETER.test(segment))) exact.set(keyOf(segments), path);
    else if (typeof sitemap === "function") {
      for (const entry of sitemap()) {
        const listed = typeof entry === "string" ? entry : entry.path;
        exact.set(keyOf(listed.split("/").filter(Boolean)), listed);
      }
    } else {
      patterns.push({
        segments: segments.map((segment) => (PARAMETER.test(segment) ? { suffix: segment.replace(PARAMETER, "") } : { literal: segment })),
        canonical: handle?.pagesByPath
          ? undefined
          : `/${segments.map((segment) => segment.replace(PARAMETER, (name) => `[${name.slice(1)}]`)).join("/")}`,
      });
    }
  }
  // The most literal pattern first, as the router ranks them.
  patterns.sort((a, b) => literals(b) - literals(a));

  return {
    canonical(path) {
      const segments = decodedSegments(path);
      if (!segments) return undefined;
      const found = exact.get(keyOf(segments));
      if (found !== undefined) return found;
      const lower = segments.map((segment) => segment.toLowerCase());
      for (const pattern of patterns) {
        if (pattern.segments.length !== lower.length) continue;
        const matches = pattern.segments.every((part, i) =>
          "literal" in part
            ? part.literal.toLowerCase() === lower[i]
            : lower[i]!.length > part.suffix.length && lower[i]!.endsWith(part.suffix.toLowerCase()),
        );
        if (!matches) continue;
        if (pattern.canonical !== undefined) return pattern.canonical;
        // A page by its own path is one whose parameters are addresses as the site makes them (a post's slug).
        if (lower.every((segment) => SLUG_PATTERN.test(segment))) return `/${lower.join("/")}`;
      }
      return undefined;
    },
  };
}

const keyOf = (segments: readonly string[]) => `/${segments.join("/")}`.toLowerCase();
const literals = (pattern: Pattern) => pattern.segments.filter((part) => "literal" in part).length;

/** The path's segments as the router reads them: percent-decoded, without empty ones (a trailing slash); undefined if one cannot be decoded. */
function decodedSegments(path: string): string[] | undefined {
  try {
    return path
      .split("/")
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}
