import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useSubmit } from "react-router";
import { useHydrated } from "~/components/form/use-hydrated";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import type { PostStatus } from "~/db/schema";
import { POST_FIELD_LABELS, POST_FIELD_LIMITS, type PostField, type PostFields } from "~/lib/post-fields";
import { countWords, readTimeLabel } from "~/lib/read-time";
import { ConfirmStep, type Confirmation } from "./confirm-step";
import { ConsoleInput, ConsoleLabel, ConsoleTextarea } from "./console-fields";
import { ConsoleHeading } from "./console-shell";
import type { MarkdownEditor } from "./markdown-editor";
import { forgetKeptText, usePostAutosave, type SaveState } from "./post-autosave";
import { CommandMessage } from "./session-fields";

/** What the editor page's loader gives the editor. */
export interface PostEditorData {
  id: string;
  status: PostStatus;
  stateLabel: string;
  revision: number;
  fields: PostFields;
  words: number;
  readTime: string;
  /** The body as the public page draws it, for the first preview. */
  html: string;
  savedAt: string;
  savedLabel: string;
  publishedLabel: string | null;
  scheduledLabel: string | null;
  zone: string;
  zoneLabel: string;
  scheduleDefault: string;
  revisions: Array<{ revision: number; savedLabel: string; savedBy: string; title: string }>;
}

/** What the editor page's buttons answer (and its save without JavaScript). */
export interface PostActionAnswer {
  ok: boolean;
  message: string;
  field?: string;
  previewUrl?: string;
  /** Deleting asks first. */
  confirm?: Confirmation;
}

const PREVIEW_DELAY_MS = 600;
/** What search engines show of a title and a description before they cut it. */
const SEARCH_TITLE_SHOWN = 60;
const SEARCH_DESCRIPTION_SHOWN = 160;

function saveStateWords(state: SaveState, automatic: boolean): string {
  switch (state.kind) {
    case "saved":
      return "All changes saved.";
    case "unsaved":
      return automatic
        ? "Changes not saved yet: saving in a moment."
        : "Changes not on the blog yet: press Update the post to publish them.";
    case "saving":
      return "Saving…";
    case "failed":
      return `${state.message} Trying again by itself.`;
    case "refused":
      return `Not saved: ${state.message}`;
    case "conflict":
      return "Not saved: this post was changed elsewhere.";
  }
}

/** Uploads one picture to the console's image store; its URL, or the server's reason it was refused. */
async function uploadPicture(file: File): Promise<{ url: string } | { error: string }> {
  const form = new FormData();
  form.set("file", file);
  try {
    const response = await fetch("/admin/posts/images", { method: "POST", body: form });
    const answer = (await response.json().catch(() => undefined)) as { image?: { url: string }; error?: string } | undefined;
    if (response.ok && answer?.image) return { url: answer.image.url };
    return { error: answer?.error ?? "The picture could not be uploaded. Please try again." };
  } catch {
    return { error: "The picture could not be uploaded: you seem to be offline." };
  }
}

const ALT_PLACEHOLDER = "Describe the picture";

/**
 * The post editor (decision 067): the fields, the body in CodeMirror beside its live preview (the
 * public page's renderer), pictures pasted, dropped or picked into the body, and the post's state.
 * Without JavaScript it is a plain form: the body a text area, Save a form post.
 */
