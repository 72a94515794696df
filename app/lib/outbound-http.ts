/**
 * Every request the server makes to another service (YouTube, the model API, Kit, the profile
 * provider, the owner's photo, the launch check's look at the model list) goes through here: one
 * deadline per request, the site's user agent, and one error type that says which request failed
 * and whether asking again later may help.
 */

/** How the site names itself to the services it calls. */
export const USER_AGENT = "work-waves-site";

export class OutboundError extends Error {
  override name = "OutboundError";
  /** The answer's status; none when no answer came (a network failure, the deadline) or the answer was unusable. */
  readonly status: number | undefined;
  readonly timedOut: boolean;

  constructor(message: string, options: { status?: number; timedOut?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.timedOut = options.timedOut ?? false;
  }

  /** No answer, or one that says "not now" (408, 429, 5xx): the same request may succeed later. Any other 4xx is about the request itself. */
  get retryable(): boolean {
    return this.status === undefined || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

export interface OutboundInit extends Omit<RequestInit, "signal"> {
  /** Names the request in errors: "YouTube API playlistItems", "Kit create subscriber". */
  what: string;
  /** One deadline for the answer's headers and its body alike: a slow trickle is as bad as no answer. */
  timeoutMs: number;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

/**
 * Sends the request with the deadline and the user agent and resolves with the answer, whatever
 * its status; rejects with an OutboundError when none comes.
 */
export async function outboundFetch(
  url: string | URL,
  { what, timeoutMs, fetch: send = fetch, headers, ...init }: OutboundInit,
): Promise<Response> {
  const withAgent = new Headers(headers);
  if (!withAgent.has("user-agent")) withAgent.set("user-agent", USER_AGENT);
  try {
    return await send(url, { ...init, headers: withAgent, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    const reason = timedOut
      ? `timed out after ${timeoutMs} ms`
      : error instanceof Error
        ? ((error.cause as Error | undefined)?.message ?? error.message)
        : String(error);
    throw new OutboundError(`${what}: ${reason}`, { timedOut, cause: error });
  }
}

/**
 * The error for an answer that is not a success: its status and the start of its body (`describe`
 * may say it better, from the body's text). Reading the body lets the connection be reused.
 */
export async function refusedAnswer(
  response: Response,
  what: string,
  describe?: (text: string) => string | undefined,
): Promise<OutboundError> {
  const text = await response.text().catch(() => "");
  const detail = describe?.(text) ?? text.slice(0, 300).trim();
  return new OutboundError(`${what}: HTTP ${response.status}${detail ? `: ${detail}` : ""}`, { status: response.status });
}
