import { RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useActionData, useFetcher } from "react-router";
import { Honeypot } from "~/components/honeypot";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { SYNC_INTENT, videoCopy } from "./video-copy";
import type { SyncResult } from "./video-types";

/**
 * Sync Videos: idle, then 'Syncing...' (disabled, spinning) while the server works;
 * its answer shows as a toast, and the router reloads the list after a success. Without
 * JavaScript the form posts to the page, which shows the answer under the button.
 */
export function SyncVideosButton({ action }: { action: string }) {
  const fetcher = useFetcher<SyncResult>();
  const noScriptAnswer = useActionData<SyncResult | undefined>();
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) toast.success(answer.message || videoCopy.syncSuccessFallback);
    else toast.error(answer.message || videoCopy.syncFailed);
  }, [fetcher.data]);

  return (
    <fetcher.Form method="post" action={action} className="flex flex-col items-start gap-2 sm:items-end">
      <input type="hidden" name="intent" value={SYNC_INTENT} />
      <Honeypot id="sync-videos-website" />
      <Button type="submit" variant="outline" disabled={busy} aria-busy={busy || undefined}>
        <RefreshCw className={busy ? "animate-spin" : undefined} aria-hidden="true" />
        {busy ? videoCopy.syncBusy : videoCopy.syncIdle}
      </Button>
      {noScriptAnswer && !fetcher.data ? (
        <p role="status" className={noScriptAnswer.ok ? "text-sm text-muted-foreground" : "text-sm font-medium text-destructive"}>
          {noScriptAnswer.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
