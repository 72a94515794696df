import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { SiteConfig } from "~/content/site-config";
import { noncePage, type NoncePage } from "~/rendering/nonce-page.server";
import { PRERENDER_CONFIG_FILE } from "./build-artifacts";

export interface PrerenderedPage {
  /** The page's HTML, with the place where each response's nonce goes. */
  html?: NoncePage;
  /** The route data for client-side navigations (`/contact.data`). */
  data?: string;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Loads every prerendered page into memory, keyed by URL path. When the running configuration
 * differs from the one the pages were built with, the files would show stale names and links:
 * then nothing is loaded, every page renders per request, and the reason is returned for the log.
 */
export async function loadPrerenderedPages(
  clientDir: string,
  buildDir: string,
  site: SiteConfig,
): Promise<{ pages: Map<string, PrerenderedPage>; skipped?: string }> {
  const pages = new Map<string, PrerenderedPage>();
  let builtWith: unknown;
  try {
    builtWith = JSON.parse(await readFile(path.join(buildDir, PRERENDER_CONFIG_FILE), "utf8"));
  } catch {
    return { pages, skipped: `${PRERENDER_CONFIG_FILE} is missing from the build` };
  }
  if (!isDeepStrictEqual(builtWith, site)) {
    return { pages, skipped: "the site configuration differs from the one the build used; rebuild to prerender again" };
  }
  for await (const file of walk(clientDir)) {
    const relative = "/" + path.relative(clientDir, file).split(path.sep).join("/");
    if (relative.endsWith("/index.html")) {
      const route = relative.slice(0, -"/index.html".length) || "/";
      pages.set(route, { ...pages.get(route), html: noncePage(await readFile(file, "utf8")) });
    } else if (relative.endsWith(".data")) {
      pages.set(relative, { data: await readFile(file, "utf8") });
    }
  }
  return { pages };
}
