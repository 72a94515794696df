import { data, Form, Link } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { consoleTime } from "~/features/admin/console-time.server";
import { POST_FIELD_LABELS } from "~/lib/post-fields";
import { comparePostRevision } from "~/services/posts.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.posts.$id.revisions.$revision";

/** A revision of a post beside the post as it is, with the button that brings it back. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const compared = await comparePostRevision(consoleDeps(context), { id: params.id, revision: Number(params.revision) });
  if (!compared.ok) throw data(null, { status: 404 });
  const { revision, current, diffs } = compared.value;
  return {
    id: params.id,
    revision: revision.revision,
    savedLabel: consoleTime(revision.savedAt),
    savedBy: revision.savedBy,
    current,
    diffs: diffs.map((diff) => ({ label: POST_FIELD_LABELS[diff.field], field: diff.field, parts: diff.parts })),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: `Revision ${loaded?.revision ?? ""} · Blog posts` }];

export default function AdminPostRevision({ loaderData }: Route.ComponentProps) {
  const { id, revision, savedLabel, savedBy, current, diffs } = loaderData;
  return (
    <>
      <ConsoleHeading title={`Revision ${revision} of “${current.title || "Untitled post"}”`}>
        Saved {savedLabel} by {savedBy}.{" "}
        <Link className="text-primary underline" to={`/admin/posts/${id}`}>
          Back to the post
        </Link>
      </ConsoleHeading>
      <p className="mb-4 text-sm text-muted-foreground">
        <del className="bg-destructive/10 px-0.5 text-destructive">Struck through</del>: in the post now, not in revision {revision}.{" "}
        <ins className="bg-primary/10 px-0.5 no-underline">Highlighted</ins>: in revision {revision}, not in the post now.
      </p>
      {diffs.length === 0 ? (
        <p className="mb-6">Revision {revision} says exactly what the post says now.</p>
      ) : (
        <div className="mb-6 space-y-4">
          {diffs.map((diff) => (
            <Panel key={diff.field} aria-label={diff.label} className="p-4 sm:p-4">
              <h2 className="mb-2 text-sm font-semibold">{diff.label}</h2>
              <div className={`text-sm break-words whitespace-pre-wrap ${diff.field === "body" ? "font-mono" : ""}`}>
                {diff.parts.map((part, index) =>
                  part.change === "added" ? (
                    <ins key={index} className="bg-primary/10 no-underline">
                      {part.text}
                    </ins>
                  ) : part.change === "removed" ? (
                    <del key={index} className="bg-destructive/10 text-destructive">
                      {part.text}
                    </del>
                  ) : (
                    <span key={index}>{part.text}</span>
                  ),
                )}
              </div>
            </Panel>
          ))}
        </div>
      )}
      <Form method="post" action={`/admin/posts/${id}`}>
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="revision" value={revision} />
        <input type="hidden" name="baseRevision" value={current.revision} />
        <Button type="submit" disabled={diffs.length === 0}>
          Bring revision {revision} back
        </Button>
        <p className="mt-2 text-sm text-muted-foreground">
          {current.status === "published"
            ? "The post is published: what you bring back goes on the blog at once. Nothing is lost: the post as it is now stays a revision."
            : "Nothing is lost: the post as it is now stays a revision."}
        </p>
      </Form>
    </>
  );
}
