import { ConsoleInput, ConsoleLabel, ConsoleTextarea } from "./console-fields";

// The box readSessionForm (session-schema.ts) reads, and the time it and sessionFormValues give a
// session without one. Written out here: this file runs in the browser, without the date parser.
const TIME_TBA_FIELD = "time-tba";
const isTba = (time: string | undefined) => time === "Time TBA";

/** The form's values by field, named as the command line's options are (`max-attendees`). */
export type SessionValues = Partial<Record<string, string>>;

/** A refusal of the form's answer; one that names a field is shown beside it. */
export interface FieldRefusal {
  message: string;
  field?: string;
}

/** The form's fields; the service checks them, and a refusal that names one is shown beside it. */
export function SessionFields({
  values,
  idPrefix,
  categories,
  refusal,
}: {
  values: SessionValues;
  idPrefix: string;
  categories: readonly string[];
  refusal?: FieldRefusal;
}) {
  const errorId = (name: string) => `${idPrefix}-${name}-error`;
  const refused = (name: string) => refusal?.field === name;
  const describedBy = (name: string, hint?: string) =>
    [hint ? `${idPrefix}-${name}-hint` : "", refused(name) ? errorId(name) : ""].filter(Boolean).join(" ") || undefined;
  const error = (name: string) =>
    refused(name) ? (
      <p id={errorId(name)} role="alert" className="text-xs text-destructive">
        {refusal!.message}
      </p>
    ) : null;
  const text = (name: string, label: string, hint?: string, required = false, type = "text") => (
    <div className="space-y-1.5">
      <ConsoleLabel htmlFor={`${idPrefix}-${name}`}>{label}</ConsoleLabel>
      <ConsoleInput
        id={`${idPrefix}-${name}`}
        name={name}
        type={type}
        defaultValue={name === "time" && isTba(values.time) ? "" : (values[name] ?? "")}
        required={required}
        aria-invalid={refused(name) || undefined}
        aria-describedby={describedBy(name, hint)}
      />
      {hint ? (
        <p id={`${idPrefix}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error(name)}
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("title", "Title", undefined, true)}
      {text("subtitle", "Subtitle (optional)")}
      {text("date", "Date", undefined, true, "date")}
      <div className="space-y-1.5">
        {text("time", "Time", "In the session's time zone below", false, "time")}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name={TIME_TBA_FIELD} defaultChecked={isTba(values.time)} />
          Time to be announced (Time TBA)
        </label>
      </div>
      {text("zone", "Time zone", "Yours unless you change it; a name such as America/Chicago", true)}
      <div className="space-y-1.5">
        <ConsoleLabel htmlFor={`${idPrefix}-category`}>Category</ConsoleLabel>
        <select
          id={`${idPrefix}-category`}
          name="category"
          defaultValue={values.category ?? categories[0]}
          aria-invalid={refused("category") || undefined}
          aria-describedby={describedBy("category")}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
        >
          {categories.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
        {error("category")}
      </div>
      {text("duration", "Duration (optional)", 'e.g. "60 minutes"')}
      {text("max-attendees", "Seats (optional)", "Empty: no limit")}
      {text("join-url", "Join link (optional)", "https:// only; sent to registrants alone, never shown on the public page")}
      {text("location", "Place (optional)", "For a session in person; sent to registrants alone")}
      <div className="space-y-1.5">
        <ConsoleLabel htmlFor={`${idPrefix}-reminders`}>Reminders</ConsoleLabel>
        <select
          id={`${idPrefix}-reminders`}
          name="reminders"
          defaultValue={values.reminders ?? "on"}
          aria-invalid={refused("reminders") || undefined}
          aria-describedby={describedBy("reminders")}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
        >
          <option value="on">E-mail reminders before the start</option>
          <option value="off">No reminders</option>
        </select>
        {error("reminders")}
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <ConsoleLabel htmlFor={`${idPrefix}-description`}>Description</ConsoleLabel>
        <ConsoleTextarea
          id={`${idPrefix}-description`}
          name="description"
          defaultValue={values.description ?? ""}
          required
          rows={4}
          aria-invalid={refused("description") || undefined}
          aria-describedby={describedBy("description")}
        />
        {error("description")}
      </div>
    </div>
  );
}

/**
 * What a console action said, above its form; `mono` for a report whose columns are padded with
 * spaces. A refusal that names a field is shown beside that field instead.
 */
export function CommandMessage({ answer, mono = false }: { answer?: { ok: boolean; message: string; field?: string }; mono?: boolean }) {
  if (!answer || answer.field) return null;
  return (
    <div
      role={answer.ok ? "status" : "alert"}
      className={`mb-4 rounded-md border px-4 py-3 text-sm break-words whitespace-pre-wrap ${mono ? "font-mono" : ""} ${answer.ok ? "border-border bg-card" : "border-destructive text-destructive"}`}
    >
      {answer.message}
    </div>
  );
}
