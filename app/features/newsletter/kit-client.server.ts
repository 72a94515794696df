/**
 * Kit's v4 API, the two calls a sign-up needs: create the subscriber, then add it to the form; and
 * the read of a subscriber's state, which the site's list mirrors.
 * Kit answers 200 when the subscriber (or the form's subscription) already exists and 201 when it is
 * new, so sending an address twice is harmless and a retried job may repeat both calls.
 */
import { outboundFetch, refusedAnswer } from "~/lib/outbound-http";

export interface KitOptions {
  apiKey: string;
  formId: string;
  /** https://api.kit.com (tests point it at a local server). */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * Kit's calls fail with an OutboundError: `retryable` when Kit could not answer now (its rate limit,
 * an outage, the network) and the job is tried again later; otherwise Kit refused the request for
 * good (a bad address, an unknown form, a revoked key) and retrying cannot help.
 */

const DEFAULT_TIMEOUT_MS = 10_000;

/** Kit's errors come as { "errors": ["..."] }; anything else is kept short for the row and the log. */
function kitErrors(text: string): string {
  try {
    const body = JSON.parse(text) as { errors?: unknown };
    if (Array.isArray(body.errors) && body.errors.length > 0) return body.errors.map(String).join("; ");
  } catch {
    // Not JSON: an HTML error page from a proxy, say.
  }
  return text.slice(0, 200);
}

export function createKitClient(options: KitOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function post(path: string, body: object, what: string): Promise<void> {
    const response = await outboundFetch(`${base}${path}`, {
      what: `Kit ${what}`,
      timeoutMs,
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-Kit-Api-Key": options.apiKey },
      body: JSON.stringify(body),
    });
    if (response.ok) {
      // Read to the end so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      return;
    }
    throw await refusedAnswer(response, `Kit ${what}`, kitErrors);
  }

  async function get<T>(path: string, what: string): Promise<T> {
    const response = await outboundFetch(`${base}${path}`, {
      what: `Kit ${what}`,
      timeoutMs,
      headers: { Accept: "application/json", "X-Kit-Api-Key": options.apiKey },
    });
    if (!response.ok) throw await refusedAnswer(response, `Kit ${what}`, kitErrors);
    return (await response.json().catch(() => ({}))) as T;
  }

  return {
    /**
     * Asks Kit whether it takes the key (the account it belongs to) and whether the form sign-ups
     * join is one of the account's forms; changes nothing at Kit.
     */
    async checkKey(): Promise<{ account: string; formFound: boolean }> {
      const account = await get<{ account?: { name?: unknown }; user?: { email?: unknown } }>("/v4/account", "account");
      const forms = await get<{ forms?: { id?: unknown }[] }>("/v4/forms?per_page=1000", "forms");
      return {
        account: String(account.account?.name ?? account.user?.email ?? "your account"),
        formFound: (forms.forms ?? []).some((form) => String(form.id) === options.formId),
      };
    },
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
    /**
     * Kit's own word for the subscriber with this address (active, inactive, cancelled, bounced,
     * complained), or undefined when Kit holds none. Changes nothing at Kit.
     */
    async subscriberState(email: string): Promise<string | undefined> {
      const found = await get<{ subscribers?: { email_address?: unknown; state?: unknown }[] }>(
        `/v4/subscribers?email_address=${encodeURIComponent(email)}`,
        "subscriber state",
      );
      const match = (found.subscribers ?? []).find((one) => String(one.email_address).toLowerCase() === email.toLowerCase());
      return typeof match?.state === "string" ? match.state : undefined;
    },
  };
}

export type KitClient = ReturnType<typeof createKitClient>;
