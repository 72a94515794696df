import { matchRoutes, type ServerBuild } from "react-router";
import { fullRoutePath } from "~/lib/route-paths";
import { expect, test } from "vitest";
import { mayReadMetrics, routeLabels } from "./metrics";

const TOKEN = "0123456789abcdef0123456789abcdef-metrics";

test("who may read /metrics: this machine without a proxy between, or the token from anywhere", () => {
  const cases: Array<[string, string | undefined, Record<string, string>, string | undefined, boolean]> = [
    // [what, socket address, headers, configured token, allowed]
    ["IPv4 loopback", "127.0.0.1", {}, undefined, true],
    ["IPv6 loopback", "::1", {}, undefined, true],
    ["IPv4 loopback as IPv6", "::ffff:127.0.0.1", {}, undefined, true],
    ["anywhere in 127/8", "127.0.1.1", {}, undefined, true],
    ["another machine", "192.0.2.10", {}, undefined, false],
    ["another machine as IPv6", "2001:db8::1", {}, undefined, false],
    ["another machine, mapped", "::ffff:192.0.2.10", {}, undefined, false],
    ["an address that only starts like loopback", "127.0.0.1.example", {}, undefined, false],
    ["no socket address", undefined, {}, undefined, false],
    ["a proxy on this machine (X-Forwarded-For)", "127.0.0.1", { "X-Forwarded-For": "127.0.0.1" }, undefined, false],
    ["a proxy on this machine (Forwarded)", "127.0.0.1", { Forwarded: "for=198.51.100.7" }, undefined, false],
    ["a proxy on this machine (X-Real-IP)", "::1", { "X-Real-IP": "198.51.100.7" }, undefined, false],
    ["a proxy on this machine (Via)", "::1", { Via: "1.1 caddy" }, undefined, false],
    ["the token from another machine", "192.0.2.10", { Authorization: `Bearer ${TOKEN}` }, TOKEN, true],
    ["the token through a proxy", "127.0.0.1", { Authorization: `Bearer ${TOKEN}`, "X-Forwarded-For": "192.0.2.10" }, TOKEN, true],
    ["the scheme in any case", "192.0.2.10", { Authorization: `bearer ${TOKEN}` }, TOKEN, true],
    ["a wrong token", "192.0.2.10", { Authorization: `Bearer ${TOKEN}x` }, TOKEN, false],
    ["a wrong token from loopback", "127.0.0.1", { Authorization: "Bearer nope" }, TOKEN, false],
    ["a token when none is set", "127.0.0.1", { Authorization: `Bearer ${TOKEN}` }, undefined, false],
    ["a prefix of the token", "192.0.2.10", { Authorization: `Bearer ${TOKEN.slice(0, 20)}` }, TOKEN, false],
    ["another scheme", "192.0.2.10", { Authorization: `Basic ${TOKEN}` }, TOKEN, false],
    ["an empty bearer", "127.0.0.1", { Authorization: "Bearer " }, TOKEN, false],
    ["no token from another machine", "192.0.2.10", {}, TOKEN, false],
  ];
  for (const [what, socketAddress, headers, token, allowed] of cases) {
    expect([what, mayReadMetrics({ socketAddress, headers: new Headers(headers) }, token)]).toEqual([what, allowed]);
  }
});

/** A route table shaped like the build's: nested layouts, index routes, parameters, a parameter with a suffix. */
function routes(): ServerBuild["routes"] {
  const module = { default: () => null };
  const entries: Array<{ id: string; parentId?: string; path?: string; index?: boolean }> = [
    { id: "root", path: "" },
    { id: "routes/home", parentId: "root", index: true },
    { id: "routes/blog", parentId: "root", path: "blog" },
    { id: "routes/blog.$slug", parentId: "root", path: "blog/:slug" },
    { id: "routes/blog.$slug[.]md", parentId: "root", path: "blog/:slug.md" },
    { id: "routes/events.manage.$token", parentId: "root", path: "events/manage/:token" },
    { id: "routes/api", parentId: "root" },
    { id: "routes/api.use-case-requests.$id", parentId: "routes/api", path: "api/use-case-requests/:id" },
    { id: "routes/admin-area", parentId: "root" },
    { id: "routes/admin", parentId: "routes/admin-area", path: "admin" },
    { id: "routes/admin._index", parentId: "routes/admin", index: true },
    { id: "routes/admin.posts.$id", parentId: "routes/admin", path: "posts/:id" },
  ];
  return Object.fromEntries(entries.map((entry) => [entry.id, { ...entry, module }])) as unknown as ServerBuild["routes"];
}

test("a request is counted under its route's pattern, never its path", () => {
  const label = routeLabels(routes());
  const cases: Array<[string, string]> = [
    ["/", "/"],
    ["/_root.data", "/"],
    ["/blog", "/blog"],
    ["/blog/", "/blog"],
    ["/blog/my-first-post", "/blog/:slug"],
    ["/blog/my-first-post.data", "/blog/:slug"],
    ["/blog/my-first-post.md", "/blog/:slug.md"],
    ["/BLOG/Another-Post", "/blog/:slug"],
    ["/events/manage/c2VjcmV0LXRva2Vu", "/events/manage/:token"],
    ["/api/use-case-requests/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed", "/api/use-case-requests/:id"],
    ["/admin", "/admin"],
    ["/admin/posts/42", "/admin/posts/:id"],
    ["/healthz", "/healthz"],
    ["/metrics", "/metrics"],
    ["/robots.txt", "/robots.txt"],
    ["/assets/root-AbC123.js", "/assets/*"],
    ["/favicon.ico", "other"],
    ["/wp-login.php", "other"],
    ["/blog/a/b/c", "other"],
    [`/${"a/".repeat(40)}`, "other"],
    [`/${"x".repeat(5_000)}`, "other"],
  ];
  for (const [path, expected] of cases) expect([path, label(path)]).toEqual([path, expected]);
  // The labels agree with the router's own matching, wherever the router is asked.
  const table = routes();
  const flat = Object.values(table)
    .filter((route) => route!.id !== "root" && (route!.index || route!.path))
    .map((route) => ({ path: fullRoutePath(table, route!.id) }));
  for (const [path] of cases.filter(([path]) => !path.startsWith("/assets/") && path !== "/_root.data" && path.length < 100)) {
    const routed = matchRoutes(flat, path.replace(/\.data$/, ""))?.at(-1)?.route.path ?? "other";
    expect([path, label(path)]).toEqual([path, ["/healthz", "/metrics", "/robots.txt"].includes(path) ? path : routed]);
  }
});
