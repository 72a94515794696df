import { data, type RouterContextProvider } from "react-router";
import { clientAddressContext, databaseContext, loggerContext } from "~/context";
import { getEnv } from "~/config/env.server";
import { checkLimit } from "~/db/limits.server";
import { isHoneypotFilled, readFormData } from "~/lib/form-input";
import { SYNC_INTENT, videoCopy } from "./video-copy";
import { cooldownMsFromEnv, videoProviderFromEnv } from "./video-sync-config.server";
import { syncVideos, type SyncOutcome } from "./video-sync.server";
import type { SyncResult } from "./video-types";
import { retryLater } from "~/lib/retry-later";

let provider: ReturnType<typeof videoProviderFromEnv> | undefined;

// A site without a channel stays so until its owner sets one and restarts: not within the hour.
const NOT_CONFIGURED_RETRY_AFTER_SECONDS = 3600;

/** What a visitor is told about a sync, and the status (and headers) it answers with. */
export function syncAnswer(outcome: SyncOutcome): { result: SyncResult; init: { status: number; headers?: Record<string, string> } } {
  switch (outcome.status) {
    case "synced":
      return { result: { ok: true, message: videoCopy.synced(outcome.upserted) }, init: { status: 200 } };
    case "fresh":
      return { result: { ok: true, message: videoCopy.syncFresh }, init: { status: 200 } };
    case "not-configured":
      return { result: { ok: false, message: videoCopy.syncNotConfigured }, init: retryLater(503, NOT_CONFIGURED_RETRY_AFTER_SECONDS) };
    case "failed":
      return { result: { ok: false, message: videoCopy.syncFailed }, init: { status: 502 } };
  }
}

/**
 * The Sync Videos button's action (POST): rate limit per address, honeypot, then one
 * shared sync. The answer is the same with or without JavaScript.
 */
export async function videoSyncAction(request: Request, context: Readonly<RouterContextProvider>) {
  const limit = await checkLimit("videoSync", context.get(clientAddressContext));
  if (!limit.allowed) return data<SyncResult>({ ok: false, message: limit.message }, limit.init);
  // Not a form post at all (JSON, a broken body): a clear 400, not a server error.
  const form = await readFormData(request);
  if (!form) return data<SyncResult>({ ok: false, message: videoCopy.syncUnreadable }, { status: 400 });
  // A bot that fills the hidden field is thanked and nothing is asked upstream.
  if (isHoneypotFilled(form)) return data<SyncResult>({ ok: true, message: videoCopy.syncFresh });
  if (form.get("intent") !== SYNC_INTENT) {
    return data<SyncResult>({ ok: false, message: videoCopy.syncUnreadable }, { status: 400 });
  }

  const env = getEnv().server;
  provider ??= videoProviderFromEnv(env);
  const outcome = await syncVideos({
    database: context.get(databaseContext),
    provider,
    cooldownMs: cooldownMsFromEnv(env),
    logger: context.get(loggerContext),
  });
  const { result, init } = syncAnswer(outcome);
  return data<SyncResult>(result, init);
}
