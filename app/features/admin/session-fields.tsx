import { ConsoleInput, ConsoleLabel, ConsoleTextarea } from "./console-fields";

/** The live-session fields as the command line's options name them (events add / update). */
export const SESSION_FIELDS = [
  "title",
  "date",
  "time",
  "zone",
  "category",
  "description",
  "subtitle",
  "duration",
  "max-attendees",
  "join-url",
  "location",
  "reminders",
] as const;
export type SessionField = (typeof SESSION_FIELDS)[number];
export type SessionValues = Partial<Record<SessionField, string>>;

/** The form's fields; the command line checks them, and its message comes back above the form. */
export function SessionFields({
  values,
  idPrefix,
  categories,
}: {
  values: SessionValues;
  idPrefix: string;
  categories: readonly string[];
}) {
  const text = (name: SessionField, label: string, hint?: string, required = false) => (
    <div className="space-y-1.5">
      <ConsoleLabel htmlFor={`${idPrefix}-${name}`}>{label}</ConsoleLabel>
      <ConsoleInput
        id={`${idPrefix}-${name}`}
        name={name}
        defaultValue={values[name] ?? ""}
        required={required}
        aria-describedby={hint ? `${idPrefix}-${name}-hint` : undefined}
      />
      {hint ? (
        <p id={`${idPrefix}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("title", "Title", undefined, true)}
      {text("subtitle", "Subtitle (optional)")}
      {text("date", "Date", "2026-12-03 or December 3, 2026", true)}
      {text("time", "Time", '"10:00 AM", "14:30" or "Time TBA", in the zone below; "10 AM EST" is converted', true)}
      {text("zone", "Time zone (optional)", "An IANA name; empty: America/Los_Angeles")}
      <div className="space-y-1.5">
        <ConsoleLabel htmlFor={`${idPrefix}-category`}>Category</ConsoleLabel>
        <select
          id={`${idPrefix}-category`}
          name="category"
          defaultValue={values.category ?? categories[0]}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
        >
          {categories.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
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
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
        >
          <option value="on">E-mail reminders before the start</option>
          <option value="off">No reminders</option>
        </select>
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <ConsoleLabel htmlFor={`${idPrefix}-description`}>Description</ConsoleLabel>
        <ConsoleTextarea id={`${idPrefix}-description`} name="description" defaultValue={values.description ?? ""} required rows={4} />
      </div>
    </div>
  );
}

/** What a console action said, above its form; `mono` for a command's report whose columns are padded with spaces. */
export function CommandMessage({ answer, mono = false }: { answer?: { ok: boolean; message: string }; mono?: boolean }) {
  if (!answer) return null;
  return (
    <div
      role={answer.ok ? "status" : "alert"}
      className={`mb-4 rounded-md border px-4 py-3 text-sm break-words whitespace-pre-wrap ${mono ? "font-mono" : ""} ${answer.ok ? "border-border bg-card" : "border-destructive text-destructive"}`}
    >
      {answer.message}
    </div>
  );
}
