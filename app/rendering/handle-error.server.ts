import type { HandleErrorFunction } from "react-router";
import { processLogger } from "~/config/logger.server";

/**
 * React Router refuses an action posted from another origin (or with an Origin header that is no
 * URL) before any of the site's code runs, answers a 4xx, and hands the refusal here as an error:
 * "… Aborting the action." for a page, a bare "Bad Request" (its word for every request it cannot
 * take, each answered 400) for a page's data URL. That is the site working, not failing: the
 * request log's line already records it, so no stack trace goes to the error output for it. A
 * request the visitor abandoned is no error either. Everything else is one error line of the server's log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof Error && (error.message.endsWith("Aborting the action.") || error.message === "Bad Request")) return;
  processLogger().error({ err: error }, "route error");
};
