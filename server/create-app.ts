import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { analyticsContext, clientAddressContext, databaseContext, jobQueueContext, loggerContext, nonceContext } from "~/context";
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from "~/db/busy.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { AppEnv } from "~/config/env.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { retryLater } from "~/lib/retry-later";
import type { Analytics } from "~/owner/analytics.server";
import { requestBodyLimits } from "./body-limits";
import { clientAddress } from "./client-address";
import { compression } from "./compression";
import { fairTurns } from "./fair-turns";
import type { Logger } from "~/config/logger.server";
import { collectProcessMetrics, httpRequests, httpRequestSeconds } from "~/config/metrics.server";
import { METRICS_PATH, metricsEndpoint, routeLabels } from "./metrics";
import { noncePageResponse } from "~/rendering/nonce-page.server";
import { publicRequestUrl, readdressed } from "./public-url";
import { ALLOW, isServedMethod, loggedPath, METHOD_REFUSAL, pathNoPageHas } from "./request-edge";
import { createNonce, securityHeaders } from "./security-headers";
import { checkoutOrigins } from "~/features/payment/payments-gateway.server";
import { STRIPE_WEBHOOK_PATH, stripeWebhook } from "./stripe-webhook";
import { robotsTxt, sitemapXml, webManifest } from "./site-files";
import { getPublicBlog } from "~/features/blog/post-store.server";
import { keptForUrl } from "~/rendering/render-cache.server";
import { getSiteValues } from "~/content/site-values.server";

export interface AppDependencies {
  build: ServerBuild;
  /** In development: the router's build as the sources are now, loaded per request. */
  loadBuild?: () => Promise<ServerBuild>;
  env: AppEnv;
  database: DatabaseHandle;
  queue: JobQueue;
  logger: Logger;
  /** build/client: hashed assets and public files. */
  clientDir: string;
  /** Counts page views and conversions (decision 033); absent, nothing is counted. */
  analytics?: Analytics;
  /** What /healthz says besides the database: the build this process runs, and whether it is stopping. */
  health?: () => { build: string; draining: boolean };
}

type AppBindings = { Variables: { nonce: string } };

// Requests started per turn of the event loop (see fair-turns.ts): a turn of this many page
// renders stays within a few milliseconds, so new connections are let in while a burst is served.
const REQUESTS_PER_TURN = 8;
// Requests that may wait for a turn. At the 1,400 requests a second the events page was served at
// (decision 045) 1,024 wait under a second; at 5 ms a page rendered per request, about 5 s, still
// within a browser's patience. A request past them would wait longer than its visitor does: it is
// answered 503 with Retry-After at once, and the queue no longer grows with the attack.
const MAX_WAITING_REQUESTS = 1024;

// Files made from the running config alone: the same for every visitor, so shared caches may keep
// them too. Pages never get s-maxage: each carries its response's CSP nonce (decision 021).
const FILE_CACHE = "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400";

function plainPage(nonce: string, status: number, title: string, text: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style nonce="${nonce}">body{font:16px/1.6 system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1.5rem;color:#1b2238}a{color:#4338ca}</style></head><body><p>Error ${status}</p><h1>${title}</h1><p>${text}</p><p><a href="/">Return to Home</a></p></body></html>`;
}

/**
 * One log line per request, and the same request counted for /metrics under its route's pattern
 * (`routeOf`), never its path.
 */
const requestLog =
  (logger: Logger, routeOf: (path: string) => string): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    // A visitor who closed the connection or ran out the request timeout before the answer: their
    // connection failed, not the site, so it is no error (whatever the answer that nobody read).
    const aborted = c.req.raw.signal.aborted;
    const seconds = (performance.now() - started) / 1000;
    const line = {
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: aborted ? "aborted" : status,
      ms: Math.round(seconds * 10_000) / 10,
    };
    if (status >= 500 && !aborted) logger.error(line, "request");
    else logger.info(line, "request");
    const labels = { method: isServedMethod(c.req.method) ? c.req.method : "other", route: routeOf(c.req.path) };
    httpRequests.inc({ ...labels, status: aborted ? "aborted" : String(status) });
    httpRequestSeconds.observe(labels, seconds);
  };