export function PostEditor({
  editor,
  answer,
  preview,
}: {
  editor: PostEditorData;
  answer?: PostActionAnswer;
  preview: (html: string) => ReactNode;
}) {
  const hydrated = useHydrated();
  const automatic = editor.status !== "published";
  const autosave = usePostAutosave({
    postId: editor.id,
    saveUrl: `/admin/posts/${editor.id}/save`,
    revision: editor.revision,
    stored: editor.fields,
    savedAt: editor.savedAt,
    automatic,
  });
  const { fields, state, change } = autosave;
  const [html, setHtml] = useState(editor.html);
  // What is being uploaded, or why it was refused, shown beside the input it came from.
  const [upload, setUpload] = useState<{ where: "cover" | "body"; name: string; error?: string } | undefined>();
  const bodyHost = useRef<HTMLDivElement>(null);
  const codeEditor = useRef<MarkdownEditor | undefined>(undefined);
  const [codeReady, setCodeReady] = useState(false);
  const submit = useSubmit();
  const refusedField = state.kind === "refused" ? state.field : answer && !answer.ok ? answer.field : undefined;
  const refusedMessage = state.kind === "refused" ? state.message : answer?.message;

  async function insertPictures(files: File[]) {
    for (const file of files) {
      setUpload({ where: "body", name: file.name });
      const uploaded = await uploadPicture(file);
      setUpload("error" in uploaded ? { where: "body", name: file.name, error: uploaded.error } : undefined);
      if ("error" in uploaded) continue;
      const text = `![${ALT_PLACEHOLDER}](${uploaded.url})`;
      codeEditor.current?.insert(`\n${text}\n`, { from: 3, to: 3 + ALT_PLACEHOLDER.length });
    }
  }
  async function uploadCover(file: File) {
    setUpload({ where: "cover", name: file.name });
    const uploaded = await uploadPicture(file);
    setUpload("error" in uploaded ? { where: "cover", name: file.name, error: uploaded.error } : undefined);
    if (!("error" in uploaded)) change({ coverImage: uploaded.url });
  }

  const onFiles = useEffectEvent((files: File[]) => void insertPictures(files));

  // CodeMirror is loaded by this page alone, once it is drawn; until then (and without JavaScript) the text area works.
  useEffect(() => {
    if (!hydrated || !bodyHost.current) return;
    let cancelled = false;
    void import("./markdown-editor").then(({ mountMarkdownEditor }) => {
      if (cancelled || !bodyHost.current) return;
      codeEditor.current = mountMarkdownEditor(bodyHost.current, {
        doc: autosave.fields.body,
        label: POST_FIELD_LABELS.body,
        describedBy: "post-body-hint",
        onChange: (body) => change({ body }),
        onFiles: (files) => onFiles(files),
      });
      setCodeReady(true);
    });
    return () => {
      cancelled = true;
      codeEditor.current?.destroy();
      codeEditor.current = undefined;
    };
    // Mounted once: the editor owns the body's text from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  // The preview follows the body, drawn by the server's renderer a moment after typing stops.
  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/admin/posts/${editor.id}/preview`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ body: fields.body }),
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ html: string }>) : undefined))
        .then((answer) => answer && setHtml(answer.html))
        .catch(() => undefined);
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [hydrated, fields.body, editor.id]);

  const words = countWords(fields.body);

  /** With JavaScript a state button saves the text first, so what goes out is what is on the screen. */
  function saveFirst(event: FormEvent<HTMLFormElement>) {
    if (!hydrated || !autosave.dirty()) return;
    event.preventDefault();
    const form = event.currentTarget;
    void autosave.saveNow().then(async () => {
      if (!autosave.dirty()) await submit(form);
    });
  }

  function onSave(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    void autosave.saveNow();
  }

  const field = (name: PostField, input: ReactNode, hint?: ReactNode) => (
    <div className="min-w-0 space-y-1.5">
      <ConsoleLabel htmlFor={`post-${name}`}>{POST_FIELD_LABELS[name]}</ConsoleLabel>
      {input}
      {hint ? (
        <p id={`post-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {refusedField === name && refusedMessage ? (
        <p id={`post-${name}-error`} className="text-sm font-medium text-destructive">
          {refusedMessage}
        </p>
      ) : null}
    </div>
  );
  const described = (name: PostField, hint = false) =>
    [hint ? `post-${name}-hint` : "", refusedField === name ? `post-${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  const text = (name: Exclude<PostField, "body">, props: { hint?: boolean; multiline?: boolean } = {}) => {
    const common = {
      id: `post-${name}`,
      name,
      value: fields[name],
      maxLength: POST_FIELD_LIMITS[name],
      "aria-invalid": refusedField === name || undefined,
      "aria-describedby": described(name, props.hint),
    };
    return props.multiline ? (
      <ConsoleTextarea {...common} rows={3} onChange={(event) => change({ [name]: event.target.value })} />
    ) : (
      <ConsoleInput {...common} onChange={(event) => change({ [name]: event.target.value })} />
    );
  };

  return (
    <>
      <ConsoleHeading title={fields.title || "Untitled post"}>
        {editor.stateLabel}
        {editor.status === "scheduled" && editor.scheduledLabel ? `: goes out ${editor.scheduledLabel}` : ""}
        {editor.status === "published" ? (
          <>
            {" "}
            at{" "}
            <a className="text-primary underline" href={`/blog/${editor.fields.slug}`}>
              /blog/{editor.fields.slug}
            </a>
          </>
        ) : null}
        <span aria-hidden="true"> · </span>
        <Link className="text-primary underline" to="/admin/posts">
          All posts
        </Link>
        <span aria-hidden="true"> · </span>
        <Link className="text-primary underline" to={`/admin/newsletter/new?post=${editor.id}`}>
          E-mail it as an issue
        </Link>
      </ConsoleHeading>

      <p role="status" aria-live="polite" className="mb-4 text-sm" data-save-state={state.kind}>
        {hydrated ? saveStateWords(state, automatic) : `Last saved ${editor.savedLabel}.`}
        {state.kind === "failed" ? (
          <button type="button" className="ml-2 text-primary underline" onClick={() => void autosave.saveNow()}>
            Try now
          </button>
        ) : null}
      </p>
      {answer?.confirm ? <ConfirmStep confirmation={answer.confirm} cancelTo={`/admin/posts/${editor.id}`} /> : null}
      {answer && !answer.field && answer.message ? <CommandMessage answer={answer} /> : null}
      {answer?.previewUrl ? (
        <div className="mb-4 space-y-1.5">
          <ConsoleLabel htmlFor="preview-url">Private preview link</ConsoleLabel>
          <ConsoleInput id="preview-url" readOnly value={answer.previewUrl} onFocus={(event) => event.currentTarget.select()} />
        </div>
      ) : null}
      {autosave.restoredFrom ? (
        <p role="status" className="mb-4 rounded-md border border-border bg-card px-4 py-3 text-sm">
          Text you had not saved yet (kept in this browser) is back in the editor.
        </p>
      ) : null}
      {state.kind === "conflict" ? (
        <div role="alert" className="mb-6 space-y-3 rounded-md border border-destructive px-4 py-3 text-sm">
          <p className="font-medium text-destructive">{state.message}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => void autosave.saveOver(state.revision)}>
              Save mine over it
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                forgetKeptText(editor.id);
                window.location.reload();
              }}
            >
              Load the newer version (mine is dropped)
            </Button>
          </div>
        </div>
      ) : null}

      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <Form method="post" className="min-w-0 space-y-5" onSubmit={onSave} aria-label="The post">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="baseRevision" value={editor.revision} />
          {field("title", text("title"))}
          {field(
            "slug",
            text("slug", { hint: true }),
            <>
              The post's address: /blog/{fields.slug || "…"}.
              {editor.status === "published" ? " Changing it keeps the old address working: it sends readers here." : ""}
            </>,
          )}
          {field(
            "excerpt",
            text("excerpt", { hint: true, multiline: true }),
            "One or two sentences: the blog's cards and the feed show them.",
          )}
          <fieldset className="min-w-0 space-y-3 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">Cover</legend>
            {field("coverImage", text("coverImage", { hint: true }), "Upload a picture, or give a path under /images/.")}
            {hydrated ? (
              <>
                <PictureInput id="post-cover-file" label="Upload a cover picture" onFiles={([file]) => void uploadCover(file!)} />
                <UploadState upload={upload} where="cover" />
              </>
            ) : null}
            {fields.coverImage && /^\/(media|images)\//.test(fields.coverImage) ? (
              <img src={fields.coverImage} alt="" className="max-h-40 rounded-md border border-border" />
            ) : null}
            {field(
              "coverAlt",
              text("coverAlt", { hint: true }),
              "What the picture shows, for readers who cannot see it. Required to publish.",
            )}
          </fieldset>
          <div className="min-w-0 space-y-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <ConsoleLabel htmlFor={codeReady ? undefined : "post-body"} id="post-body-label">
                {POST_FIELD_LABELS.body}
              </ConsoleLabel>
              <span className="text-xs text-muted-foreground" aria-live="off">
                {words.toLocaleString("en-US")} words · {readTimeLabel(words)}
              </span>
            </div>
            <p id="post-body-hint" className="text-xs text-muted-foreground">
              Markdown. {hydrated ? "Paste or drop a picture into the text to add it." : ""}
            </p>
            <textarea
              id="post-body"
              name="body"
              rows={18}
              value={fields.body}
              maxLength={POST_FIELD_LIMITS.body}
              onChange={(event) => change({ body: event.target.value })}
              aria-describedby={described("body", true) ?? "post-body-hint"}
              hidden={codeReady}
              className="flex w-full rounded-md border border-input bg-card px-3 py-2 font-mono text-sm shadow-xs"
            />
            <div ref={bodyHost} className="post-code-editor min-w-0" hidden={!codeReady} />
            {hydrated ? (
              <PictureInput
                id="post-body-file"
                label="Add a picture to the body"
                multiple
                disabled={!codeReady}
                onFiles={(files) => void insertPictures(files)}
              />
            ) : null}
            <UploadState upload={upload} where="body" />
            {refusedField === "body" && refusedMessage ? <p className="text-sm font-medium text-destructive">{refusedMessage}</p> : null}
          </div>
          <fieldset className="min-w-0 space-y-3 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">Search engines</legend>
            {field(
              "seoTitle",
              text("seoTitle", { hint: true }),
              `${(fields.seoTitle || fields.title).length} of about ${SEARCH_TITLE_SHOWN} characters shown. The title when left empty.`,
            )}
            {field(
              "seoDescription",
              text("seoDescription", { hint: true, multiline: true }),
              `${(fields.seoDescription || fields.excerpt).length} of about ${SEARCH_DESCRIPTION_SHOWN} characters shown. The excerpt when left empty.`,
            )}
          </fieldset>
          <Button type="submit">{automatic ? "Save now" : "Update the post"}</Button>
        </Form>

        <section aria-labelledby="post-preview" className="min-w-0 xl:sticky xl:top-4 xl:self-start">
          <h2 id="post-preview" className="mb-2 text-lg font-semibold">
            Preview
          </h2>
          {/* Its own scroll, beside the editor on a wide screen; focusable so a keyboard can scroll it. */}
          <div
            className="max-h-[80vh] overflow-y-auto rounded-lg border border-border bg-background p-4 sm:p-6"
            tabIndex={0}
            role="region"
            aria-label="Preview of the body"
          >
            <p className="text-2xl font-bold tracking-tight">{fields.title || "Untitled post"}</p>
            <div className="mt-4">{preview(html)}</div>
          </div>
        </section>
      </div>

      <PostStatePanel editor={editor} onSubmit={saveFirst} />
      <PostRevisions editor={editor} />
    </>
  );
}

/** A picture on its way up, or the reason it was refused, beside the input it came from. */
function UploadState({ upload, where }: { upload?: { where: string; name: string; error?: string }; where: "cover" | "body" }) {
  if (upload?.where !== where) return null;
  return upload.error ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {upload.name}: {upload.error}
    </p>
  ) : (
    <p role="status" className="text-sm text-muted-foreground">
      Uploading {upload.name}…
    </p>
  );
}

const PICTURE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** A file input for pictures, handing what was picked to `onFiles` and emptying itself for the next pick. */
function PictureInput({
  id,
  label,
  multiple = false,
  disabled = false,
  onFiles,
}: {
  id: string;
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <div>
      <ConsoleLabel htmlFor={id}>{label}</ConsoleLabel>
      <input
        id={id}
        type="file"
        multiple={multiple}
        disabled={disabled}
        accept={PICTURE_TYPES}
        className="mt-1 block w-full max-w-full text-sm"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}

function PostStatePanel({ editor, onSubmit }: { editor: PostEditorData; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const { status } = editor;
  return (
    <Panel aria-labelledby="post-state" className="mt-8">
      <h2 id="post-state" className="mb-4 text-lg font-semibold">
        Publishing
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        {status === "published" && editor.publishedLabel ? `On the blog since ${editor.publishedLabel}.` : null}
        {status === "scheduled" && editor.scheduledLabel ? `Goes out by itself ${editor.scheduledLabel}.` : null}
        {status === "draft" ? "A draft: on no public page." : null}
        {status === "unpublished" ? "Off the blog: its address answers as no post's until you publish it again." : null}
      </p>
      <div className="flex flex-col gap-4">
        {status !== "published" ? (
          <Form method="post" onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="publish" />
            <Button type="submit">Publish now</Button>
          </Form>
        ) : null}
        {status === "draft" || status === "unpublished" ? (
          <Form method="post" onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="schedule" />
            <div className="space-y-1.5">
              <ConsoleLabel htmlFor="post-scheduled-at">Publish at ({editor.zoneLabel}, your time)</ConsoleLabel>
              <ConsoleInput
                id="post-scheduled-at"
                name="scheduledAt"
                type="datetime-local"
                defaultValue={editor.scheduleDefault}
                required
              />
            </div>
            <Button type="submit" variant="outline">
              Schedule
            </Button>
          </Form>
        ) : null}
        {status === "published" || status === "scheduled" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="unpublish" />
            <Button type="submit" variant="outline">
              {status === "scheduled" ? "Cancel the schedule" : "Unpublish"}
            </Button>
          </Form>
        ) : null}
        <Form method="post" onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="preview-link" />
          <Button type="submit" variant="outline">
            Make a private preview link
          </Button>
        </Form>
        {status !== "published" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="outline" className="text-destructive">
              Delete the post
            </Button>
          </Form>
        ) : null}
      </div>
    </Panel>
  );
}

function PostRevisions({ editor }: { editor: PostEditorData }) {
  return (
    <Panel aria-labelledby="post-revisions" className="mt-8">
      <h2 id="post-revisions" className="mb-4 text-lg font-semibold">
        Revisions
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        Every save is kept. Compare one with the post as it is, and bring it back if you want.
      </p>
      <ol className="space-y-2 text-sm">
        {editor.revisions.map((row) => (
          <li key={row.revision} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium">Revision {row.revision}</span>
            <span className="text-muted-foreground">
              {row.savedLabel}, {row.savedBy}
            </span>
            {row.revision === editor.revision ? (
              <span className="text-muted-foreground">(as it is)</span>
            ) : (
              <Link className="text-primary underline" to={`/admin/posts/${editor.id}/revisions/${row.revision}`}>
                Compare <span className="sr-only">revision {row.revision}</span>
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
