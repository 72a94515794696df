import type { DatabaseHandle } from "~/db/client.server";
import type { StreamSlots } from "~/db/limits.server";
import { tooMany } from "./finder-input.server";
import { getRequestStateForVisit, isRequestId, isVisitsRequest } from "./request-queries.server";
import { isTerminal, type RequestState, type RequestStatus } from "./request-state";
import type { GuideAccess } from "~/lib/guide-access";
import { jsonRefusal } from "~/lib/json-input";
import { retryLater } from "~/lib/retry-later";

/** The channel the ai_use_case_requests trigger announces changes on (drizzle/0001_notify_triggers.sql). */
export const REQUEST_CHANGES_CHANNEL = "ai_use_case_requests_changes";
const HEARTBEAT_MS = 15_000;
// How long a browser waits before reconnecting after the connection drops.
const RECONNECT_MS = 2_000;

interface OpenStream {
  ping(): void;
}
const openStreams = new Set<OpenStream>();
let ticker: NodeJS.Timeout | undefined;

/** Streams open in this process (a stream is counted from its first byte to its cleanup). */
export const openStreamCount = () => openStreams.size;

// One timer for every stream's keep-alive comment, running only while streams are open.
function track(stream: OpenStream) {
  openStreams.add(stream);
  ticker ??= setInterval(() => {
    for (const open of [...openStreams]) open.ping();
  }, HEARTBEAT_MS).unref();
}
function untrack(stream: OpenStream) {
  openStreams.delete(stream);
  if (openStreams.size === 0 && ticker) {
    clearInterval(ticker);
    ticker = undefined;
  }
}

const busy = () => jsonRefusal(503, "busy", { headers: retryLater(503, 5).headers });
const notFound = () => jsonRefusal(404, "Request not found");

/** The plain read behind no-JS and fallback polling: the row's state as JSON. */
export async function requestStateResponse(
  database: DatabaseHandle,
  id: string | undefined,
  visitId: string | undefined,
  guide: GuideAccess,
) {
  if (!isRequestId(id)) return notFound();
  const state = await getRequestStateForVisit(database.db, id, visitId, guide);
  return state ? Response.json(state, { headers: { "Cache-Control": "no-store" } }) : notFound();
}

/** The request an announcement names: the trigger sends {"table", "op", "id"}. */
function announcedId(payload: string): unknown {
  try {
    return (JSON.parse(payload) as { id?: unknown } | null)?.id;
  } catch {
    return undefined;
  }
}

const encoder = new TextEncoder();
const message = (state: RequestState) => encoder.encode(`data: ${JSON.stringify(state)}\n\n`);

export interface StreamLimits {
  /** Streams this process serves at once, whoever asks (its sockets and memory). */
  maxStreams: number;
  /** The per-address and per-visit caps, counted across every instance. */
  slots: StreamSlots;
  /** The visitor's address, the key of the per-address cap. */
  address: string;
  /** The full guides' state for this browser, read once as the stream opens. */
  guide: GuideAccess;
}

/**
 * The finder's status stream: one request's state as server-sent events. It listens before it reads, so a change made
 * between the read and the LISTEN is never missed; then it sends the row's state, and again after
 * every change the database announces (whichever server instance made it); it ends after completed
 * or failed. A browser that reconnects simply gets the current row first. One visitor holds at most
 * a few streams (429 beyond), so nobody can take every slot of the process.
 */
export async function requestEventsResponse(
  request: Request,
  database: DatabaseHandle,
  id: string | undefined,
  visitId: string | undefined,
  limits: StreamLimits,
): Promise<Response> {
  if (!isRequestId(id)) return notFound();
  if (openStreams.size >= limits.maxStreams) return busy();
  // Only a visit the server stored with this request counts against the caps: an id a client
  // makes up gets its 404 here, before it could take (or spend someone's) slot.
  if (!(await isVisitsRequest(database.db, id, visitId))) return notFound();
  const slot = await limits.slots.acquire({ address: limits.address, session: visitId });
  if (!slot.ok) return slot.reason === "unavailable" ? busy() : tooMany(slot.retryAfterSeconds);
  try {
    return await openStream(request, database, id, visitId, limits.guide, slot.release);
  } catch (error) {
    await slot.release();
    throw error;
  }
}

async function openStream(
  request: Request,
  database: DatabaseHandle,
  id: string,
  visitId: string | undefined,
  guide: GuideAccess,
  release: () => Promise<void>,
): Promise<Response> {
  // Changes seen before the stream exists are remembered and read once it does.
  let onChange: () => void = () => {
    changedEarly = true;
  };
  let changedEarly = false;
  const unsubscribe = await database.listen(REQUEST_CHANGES_CHANNEL, (payload) => {
    if (announcedId(payload) === id) onChange();
  });

  let first: RequestState | undefined;
  try {
    first = await getRequestStateForVisit(database.db, id, visitId, guide);
  } catch (error) {
    await unsubscribe();
    throw error;
  }
  if (!first || request.signal.aborted) {
    await unsubscribe();
    await release();
    return notFound();
  }
  const initial = first;

  let finished = false;
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stream: OpenStream = {
    ping() {
      send(encoder.encode(": keep-alive\n\n"));
    },
  };

  function finish() {
    if (finished) return;
    finished = true;
    untrack(stream);
    request.signal.removeEventListener("abort", finish);
    void unsubscribe();
    void release();
    try {
      controller?.close();
    } catch {
      // already closed by the client leaving
    }
  }

  function send(chunk: Uint8Array) {
    if (finished || !controller) return;
    try {
      controller.enqueue(chunk);
    } catch {
      finish();
    }
  }

  let lastStatus: RequestStatus = initial.status;
  let reading = false;
  let again = false;
  async function readAndSend() {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const state = await getRequestStateForVisit(database.db, id, visitId, guide);
        if (finished) return;
        if (!state) return finish();
        if (state.status !== lastStatus) {
          lastStatus = state.status;
          send(message(state));
          if (isTerminal(state.status)) return finish();
        }
      } while (again && !finished);
    } catch {
      // The database is unreachable: end the stream and let the browser reconnect and re-read.
      finish();
    } finally {
      reading = false;
    }
  }

  const body = new ReadableStream<Uint8Array>({
    start(ctrl) {
      controller = ctrl;
      send(encoder.encode(`retry: ${RECONNECT_MS}\n\n`));
      send(message(initial));
      if (isTerminal(initial.status)) return finish();
      track(stream);
      request.signal.addEventListener("abort", finish, { once: true });
      onChange = () => void readAndSend();
      if (changedEarly) void readAndSend();
    },
    cancel() {
      finish();
    },
  });

  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      // Proxies such as nginx would otherwise buffer the stream.
      "X-Accel-Buffering": "no",
    },
  });
}
