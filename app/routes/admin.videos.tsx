import type { ComponentProps } from "react";
import { consoleTime } from "~/features/admin/console-time.server";
import { data, Form, useLocation } from "react-router";
import { ADMIN } from "~/content/admin";
import { Button } from "~/components/ui/button";
import { ConsoleLabel, ConsoleInput } from "~/features/admin/console-fields";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { CommandMessage } from "~/features/admin/session-fields";
import { readFormData } from "~/lib/form-input";
import { passRetryAfter } from "~/lib/form-route";
import { consoleDeps } from "~/services/service-deps.server";
import {
  addVideoByLink,
  deleteSampleVideos,
  deleteVideo,
  flagVideo,
  isVideoFlag,
  listOwnerVideos,
  syncVideos,
} from "~/services/videos.server";
import type { Route } from "./+types/admin.videos";

type Answer = { ok: boolean; message: string; field?: string; values?: { link: string; title: string } };

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url));
  const listed = await listOwnerVideos(consoleDeps(context), { limit: ADMIN.pageSize + 1, offset: (page - 1) * ADMIN.pageSize });
  const { videos: rows, samples } = listed.ok ? listed.value : { videos: [], samples: 0 };
  return {
    page,
    hasMore: rows.length > ADMIN.pageSize,
    samples,
    videos: rows.slice(0, ADMIN.pageSize).map((row) => ({ ...row, publishedAt: consoleTime(row.publishedAt) })),
  };
}

// A refusal's Retry-After reaches the response.
export const headers = passRetryAfter;

/** What a sync did, in the owner's words; a sync that is off says what to set, and who sets it. */
const SYNC_WORDS = {
  fresh: "Videos are already up to date.",
  notConfigured:
    "Video sync is not configured: whoever hosts the site sets your YouTube channel's id (and, for every video rather than the latest 15, a YouTube API key). Until then, add videos by their links below.",
  failed: (error: string) => `The sync failed and nothing was changed (${error}).`,
  synced: (count: number, deactivated: number) =>
    `Synced: ${count} ${count === 1 ? "video is" : "videos are"} up to date${deactivated > 0 ? `, ${deactivated} gone from the channel` : ""}.`,
};

