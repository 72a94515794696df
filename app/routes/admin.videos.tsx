import { utcMinute } from "~/lib/dates";
import { data, Form, useLocation } from "react-router";
import { ADMIN } from "~/content/admin";
import { databaseContext } from "~/context";
import { Button } from "~/components/ui/button";
import { getEnv } from "~/config/env.server";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { CommandMessage } from "~/features/admin/session-fields";
import { syncAnswer } from "~/features/videos/video-sync-action.server";
import { syncVideosFromEnv } from "~/features/videos/video-sync-config.server";
import { getVideosForOwner, setVideoFlag } from "~/features/videos/video-owner.server";
import { readFormData } from "~/lib/form-input";
import type { Route } from "./+types/admin.videos";
import { passRetryAfter } from "~/lib/form-route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url));
  const { db } = context.get(databaseContext);
  const rows = await getVideosForOwner(db, { limit: ADMIN.pageSize + 1, offset: (page - 1) * ADMIN.pageSize });
  return {
    page,
    hasMore: rows.length > ADMIN.pageSize,
    videos: rows.slice(0, ADMIN.pageSize).map((row) => ({ ...row, publishedAt: utcMinute(row.publishedAt) })),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/** Sync now (syncVideos, past the cooldown, as the command line's --force), or hide, show, feature, unfeature one video. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = form?.get("intent");
  const database = context.get(databaseContext);
  if (intent === "sync") {
    const outcome = await syncVideosFromEnv({ database, env: getEnv().server, force: true });
    const { result, init } = syncAnswer(outcome);
    return data({ ok: result.ok, message: outcome.status === "failed" ? `${result.message} (${outcome.error})` : result.message }, init);
  }
  const videoId = form?.get("video");
  const flags: Record<string, { isHidden: boolean } | { isFeatured: boolean }> = {
    hide: { isHidden: true },
    show: { isHidden: false },
    feature: { isFeatured: true },
    unfeature: { isFeatured: false },
  };
  const flag = typeof intent === "string" ? flags[intent] : undefined;
  if (!flag || typeof videoId !== "string" || videoId.length > 64) return data({ ok: false, message: "Unknown request." }, { status: 400 });
  const changed = await setVideoFlag(database.db, videoId, flag);
  return changed
    ? { ok: true, message: "Saved: the resource hub shows the change now." }
    : data({ ok: false, message: "No such video." }, { status: 404 });
}

export default function AdminVideos({ loaderData, actionData }: Route.ComponentProps) {
  const { videos, page, hasMore } = loaderData;
  const location = useLocation();
  return (
    <>
      <ConsoleHeading title="Videos">The tutorials on the resource hub: sync them, hide or show them, feature the best.</ConsoleHeading>
      <CommandMessage answer={actionData} />
      <Form method="post" className="mb-6">
        <Button type="submit" name="intent" value="sync">
          Sync now
        </Button>
      </Form>
      {videos.length === 0 ? (
        <p className="text-muted-foreground">No videos yet: sync the channel.</p>
      ) : (
        <ConsoleTable caption="Videos" head={["Published", "Title", "On the hub", "Featured", ""]}>
          {videos.map((video) => (
            <tr key={video.videoId}>
              <Cell className="whitespace-nowrap">{video.publishedAt}</Cell>
              <Cell>{video.title}</Cell>
              <Cell>{!video.isActive ? "no (gone from the channel)" : video.isHidden ? "hidden" : "shown"}</Cell>
              <Cell>{video.isFeatured ? "yes" : "no"}</Cell>
              <Cell>
                <Form method="post" className="flex flex-wrap gap-2">
                  <input type="hidden" name="video" value={video.videoId} />
                  <Button type="submit" name="intent" value={video.isHidden ? "show" : "hide"} variant="outline" size="sm">
                    {video.isHidden ? "Show" : "Hide"} <span className="sr-only">{video.title}</span>
                  </Button>
                  <Button type="submit" name="intent" value={video.isFeatured ? "unfeature" : "feature"} variant="outline" size="sm">
                    {video.isFeatured ? "Unfeature" : "Feature"} <span className="sr-only">{video.title}</span>
                  </Button>
                </Form>
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pager page={page} hasMore={hasMore} search={location.search} />
    </>
  );
}
