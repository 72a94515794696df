import type { DatabaseHandle } from "./client.server";

export type NotificationListener = (payload: unknown) => void;

export interface Notifier {
  /** Resolves once the channel is listened to; the returned function unsubscribes (idempotent). */
  subscribe(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface ChannelEntry {
  listeners: Set<NotificationListener>;
  unlisten: Promise<() => Promise<void>>;
}

/**
 * Fans one LISTEN per channel out to every subscriber (one per SSE connection), so the number of
 * open connections never multiplies database work, and UNLISTENs when the last one leaves.
 */
export function createNotifier(handle: Pick<DatabaseHandle, "listen">): Notifier {
  const channels = new Map<string, ChannelEntry>();
  let closed = false;

  function openChannel(channel: string): ChannelEntry {
    const listeners = new Set<NotificationListener>();
    const unlisten = handle.listen(channel, (raw) => {
      const payload = parsePayload(raw);
      // Copied so a listener that unsubscribes while being called does not skip its neighbour.
      for (const listener of [...listeners]) {
        try {
          listener(payload);
        } catch (error) {
          console.error(`[db] a subscriber of ${channel} threw:`, error);
        }
      }
    });
    const entry: ChannelEntry = { listeners, unlisten };
    channels.set(channel, entry);
    // A failed LISTEN must not stay cached, or every later subscriber would inherit the failure.
    unlisten.catch(() => {
      if (channels.get(channel) === entry) channels.delete(channel);
    });
    return entry;
  }

  async function releaseChannel(channel: string, entry: ChannelEntry) {
    if (channels.get(channel) === entry) channels.delete(channel);
    const unlisten = await entry.unlisten.catch(() => undefined);
    await unlisten?.();
  }

  return {
    async subscribe(channel, listener) {
      if (closed) throw new Error("the notifier is closed");
      const entry = channels.get(channel) ?? openChannel(channel);
      // Wrapped so one function subscribed twice counts twice.
      const own: NotificationListener = (payload) => listener(payload);
      entry.listeners.add(own);
      try {
        await entry.unlisten;
      } catch (error) {
        entry.listeners.delete(own);
        throw error;
      }
      let done: Promise<void> | undefined;
      return () => {
        done ??= (async () => {
          entry.listeners.delete(own);
          if (entry.listeners.size === 0) await releaseChannel(channel, entry);
        })();
        return done;
      };
    },
    async close() {
      closed = true;
      const entries = [...channels];
      channels.clear();
      await Promise.all(
        entries.map(([channel, entry]) => {
          entry.listeners.clear();
          return releaseChannel(channel, entry);
        }),
      );
    },
  };
}

const notifiers = new WeakMap<Pick<DatabaseHandle, "listen">, Notifier>();

/** One notifier per database handle, so every subscriber in the process shares one LISTEN per channel. */
export function notifierFor(handle: Pick<DatabaseHandle, "listen">): Notifier {
  let notifier = notifiers.get(handle);
  if (!notifier) {
    notifier = createNotifier(handle);
    notifiers.set(handle, notifier);
  }
  return notifier;
}

function parsePayload(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
