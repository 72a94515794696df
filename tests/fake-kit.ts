import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface KitRequest {
  method: string;
  path: string;
  apiKey: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** What the next request to a path gets instead of Kit's normal answer (429, a 500, a 422). */
export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A stand-in for Kit's v4 API on 127.0.0.1, speaking its wire format for the two calls a sign-up
 * makes: POST /v4/subscribers (an upsert: 201 when new, 200 when known) and
 * POST /v4/forms/{form_id}/subscribers (201 when added, 200 when already on the form, 404 for an
 * unknown form, 422 for an address that is not a subscriber yet), and the key's check: GET /v4/account
 * and GET /v4/forms (the one form it knows); and a subscriber's read, GET /v4/subscribers?email_address=. Errors are { "errors": [...] },
 * a wrong key is 401. Tests can script the next answers per path to play a rate limit or an outage.
 */
export async function startFakeKit(options: { apiKey: string; formId: string }) {
  const requests: KitRequest[] = [];
  const subscribers = new Map<string, { id: number; state: string }>();
  const onForm = new Set<string>();
  const scripted = new Map<string, ScriptedAnswer[]>();
  let nextId = 1000;

  function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
    res.end(JSON.stringify(body));
  }

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const path = url.pathname;
      const body = await readBody(req);
      const apiKey = req.headers["x-kit-api-key"] as string | undefined;
      requests.push({ method: req.method ?? "", path, apiKey, contentType: req.headers["content-type"], body });

      const answer = scripted.get(path)?.shift();
      if (answer && typeof answer.body === "string") {
        // A proxy's error page, not Kit's JSON.
        res.writeHead(answer.status, { "content-type": "text/html", ...answer.headers });
        return res.end(answer.body);
      }
      if (answer) return json(res, answer.status, answer.body ?? { errors: [`scripted ${answer.status}`] }, answer.headers);
      if (apiKey !== options.apiKey) return json(res, 401, { errors: ["The access token is invalid"] });
      if (req.method === "GET" && path === "/v4/account") {
        return json(res, 200, {
          user: { email: "owner@jamie-rivera.dev" },
          account: { id: 5, name: "Jamie's newsletter", plan_type: "creator", primary_email_address: "owner@jamie-rivera.dev" },
        });
      }
      if (req.method === "GET" && path === "/v4/forms") {
        return json(res, 200, {
          forms: [{ id: Number(options.formId), name: "Site sign-ups", type: "embed", format: "inline", archived: false }],
          pagination: { has_previous_page: false, has_next_page: false, start_cursor: null, end_cursor: null, per_page: 1000 },
        });
      }
      if (req.method === "GET" && path === "/v4/subscribers") {
        // Kit's list filtered by one address: the one subscriber, or none.
        const address = url.searchParams.get("email_address") ?? "";
        const found = subscribers.get(address.toLowerCase());
        return json(res, 200, {
          subscribers: found
            ? [
                {
                  id: found.id,
                  first_name: null,
                  email_address: address.toLowerCase(),
                  state: found.state,
                  created_at: "2026-11-25T01:00:00Z",
                  fields: {},
                },
              ]
            : [],
          pagination: { has_previous_page: false, has_next_page: false, start_cursor: null, end_cursor: null, per_page: 500 },
        });
      }
      if (req.method !== "POST") return json(res, 404, { errors: ["Not Found"] });

      const email = typeof body === "object" && body && "email_address" in body ? String(body.email_address) : "";
      if (path === "/v4/subscribers") {
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return json(res, 422, { errors: ["Email address is invalid"] });
        const key = email.toLowerCase();
        const known = subscribers.get(key);
        const state = known?.state ?? (typeof body === "object" && body && "state" in body ? String(body.state) : "active");
        const subscriber = known ?? { id: nextId++, state };
        subscribers.set(key, subscriber);
        return json(res, known ? 200 : 201, {
          subscriber: { id: subscriber.id, first_name: null, email_address: email, state, created_at: "2026-11-25T01:00:00Z", fields: {} },
        });
      }
      const form = /^\/v4\/forms\/([^/]+)\/subscribers$/.exec(path);
      if (form) {
        if (form[1] !== options.formId) return json(res, 404, { errors: ["Not Found"] });
        const subscriber = subscribers.get(email.toLowerCase());
        if (!subscriber) return json(res, 422, { errors: ["Subscriber does not exist"] });
        const added = !onForm.has(email.toLowerCase());
        onForm.add(email.toLowerCase());
        return json(res, added ? 201 : 200, {
          subscriber: {
            id: subscriber.id,
            first_name: null,
            email_address: email,
            state: subscriber.state,
            created_at: "2026-11-25T01:00:00Z",
            added_at: "2026-11-25T01:00:00Z",
            fields: {},
            referrer: typeof body === "object" && body && "referrer" in body ? body.referrer : null,
            referrer_utm_parameters: {},
          },
        });
      }
      return json(res, 404, { errors: ["Not Found"] });
    })();
  });
  // Idle connections outlive the client's own keep-alive: a slow machine's late timers then never
  // reuse one the server is closing (read ECONNRESET).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Addresses on the form, lower-cased. */
    onForm,
    /** Sets a subscriber's state, as its owner confirming at Kit (active) or leaving (cancelled) would. */
    setState(email: string, state: string) {
      const known = subscribers.get(email.toLowerCase());
      if (known) known.state = state;
    },
    /** The next answers to requests for `path`, in order, before Kit's normal ones resume. */
    script(path: string, ...answers: ScriptedAnswer[]) {
      scripted.set(path, [...(scripted.get(path) ?? []), ...answers]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
