import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import localTimeScript from "virtual:local-time-script";
import pageScript from "virtual:page-script";
import { deferredPartsLoaded } from "~/components/deferred";
import { InlineScriptsContext, keptWhileContext, NonceContext, nonceContext, type InlineScripts } from "~/context";
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from "~/db/busy.server";
import { deferScripts, deferScriptsStream } from "~/rendering/defer-scripts.server";
import { retryLater } from "~/lib/retry-later";
import { processLogger } from "~/config/logger.server";
import { noncePageResponse } from "~/rendering/nonce-page.server";
import { keepForUrl, renderedOnce, renderKey, type RenderedPage } from "~/rendering/render-cache.server";
import type { RouteHandle } from "~/lib/route-handle";

export const streamTimeout = 5_000;

export { handleError } from "./rendering/handle-error.server";

const inlineScripts: InlineScripts = { page: pageScript, localTime: localTimeScript };

/**
 * React moves a finished Suspense boundary out of its place in the HTML, to the end of the stream
 * where a script puts it back, once the document so far is longer than this many bytes (12,800 by
 * default). A visitor without JavaScript would never see such a part (a deferred part, the list
 * of a page). With no limit, a finished boundary stays where it belongs; only one still waiting
 * for data streams in later.
 */
const WHOLE_BOUNDARIES = Number.POSITIVE_INFINITY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A loader or action that ran out of waiting for the database: the page says something went
  // wrong, but the status tells browsers and proxies to ask again shortly rather than give up.
  const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
  if (responseStatusCode === 500 && errors.some(isDatabaseBusy)) {
    const busy = retryLater(503, BUSY_RETRY_AFTER_SECONDS);
    responseStatusCode = busy.status;
    for (const [name, value] of Object.entries(busy.headers)) responseHeaders.set(name, value);
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  await deferredPartsLoaded();

  const key = renderKey(request, responseStatusCode, routerContext);
  if (!key) return renderStream(request, responseStatusCode, responseHeaders, routerContext, nonce);
  // A kept page may change with the next save in the console: a browser or a proxy asks again each time.
  if (keptPage(routerContext) && !responseHeaders.has("Cache-Control"))
    responseHeaders.set("Cache-Control", "public, max-age=0, must-revalidate");
  return renderedOnce(key, (placeholder) => renderWhole(request, routerContext, placeholder)).then(({ page, failed }) => {
    // Rendered before (or by a request alongside): this request's copy of the data is not read.
    routerContext.serverHandoffStream?.cancel().catch(() => {});
    if (!failed && keptPage(routerContext)) {
      const reads = loadContext.get(keptWhileContext);
      const stands = () => reads.every((read) => read());
      if (stands()) keepForUrl(new URL(request.url), { key, page, headers: responseHeaders, stands });
    }
    return noncePageResponse(page, nonce, request, { headers: responseHeaders, status: failed ? 500 : responseStatusCode });
  });
}

/** Whether the page's route says it is kept for its path (RouteHandle.keep). */
function keptPage({ staticHandlerContext: state, routeModules }: EntryContext): boolean {
  const leaf = state.matches.at(-1);
  return (leaf && (routeModules[leaf.route.id]?.handle as RouteHandle | undefined)?.keep) === true;
}

/** The page as React renders it: the router, with the response's nonce and the inline scripts in context. */
function documentOf(request: Request, routerContext: EntryContext, nonce: string) {
  return (
    <NonceContext value={nonce}>
      <InlineScriptsContext value={inlineScripts}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineScriptsContext>
    </NonceContext>
  );
}

function renderStream(request: Request, initialStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, nonce: string) {
  let responseStatusCode = initialStatusCode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(documentOf(request, routerContext, nonce), {
      nonce,
      progressiveChunkSize: WHOLE_BOUNDARIES,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body.pipe(deferScriptsStream())), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject and are logged by the router; later ones only here.
        if (shellRendered) processLogger().error({ err: error }, "render error");
      },
    });
  });
}

/** The whole document as one string, once every suspended part has rendered. */
function renderWhole(request: Request, routerContext: EntryContext, nonce: string): Promise<RenderedPage> {
  return new Promise<RenderedPage>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(documentOf(request, routerContext, nonce), {
      nonce,
      progressiveChunkSize: WHOLE_BOUNDARIES,
      onAllReady() {
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(timeoutId);
          resolve({ html: deferScripts(Buffer.concat(chunks).toString("utf8")), failed });
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        // As in a streamed render: the page is answered with 500, and never kept.
        failed = true;
        processLogger().error({ err: error }, "render error");
      },
    });
  });
}
