import { Form } from "react-router";
import { Panel } from "~/components/panel";
import { Button } from "~/components/ui/button";
import type { SiteValueChangeView, SiteValueView } from "~/content/site-values";
import { ownerPhotoSrcSet } from "~/lib/owner-photo";
import { ConsoleInput, ConsoleLabel, ConsoleSelect, ConsoleTextarea } from "./console-fields";
import { ConsoleEmpty } from "./console-shell";

/**
 * The console's Settings and Offers pages (decision 068): every field of the page in its group,
 * with the value in force and where it comes from, saved together; then the history of saves, each
 * with its undoing. A plain form: it works without JavaScript.
 */

/** What the page's last post answered: a refusal keeps what was posted and names its field. */
export interface SiteValuesAnswer {
  ok: boolean;
  message: string;
  field?: string;
  values?: Record<string, string>;
  useDefault?: string[];
  /** The save whose undoing was refused. */
  undo?: string;
}

/** The form's names beside the fields' keys: the photo's file, its removal, a field's "Use the default". */
export const PHOTO_FILE = "ownerPhoto:file";
export const REMOVE_PHOTO = "ownerPhoto:remove";
export const defaultBoxName = (key: string) => `${key}:default`;
/** The pictures the photo field takes. */
const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif";

/** The zones the select offers; the one in force is added when it is not among them. */
const TIME_ZONES = [
  "America/Los_Angeles",
  "America/Denver",
  "America/Phoenix",
  "America/Chicago",
  "America/New_York",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Toronto",
  "America/Vancouver",
  "America/Mexico_City",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Dublin",
  "Europe/Paris",
  "Europe/Berlin",
  "Europe/Madrid",
  "Europe/Amsterdam",
  "Africa/Lagos",
  "Africa/Johannesburg",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Australia/Sydney",
  "Pacific/Auckland",
  "UTC",
];

const fieldId = (key: string) => `value-${key.replaceAll(".", "-")}`;

/** "Off: the site shows no link to it" as "off, the site shows no link to it", after "Left empty:". */
const emptyWords = (means: string) => means.charAt(0).toLowerCase() + means.slice(1).replace(": ", ", ");

