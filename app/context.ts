import { createContext as createReactContext } from "react";
import { createContext, type RouterContextProvider } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import type { Logger } from "~/config/logger.server";
import type { Analytics } from "~/owner/analytics.server";

/**
 * A page rendered once and kept (app/rendering/render-cache.server.ts) carries this token where
 * the CSP nonce goes; the server swaps in a fresh nonce for every response it sends.
 */
export const NONCE_PLACEHOLDER = "csp-nonce-placeholder-7f3a";

/** The CSP nonce of the response being rendered (router context, for loaders and the entry). */
export const nonceContext = createContext<string>(NONCE_PLACEHOLDER);
/** The open database; the server sets it for every request. */
export const databaseContext = createContext<DatabaseHandle>();

/** The server's logger (app/config/logger.server.ts): what a loader or an action logs is one line of it. */
export const loggerContext = createContext<Logger>();

/** The job queue (pg-boss); the server sets it for every request. */
export const jobQueueContext = createContext<JobQueue>();

/** Where the request came from (see server/client-address.ts): the key of per-visitor limits. */
export const clientAddressContext = createContext<string>("unknown");

/** The site's analytics (decision 033); none in tests that do not give one, and then nothing is counted. */
export const analyticsContext = createContext<Analytics | null>(null);

/**
 * What a page's data was read from, as each loader says it with keepWhile: for each kept read (the
 * site's values, the blog's), whether it still stands. A page whose route says `keep` is answered
 * for its path with the page kept for it, without the router, while all of them stand
 * (app/rendering/render-cache.server.ts, keptForUrl).
 */
export const keptWhileContext = createContext<ReadonlyArray<() => boolean>>([]);

/** Says that the page's data stands while `stands()` does (keptWhileContext). */
export function keepWhile(context: Readonly<RouterContextProvider>, stands: () => boolean): void {
  context.set(keptWhileContext, [...context.get(keptWhileContext), stands]);
}

/** The same nonce for components (the document shell passes it to its scripts). */
export const NonceContext = createReactContext<string | undefined>(undefined);

/** The scripts a document inlines (vite.config.ts, inlineScripts). */
export interface InlineScripts {
  /** What a page without React still does in the browser (app/page-script/). */
  page: string;
  /** Defines what each LocalTime's own script calls (app/features/events/local-time-script.ts). */
  localTime: string;
}

/**
 * The server's entry provides the inline scripts, so their text is in the server's bundle only,
 * never in a browser's download: in the browser they are empty, and React leaves the server's
 * script elements as they are.
 */
export const InlineScriptsContext = createReactContext<InlineScripts>({ page: "", localTime: "" });
