import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import { clientAddressContext, databaseContext, jobQueueContext, loggerContext } from "~/context";
import { processLogger } from "~/config/logger.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { JobQueue } from "~/jobs/job-queue.server";

/** What the server puts in a request's router context (app/context.ts); a test fills what its subject reads. */
export interface TestContext {
  database?: DatabaseHandle;
  queue?: JobQueue;
  /** The visitor's address; a fresh one unless the test needs several requests from one visitor. */
  address?: string;
}

/** A form post to `path` on the site, as a browser sends one. */
export function postForm(path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

/** A JSON post to `path` on the site, as the pages' scripts send one (with the visitor's cookie, if any). */
export function postJson(path: string, body: unknown, cookie?: string) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

let addressCounter = 0;
/** Each call is another visitor, so the per-visitor limits (process-wide on PGlite) never mix tests. */
export const freshAddress = () => `2001:db8::${(++addressCounter).toString(16)}`;

/** A router context as the server builds one per request, around the test's own database and queue. */
export function routerContext({ database, queue, address = freshAddress() }: TestContext = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  if (database) context.set(databaseContext, database);
  if (queue) context.set(jobQueueContext, queue);
  context.set(clientAddressContext, address);
  context.set(loggerContext, processLogger());
  return context;
}

// Any loader or action: the router's argument types differ per route (typed params), so the
// helper builds the arguments and the route's own return type comes back.
type RouteFunction = (args: never) => unknown;

/**
 * Calls a route's loader or action as the router does: the request, its URL, the route's params
 * and a context (a built one, or the parts to build it from). Answers what the route returned.
 */
export async function callRoute<Handler extends RouteFunction>(
  handler: Handler,
  request: Request | string,
  context: RouterContextProvider | TestContext = {},
  params: Record<string, string> = {},
): Promise<Awaited<ReturnType<Handler>>> {
  const req = typeof request === "string" ? new Request(request) : request;
  const url = new URL(req.url);
  const provider = context instanceof RouterContextProvider ? context : routerContext(context);
  const args = { request: req, url, pattern: url.pathname, params, context: provider };
  return (await handler(args as never)) as Awaited<ReturnType<Handler>>;
}

type Unwrapped<Answer> = Answer extends UNSAFE_DataWithResponseInit<infer Result> ? Result : Answer;

/** What a visitor gets from a route's `data(result, init)` or bare result: the status, the headers and the result. */
export function answerOf<Answer>(answer: Answer): { status: number; headers: Headers; result: Unwrapped<Answer> } {
  if (answer && typeof answer === "object" && "data" in answer && "init" in answer) {
    const { data, init } = answer as unknown as UNSAFE_DataWithResponseInit<Unwrapped<Answer>>;
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), result: data };
  }
  return { status: 200, headers: new Headers(), result: answer as Unwrapped<Answer> };
}

/** callRoute, then answerOf: for the routes that answer with `data()`. */
export async function routeAnswer<Handler extends RouteFunction>(...call: Parameters<typeof callRoute<Handler>>) {
  return answerOf(await callRoute(...call));
}
