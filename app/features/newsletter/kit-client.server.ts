/**
 * Kit's v4 API, the two calls a sign-up needs: create the subscriber, then add it to the form.
 * Kit answers 200 when the subscriber (or the form's subscription) already exists and 201 when it is
 * new, so sending an address twice is harmless and a retried job may repeat both calls.
 */

export interface KitOptions {
  apiKey: string;
  formId: string;
  /** https://api.kit.com (tests point it at a local server). */
  baseUrl: string;
  timeoutMs?: number;
}

/** Kit refused the request for good (a bad address, an unknown form, a revoked key): retrying cannot help. */
export class KitRefusal extends Error {
  override name = "KitRefusal";
}

/** Kit could not answer now (its rate limit, an outage, the network): the job is tried again later. */
export class KitUnavailable extends Error {
  override name = "KitUnavailable";
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Kit's errors come as { "errors": ["..."] }; anything else is kept short for the row and the log. */
async function describeAnswer(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { errors?: unknown };
    if (Array.isArray(body.errors) && body.errors.length > 0) return `HTTP ${response.status}: ${body.errors.map(String).join("; ")}`;
  } catch {
    // Not JSON: an HTML error page from a proxy, say.
  }
  return `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}`;
}

export function createKitClient(options: KitOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function post(path: string, body: object, what: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "X-Kit-Api-Key": options.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? `timed out after ${timeoutMs} ms` : String(error);
      throw new KitUnavailable(`Kit ${what}: ${reason}`, { cause: error });
    }
    if (response.ok) {
      // Read to the end so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      return;
    }
    const answer = `Kit ${what}: ${await describeAnswer(response)}`;
    // 408 and 429 say "not now"; 5xx is Kit's trouble. Every other 4xx is about the request itself.
    if (response.status === 408 || response.status === 429 || response.status >= 500) throw new KitUnavailable(answer);
    throw new KitRefusal(answer);
  }

  return {
    /**
     * Creates the subscriber inactive, then adds it to the form: Kit then sends the form's
     * confirmation e-mail, and the address becomes active when its owner confirms, as through the
     * embedded form. An existing subscriber keeps its state (Kit's create does not change it).
     */
    async subscribe(email: string, referrer?: string): Promise<void> {
      await post("/v4/subscribers", { email_address: email, state: "inactive" }, "create subscriber");
      await post(
        `/v4/forms/${encodeURIComponent(options.formId)}/subscribers`,
        { email_address: email, ...(referrer ? { referrer } : {}) },
        "add subscriber to form",
      );
    },
  };
}

export type KitClient = ReturnType<typeof createKitClient>;
