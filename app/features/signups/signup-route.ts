import type { ClientActionFunctionArgs } from "react-router";
import type { SignupResult } from "./signup-fields";

/**
 * With JavaScript, a failed request (server error, lost connection) must leave the visitor in the
 * form with a toast, not on the error page: the router throws such failures, so they are caught
 * here and answered like any other failure.
 */
export async function signupClientAction({ serverAction }: ClientActionFunctionArgs): Promise<SignupResult> {
  try {
    return (await serverAction()) as SignupResult;
  } catch {
    return { ok: false, failed: true, errors: {} };
  }
}


/**
 * A route's action headers reach the response only through its `headers` export: this passes on
 * the rate limit's Retry-After.
 */
export function signupHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}