export function createApp({ build, loadBuild, env, database, queue, logger, clientDir, analytics, health }: AppDependencies) {
  const app = new Hono<AppBindings>();
  const visitorAddress = (c: Context) =>
    clientAddress({
      socketAddress: getConnInfo(c).remote.address,
      forwardedFor: c.req.header("X-Forwarded-For"),
      trustedProxies: env.server.TRUST_PROXY,
    });
  const handleRequest = loadBuild ? createRequestHandler(loadBuild, "development") : createRequestHandler(build, "production");
  // serveStatic resolves its root against the working directory.
  const staticRoot = path.relative(process.cwd(), clientDir) || ".";

  collectProcessMetrics();
  app.use(requestLog(logger, routeLabels(build.routes)));

  const checkout = checkoutOrigins(env.server);
  app.use(async (c, next) => {
    const nonce = createNonce();
    c.set("nonce", nonce);
    await next();
    // The newsletter provider the owner saved is the one whose forms the policy lets in.
    const site = await getSiteValues(database).then(
      (values) => values.site,
      () => env.site,
    );
    for (const [name, value] of Object.entries(securityHeaders(nonce, site, checkout))) {
      // A page may keep a stricter policy of its own: a manage link's page sends no referrer.
      if (name === "Referrer-Policy" && c.res.headers.has(name)) continue;
      c.res.headers.set(name, value);
    }
  });

  const busy = (c: Context<AppBindings>) => {
    const { status, headers } = retryLater(503, BUSY_RETRY_AFTER_SECONDS);
    return c.html(plainPage(c.get("nonce") ?? "", status, "Busy right now", "Please try again in a moment."), status, headers);
  };

  app.onError((error, c) => {
    if (isDatabaseBusy(error)) {
      logger.warn({ err: error, path: loggedPath(c.req.path) }, "database busy");
      return busy(c);
    }
    logger.error({ err: error, path: loggedPath(c.req.path) }, "unhandled error");
    return c.html(plainPage(c.get("nonce") ?? "", 500, "Something went wrong", "Please try again in a moment."), 500);
  });

  // What the first line of a request alone refuses, before it waits for a turn: a method the site
  // does not serve (a TRACE could not even be readdressed to SITE_URL), and a path no page has.
  app.use(async (c, next) => {
    const nonce = c.get("nonce");
    if (!isServedMethod(c.req.method)) {
      c.header("Allow", ALLOW);
      return c.html(plainPage(nonce, 405, "Method not allowed", METHOD_REFUSAL), 405);
    }
    const refused = pathNoPageHas(c.req.path);
    if (refused === 414) return c.html(plainPage(nonce, 414, "Address too long", "No page of this site has an address this long."), 414);
    if (refused === 404) return c.html(plainPage(nonce, 404, "Page not found", "No page of this site has this address."), 404);
    return next();
  });

  // Before fair turns: a scrape is answered while a burst waits, and says how long that queue is.
  // Refused, it goes on like any path no page has (server/metrics.ts, decision 071).
  app.get(
    METRICS_PATH,
    metricsEndpoint({ database, queue, health }, env.server.METRICS_TOKEN, (c) => getConnInfo(c).remote.address),
  );

  app.use(fairTurns(REQUESTS_PER_TURN, { maxWaiting: MAX_WAITING_REQUESTS, refuse: busy }));

  // A path with broken percent-encoding can't name any page: say so instead of failing deeper.
  app.use(async (c, next) => {
    try {
      decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.html(
        plainPage(c.get("nonce"), 400, "Bad Request", "The address contains invalid characters. Check the link and try again."),
        400,
      );
    }
    return next();
  });

  app.use(
    requestBodyLimits(env.server.BODY_LIMIT_BYTES, (c) =>
      c.html(plainPage(c.get("nonce"), 413, "Request too large", "What you sent is larger than this site accepts."), 413),
    ),
  );

  // Stripe's events: the raw body, before the router and its origin check (server/stripe-webhook.ts).
  app.post(STRIPE_WEBHOOK_PATH, stripeWebhook({ env, database, queue, logger }));

  // Ready or not, for a proxy's health check and an upgrade's wait: 503 while the database does not
  // answer, and while this instance stops ("draining", decision 070); `build` names what it runs.
  app.get("/healthz", async (c) => {
    const { build: running, draining } = health?.() ?? { build: undefined, draining: false };
    const state = draining ? "draining" : (await database.ping()) ? "ok" : "unavailable";
    const { status, headers } = state === "ok" ? { status: 200 as const, headers: {} } : retryLater(503, BUSY_RETRY_AFTER_SECONDS);
    return c.json({ status: state, database: database.kind, build: running }, status, { ...headers, "Cache-Control": "no-store" });
  });

  app.use(compression());

  // Made from the route table, the published posts and the running config, so they always match the live site.
  app.get("/sitemap.xml", async (c) => {
    const { posts } = await getPublicBlog(database);
    const postPages = posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt.slice(0, 10) }));
    return c.body(sitemapXml(build.routes, env.site.siteUrl, postPages), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": FILE_CACHE,
    });
  });
  app.get("/robots.txt", (c) => c.text(robotsTxt(env.site.siteUrl), 200, { "Cache-Control": FILE_CACHE }));
  app.get("/site.webmanifest", async (c) =>
    c.body(
      webManifest(
        await getSiteValues(database).then(
          (values) => values.site,
          () => env.site,
        ),
      ),
      200,
      { "Content-Type": "application/manifest+json", "Cache-Control": FILE_CACHE },
    ),
  );

  // A page answered 200, kept or rendered now, is counted once it is answered: the count
  // only adds to memory, and the analytics write it in batches (decision 033).
  if (analytics) {
    app.on(["GET"], "*", async (c, next) => {
      await next();
      const type = c.res.headers.get("Content-Type") ?? "";
      // A page, or the data a client-side navigation fetches for one.
      if (c.res.status !== 200 || !(type.startsWith("text/html") || c.req.path.endsWith(".data"))) return;
      analytics.pageView({ url: new URL(c.req.url), headers: c.req.raw.headers, address: visitorAddress(c) });
    });
  }

  // Pages kept for their path while what they were made from stands (the site's values, the blog):
  // from memory, each response with its own nonce, without the router; the first request after a
  // change renders again (decision 068).
  app.get("*", async (c, next) => {
    const kept = c.req.query("_routes") === undefined ? keptForUrl(new URL(c.req.url)) : undefined;
    if (!kept) return next();
    return noncePageResponse(kept.page, c.get("nonce"), c.req.raw, { status: 200, headers: kept.headers });
  });

  // Hashed by the build, so they never change under their name.
  app.use(
    "/assets/*",
    serveStatic({
      root: staticRoot,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  // Other public files (favicon, images). HTML goes through the kept pages or the router, never
  // straight from disk, so every page gets its nonce.
  const publicFiles = serveStatic({
    root: staticRoot,
    precompressed: true,
    onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
  });
  app.use("*", (c, next) => (/\.(?!html?$)[a-z0-9]+$/i.test(c.req.path) ? publicFiles(c, next) : next()));

  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(nonceContext, c.get("nonce"));
    context.set(databaseContext, database);
    context.set(jobQueueContext, queue);
    context.set(loggerContext, logger);
    context.set(analyticsContext, analytics ?? null);
    context.set(clientAddressContext, visitorAddress(c));
    // Pages and resource routes alike see the address the visitor used, so an action's origin
    // check (and the /api/ routes' own) compares like with like behind a TLS proxy.
    const url = publicRequestUrl({
      url: c.req.raw.url,
      forwardedProto: c.req.header("X-Forwarded-Proto"),
      forwardedHost: c.req.header("X-Forwarded-Host"),
      trustedProxies: env.server.TRUST_PROXY,
      siteOrigin: env.siteOrigin,
    });
    return handleRequest(readdressed(c.req.raw, url), context);
  });

  return app;
}
