import { isTerminal, type RequestState } from "./request-state";

const POLL_MS = 3_000;

export const requestEventsUrl = (id: string) => `/api/use-case-requests/${encodeURIComponent(id)}/events`;
export const requestStateUrl = (id: string) => `/api/use-case-requests/${encodeURIComponent(id)}`;

/**
 * Follows a finder request until it is completed or failed, or until `signal` aborts: live over
 * server-sent events, which the browser reconnects by itself (the server sends the current row
 * first, so nothing is missed). When the stream can't be had at all (an error answer, no
 * EventSource), it reads the row as JSON every few seconds instead.
 */
export function followRequest(id: string, signal: AbortSignal, onState: (state: RequestState) => void, onLost: () => void): void {
  let stopped = signal.aborted;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    source?.close();
    clearTimeout(timer);
  };
  if (stopped) return;
  signal.addEventListener("abort", stop, { once: true });

  const deliver = (state: RequestState) => {
    if (stopped) return;
    onState(state);
    if (isTerminal(state.status)) stop();
  };

  async function poll() {
    if (stopped) return;
    try {
      const response = await fetch(requestStateUrl(id), { headers: { Accept: "application/json" }, cache: "no-store", signal });
      if (stopped) return;
      if (response.status === 404) {
        stop();
        onLost();
        return;
      }
      if (response.ok) deliver((await response.json()) as RequestState);
    } catch {
      // Offline for a moment: the next poll tries again.
    }
    if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
  }

  if (typeof EventSource === "undefined") {
    void poll();
    return;
  }
  source = new EventSource(requestEventsUrl(id));
  source.onmessage = (event: MessageEvent<string>) => {
    try {
      deliver(JSON.parse(event.data) as RequestState);
    } catch {
      // A garbled message: the next one, or the poll, carries the state again.
    }
  };
  source.onerror = () => {
    // CONNECTING: the browser is already reconnecting. CLOSED: it gave up (an error answer).
    if (source?.readyState === EventSource.CLOSED && !stopped) {
      source = undefined;
      void poll();
    }
  };
}
