import type { ServerBuild } from "react-router";

// For the unit tests of what reads the route table (the sitemap, the analytics' pages): never imported by the site.

/** A route of a test's table: a page unless `page: false` (a resource route, with no component). */
export interface TestRoute {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  page?: boolean;
  handle?: unknown;
}

/** A route table shaped like the build's, as React Router produces it from app/routes.ts, under a root route. */
export function routeTable(routes: TestRoute[]): ServerBuild["routes"] {
  const entries = [{ id: "root", path: "" } as TestRoute, ...routes].map((r) => [
    r.id,
    {
      id: r.id,
      path: r.path,
      index: r.index,
      parentId: r.id === "root" ? undefined : (r.parentId ?? "root"),
      module: { default: r.page === false ? undefined : () => null, handle: r.handle },
    },
  ]);
  return Object.fromEntries(entries) as unknown as ServerBuild["routes"];
}
