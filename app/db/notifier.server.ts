import { processLogger, type Logger } from "~/config/logger.server";

export type NotificationListener = (payload: string) => void;

/** Where notifications come from: one LISTEN per call, ended by the function it resolves with. */
export interface NotificationSource {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

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
 * The one fan-out of LISTEN/NOTIFY: one LISTEN per channel, however many subscribers (one per SSE
 * connection, the sessions cache), so open connections never multiply database work; the LISTEN
 * ends when the last subscriber leaves. Every database handle listens through one of these.
 */
export function createNotifier(source: NotificationSource, logger?: Logger): Notifier {
  const channels = new Map<string, ChannelEntry>();
  let closed = false;

  function openChannel(channel: string): ChannelEntry {
    const listeners = new Set<NotificationListener>();
    const unlisten = source.listen(channel, (payload) => {
      // Copied so a listener that unsubscribes while being called does not skip its neighbour.
      for (const listener of [...listeners]) {
        // Called from a driver's callback, where a throw would be an uncaught exception.
        try {
          listener(payload);
        } catch (error) {
          (logger ?? processLogger()).error({ err: error, channel }, "db: a subscriber of a channel threw");
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