/**
 * Sync now (past the cooldown, as the command line's --force), add a video by its link, delete the
 * sample videos or one video, or hide, show, feature, unfeature one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = form?.get("intent");
  const deps = consoleDeps(context);
  if (intent === "sync") {
    const synced = await syncVideos(deps, { force: true });
    if (!synced.ok) throw new Error(synced.message);
    const outcome = synced.value;
    switch (outcome.status) {
      case "synced":
        return { ok: true, message: SYNC_WORDS.synced(outcome.upserted, outcome.deactivated) };
      case "fresh":
        return { ok: true, message: SYNC_WORDS.fresh };
      case "not-configured":
        return data({ ok: false, message: SYNC_WORDS.notConfigured }, { status: 409 });
      case "failed":
        return data({ ok: false, message: SYNC_WORDS.failed(outcome.error) }, { status: 502 });
    }
  }
  if (intent === "add") {
    const values = { link: String(form?.get("link") ?? ""), title: String(form?.get("title") ?? "") };
    const added = await addVideoByLink(deps, values);
    if (!added.ok) return data<Answer>({ ok: false, message: added.message, field: added.field, values }, { status: 400 });
    const how = added.value.source === "typed" ? "with the title you typed" : "with YouTube's title and picture";
    return { ok: true, message: `Added "${added.value.title}" ${how}: the resource hub shows it now.` };
  }
  if (intent === "delete-samples") {
    const deleted = await deleteSampleVideos(deps, {});
    if (!deleted.ok) throw new Error(deleted.message);
    const n = deleted.value.deleted;
    return { ok: true, message: n === 0 ? "There were no sample videos left." : `Deleted ${n} sample ${n === 1 ? "video" : "videos"}.` };
  }
  const videoId = form?.get("video");
  if (intent === "delete" && typeof videoId === "string") {
    const deleted = await deleteVideo(deps, { videoId });
    if (deleted.ok) return { ok: true, message: "Deleted: the resource hub no longer shows it." };
    return data({ ok: false, message: deleted.message }, { status: deleted.notFound ? 404 : 400 });
  }
  if (!isVideoFlag(intent) || typeof videoId !== "string") return data({ ok: false, message: "Unknown request." }, { status: 400 });
  const flagged = await flagVideo(deps, { videoId, flag: intent });
  if (flagged.ok) return { ok: true, message: "Saved: the resource hub shows the change now." };
  return data({ ok: false, message: flagged.message }, { status: flagged.notFound ? 404 : 400 });
}

export default function AdminVideos({ loaderData, actionData }: Route.ComponentProps) {
  const { videos, page, hasMore, samples } = loaderData;
  const answer = actionData as Answer | undefined;
  const location = useLocation();
  return (
    <>
      <ConsoleHeading title="Videos">
        The tutorials on the resource hub: sync them, add one by its link, hide or show them, feature the best.
      </ConsoleHeading>
      <CommandMessage answer={answer} />
      <div className="mb-6 flex flex-wrap gap-3">
        <Form method="post">
          <Button type="submit" name="intent" value="sync">
            Sync now
          </Button>
        </Form>
        {samples > 0 ? (
          <Form method="post">
            <Button type="submit" name="intent" value="delete-samples" variant="outline">
              Delete the {samples} sample {samples === 1 ? "video" : "videos"}
            </Button>
          </Form>
        ) : null}
      </div>
      <AddVideoForm answer={answer} />
      {videos.length === 0 ? (
        <p className="text-muted-foreground">No videos yet: sync the channel, or add one by its link.</p>
      ) : (
        <ConsoleTable caption="Videos" head={["Published", "Title", "On the hub", "Featured", ""]}>
          {videos.map((video) => (
            <tr key={video.videoId}>
              <Cell className="whitespace-nowrap">{video.publishedAt}</Cell>
              <Cell>
                {video.title}
                {video.isSample ? <span className="ml-2 text-sm text-muted-foreground">(sample)</span> : null}
              </Cell>
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
                  {video.isSample ? (
                    <Button type="submit" name="intent" value="delete" variant="outline" size="sm">
                      Delete <span className="sr-only">{video.title}</span>
                    </Button>
                  ) : null}
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

/** A video by its link; the title is looked up on YouTube when the site can, typed otherwise. */
function AddVideoForm({ answer }: { answer?: Answer }) {
  const error = (field: string) => (answer && !answer.ok && answer.field === field ? answer.message : undefined);
  return (
    <Form method="post" className="mb-8 grid max-w-2xl gap-4 rounded-lg border border-border bg-card p-4" aria-labelledby="add-video">
      <h2 id="add-video" className="text-lg font-semibold">
        Add a video by its link
      </h2>
      <Field
        name="link"
        label="YouTube link"
        hint="The video's address: youtube.com/watch?v=…, youtu.be/… or a Short."
        error={error("link")}
        type="url"
        required
        defaultValue={answer?.values?.link}
      />
      <Field
        name="title"
        label="Title (optional)"
        hint="Left empty, YouTube's title is used when the site can look the video up."
        error={error("title")}
        maxLength={ADMIN.videoTitleMaxLength}
        defaultValue={answer?.values?.title}
      />
      <div>
        <Button type="submit" name="intent" value="add">
          Add the video
        </Button>
      </div>
    </Form>
  );
}

/** One of the form's inputs, its label, its hint and the refusal about it. */
function Field({
  name,
  label,
  hint,
  error,
  ...input
}: { name: string; label: string; hint: string; error?: string } & ComponentProps<"input">) {
  const id = `video-${name}`;
  return (
    <div className="grid gap-1.5">
      <ConsoleLabel htmlFor={id}>{label}</ConsoleLabel>
      <ConsoleInput
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        {...input}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