function groupsOf(fields: readonly SiteValueView[]) {
  const groups = new Map<string, SiteValueView[]>();
  for (const field of fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
  return [...groups];
}

export function SiteValuesForm({
  fields,
  answer,
  photo,
}: {
  fields: readonly SiteValueView[];
  answer?: SiteValuesAnswer;
  /** The photo in force, when the page holds the photo field. */
  photo?: string;
}) {
  const refused = answer && !answer.ok && answer.values ? answer : undefined;
  const refusedField = refused?.field ? fields.find((field) => field.key === refused.field) : undefined;
  const hasPhoto = fields.some((field) => field.kind === "photo");
  return (
    <>
      {refused ? (
        <div role="alert" className="mb-4 rounded-md border border-destructive px-4 py-3 text-sm text-destructive">
          Nothing was saved: {refusedField ? <a href={`#${fieldId(refusedField.key)}`}>{refusedField.label}</a> : null}
          {refusedField ? " — " : null}
          {refused.message}
        </div>
      ) : null}
      {/* The values in force as the key: after a save the fields show what was stored. The service
          holds every field's rule and words, so the browser's own checks stand aside. */}
      <Form
        method="post"
        noValidate
        encType={hasPhoto ? "multipart/form-data" : undefined}
        key={JSON.stringify(fields.map((field) => [field.text, field.saved]))}
        className="space-y-6"
      >
        {groupsOf(fields).map(([group, members], index) => (
          // Named by its place, not its words: an id holds no spaces.
          <Panel key={group} aria-labelledby={`value-group-${index}`}>
            <h2 id={`value-group-${index}`} className="mb-4 text-lg font-semibold">
              {group}
            </h2>
            <div className="space-y-6">
              {members.map((field) => (
                <SiteValueInput
                  key={field.key}
                  field={field}
                  value={refused?.values?.[field.key] ?? field.text}
                  useDefault={refused?.useDefault?.includes(field.key) ?? false}
                  refusal={refused?.field === field.key ? refused.message : undefined}
                  photo={photo}
                />
              ))}
            </div>
          </Panel>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" name="intent" value="save">
            Save
          </Button>
          <p className="text-sm text-muted-foreground">Only what you changed is saved; the history below lists it.</p>
        </div>
      </Form>
    </>
  );
}

function SiteValueInput({
  field,
  value,
  useDefault,
  refusal,
  photo,
}: {
  field: SiteValueView;
  value: string;
  useDefault: boolean;
  refusal?: string;
  photo?: string;
}) {
  const id = fieldId(field.key);
  const describedBy = [`${id}-state`, field.hint ? `${id}-hint` : "", refusal ? `${id}-error` : ""].filter(Boolean).join(" ");
  const common = { id, name: field.key, "aria-invalid": refusal ? true : undefined, "aria-describedby": describedBy };
  let input;
  if (field.kind === "photo") {
    input = (
      <div className="space-y-3">
        <input type="hidden" name={field.key} value={value} />
        <div className="flex items-center gap-4">
          {photo ? (
            <img
              src={ownerPhotoSrcSet(120, "jpg", photo).src}
              alt="Your photo, as the site shows it"
              width={96}
              height={96}
              className="size-24 rounded-full bg-muted object-cover"
            />
          ) : (
            <p className="text-sm text-muted-foreground">No photo: the site shows the illustrated portrait.</p>
          )}
        </div>
        <ConsoleInput
          {...common}
          name={PHOTO_FILE}
          type="file"
          accept={PHOTO_TYPES}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5"
        />
        {photo ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={REMOVE_PHOTO} className="size-4 accent-primary" />
            Remove the photo
          </label>
        ) : null}
      </div>
    );
  } else if (field.kind === "long-text") {
    input = <ConsoleTextarea {...common} defaultValue={value} rows={5} />;
  } else if (field.kind === "time-zone") {
    const zones = TIME_ZONES.includes(value) || !value ? TIME_ZONES : [value, ...TIME_ZONES];
    input = (
      <ConsoleSelect {...common} defaultValue={value}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll("_", " ")}
          </option>
        ))}
      </ConsoleSelect>
    );
  } else if (field.kind === "choice") {
    input = (
      <ConsoleSelect {...common} defaultValue={value}>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </ConsoleSelect>
    );
  } else if (field.kind === "price") {
    input = (
      <div className="flex max-w-48 items-center gap-2">
        <span aria-hidden="true" className="text-muted-foreground">
          $
        </span>
        <ConsoleInput {...common} defaultValue={value} inputMode="decimal" autoComplete="off" />
      </div>
    );
  } else {
    const type = { email: "email", url: "url", social: "url", "optional-url": "url", deadline: "datetime-local" }[field.kind as string];
    input = <ConsoleInput {...common} type={type ?? "text"} defaultValue={value} autoComplete="off" />;
  }
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <ConsoleLabel htmlFor={id}>{field.kind === "photo" ? "Upload a new photo" : field.label}</ConsoleLabel>
        <span
          className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${field.saved ? "border-primary text-primary" : "border-border text-muted-foreground"}`}
        >
          {field.saved ? "Saved here" : "Default"}
        </span>
      </div>
      {input}
      <p id={`${id}-state`} className="text-sm text-muted-foreground">
        {field.kind === "photo" ? `${field.label}: ` : "In force: "}
        <span className="break-words text-foreground">{field.shown}</span>
        {field.saved ? (
          <>
            {" "}
            · Default: <span className="break-words">{field.defaultShown}</span>
          </>
        ) : null}
        {field.emptyMeans ? <> · Left empty: {emptyWords(field.emptyMeans)}</> : null}
      </p>
      {field.hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {field.hint}
        </p>
      ) : null}
      {refusal ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      {field.saved ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name={defaultBoxName(field.key)} defaultChecked={useDefault} className="size-4 accent-primary" />
          Use the default
        </label>
      ) : null}
    </div>
  );
}

/** The newest saves of the page, each field's value before and after, with Undo on those not undone yet. */
export function SiteValuesHistory({ changes, answer }: { changes: readonly SiteValueChangeView[]; answer?: SiteValuesAnswer }) {
  return (
    <Panel aria-labelledby="values-history" className="mt-8">
      <h2 id="values-history" className="mb-1 text-lg font-semibold">
        History
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">The last 50 saves, newest first. Undo puts a save's fields back as they were.</p>
      {changes.length === 0 ? (
        <ConsoleEmpty>Nothing saved here yet: each save will be listed here, with a button to undo it.</ConsoleEmpty>
      ) : (
        <ol className="divide-y divide-border">
          {changes.map((change) => (
            <li key={change.id} className="space-y-2 py-4">
              <p className="text-sm">
                <span className="font-semibold">{change.atText}</span> · {change.by}
                {change.undoes ? " · undid an earlier save" : null}
              </p>
              <ul className="space-y-1 text-sm">
                {change.entries.map((entry) => (
                  <li key={entry.key} className="break-words">
                    <span className="font-medium">{entry.label}:</span> <span className="text-muted-foreground">{entry.before}</span>
                    {" → "}
                    {entry.after}
                  </li>
                ))}
              </ul>
              {answer?.undo === change.id && !answer.ok ? <p className="text-sm text-destructive">{answer.message}</p> : null}
              {change.undoneBy ? (
                <p className="text-sm text-muted-foreground">Undone.</p>
              ) : (
                <Form method="post">
                  <input type="hidden" name="id" value={change.id} />
                  <Button type="submit" name="intent" value="undo" variant="outline" size="sm">
                    Undo<span className="sr-only"> the save of {change.atText}</span>
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
