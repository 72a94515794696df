import routeConfig from "../../app/routes";

export interface RouteUnderTest {
  path: string;
  status: number;
}

/** Sample values for routes with parameters, so every registered route gets visited. */
const samples: Record<string, RouteUnderTest> = {
  "*": { path: "/this-page-does-not-exist", status: 404 },
  "blog/:slug": { path: "/blog/three-waves-ai-transformation", status: 200 },
  // A preview link is signed per post (blog-authoring.spec.ts follows a real one): a forged one opens nothing.
  "blog/preview/:token": { path: "/blog/preview/not-a-real-token", status: 404 },
  // A registrant's link is made per registration (events.spec.ts follows a real one): a forged one
  // answers its own clear page.
  "events/manage/:token": { path: "/events/manage/not-a-real-token", status: 404 },
  // A subscriber's links are signed per subscriber (newsletter-consent.spec.ts follows real ones):
  // a forged one answers its own clear page.
  "newsletter/confirm/:token": { path: "/newsletter/confirm/not-a-real-token", status: 404 },
  "newsletter/unsubscribe/:token": { path: "/newsletter/unsubscribe/not-a-real-token", status: 404 },
  // A buyer's access link is signed per purchase (guide-purchase.spec.ts follows a real one): a forged
  // one answers its own clear page.
  "full-guide/access/:token": { path: "/full-guide/access/not-a-real-token", status: 404 },
};

function collect(entries: typeof routeConfig, prefix = ""): RouteUnderTest[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix || "/" : entry.path !== undefined ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : undefined;
    const children = entry.children ? collect(entry.children, own ?? prefix) : [];
    if (own === undefined || entry.children?.length) return children;
    // The owner's console answers nobody without a session: console.spec.ts visits each page signed in.
    if (own === "/admin" || own.startsWith("/admin/")) return children;
    // Resource routes (loader-only .ts modules: the feed, llms.txt, a post's Markdown) answer files,
    // not pages; their own specs test them.
    if (entry.file.endsWith(".ts")) return children;
    const sample = samples[entry.path ?? ""];
    if (sample) return [sample, ...children];
    if (own.includes(":") || own.includes("*")) throw new Error(`Add a sample URL for ${own} in tests/e2e/routes.ts`);
    return [{ path: own, status: 200 }, ...children];
  });
}

/** Every URL registered in app/routes.ts, with the status it must answer. */
export const routesUnderTest = collect(routeConfig);
