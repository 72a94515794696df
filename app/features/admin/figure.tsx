/** One figure of a console panel: its label, the number, and a short note under it. */
export function Figure({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}
