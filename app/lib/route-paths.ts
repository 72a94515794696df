import type { ServerBuild } from "react-router";

/** A route's whole path from the route table: its parents' paths joined to its own ("/" for the index). */
export function fullRoutePath(routes: ServerBuild["routes"], id: string): string {
  const route = routes[id];
  if (!route) return "";
  const parent = route.parentId ? fullRoutePath(routes, route.parentId) : "";
  return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent || "/";
}
