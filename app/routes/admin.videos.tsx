import { consoleTime } from "~/features/admin/console-time.server";
import { data, Form, useLocation } from "react-router";
import { ADMIN } from "~/content/admin";
import { Button } from "~/components/ui/button";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { CommandMessage } from "~/features/admin/session-fields";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import { consoleDeps } from "~/services/service-deps.server";
import { flagVideo, isVideoFlag, listOwnerVideos, syncReport, syncVideos } from "~/services/videos.server";
import type { Route } from "./+types/admin.videos";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url));
  const listed = await listOwnerVideos(consoleDeps(context), { limit: ADMIN.pageSize + 1, offset: (page - 1) * ADMIN.pageSize });
  const rows = listed.ok ? listed.value : [];
  return {
    page,
    hasMore: rows.length > ADMIN.pageSize,
    videos: rows.slice(0, ADMIN.pageSize).map((row) => ({ ...row, publishedAt: consoleTime(row.publishedAt) })),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/** Sync now (syncVideos, past the cooldown, as the command line's --force), or hide, show, feature, unfeature one video. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = form?.get("intent");
  const deps = consoleDeps(context);
  if (intent === "sync") {
    const synced = await syncVideos(deps, { force: true });
    if (!synced.ok) throw new Error(synced.message);
    const { ok, message, init } = syncReport(synced.value);
    return data({ ok, message }, init);
  }
  const videoId = form?.get("video");
  if (!isVideoFlag(intent) || typeof videoId !== "string") return data({ ok: false, message: "Unknown request." }, { status: 400 });
  const flagged = await flagVideo(deps, { videoId, flag: intent });
  if (flagged.ok) return { ok: true, message: "Saved: the resource hub shows the change now." };
  return data({ ok: false, message: flagged.message }, { status: flagged.notFound ? 404 : 400 });
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
