import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import routes from "~/routes";
import { sitePages, type SitePages } from "~/owner/site-pages";

// Route modules with parameters are loaded for their handle (the blog lists its posts there).
const modules = import.meta.glob<unknown>("/app/routes/*.tsx", { import: "handle" });

/**
 * The site's pages from app/routes.ts, as `sitePages` reads them from the build's route table: a
 * `.tsx` route has a component, a `.ts` one is a resource route.
 */
export async function testSitePages(): Promise<SitePages> {
  const table: Record<string, unknown> = { root: { id: "root", path: "", module: { default: () => null } } };
  const add = async (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
      const page = entry.file.endsWith(".tsx");
      const handle = page && entry.path?.includes(":") ? await modules[`/app/${entry.file}`]?.() : undefined;
      table[id] = { id, parentId, path: entry.path, index: entry.index, module: { default: page ? () => null : undefined, handle } };
      if (entry.children) await add(entry.children, id);
    }
  };
  await add(routes, "root");
  return sitePages(table as ServerBuild["routes"]);
}
