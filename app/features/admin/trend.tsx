/**
 * A small bar chart of daily counts; the numbers themselves are read out to screen readers. With
 * nothing counted in its days it says so in words (`empty`), rather than drawing a flat line that
 * looks like a broken one.
 */
export function Trend({ values, label, empty = "No data yet" }: { values: number[]; label: string; empty?: string }) {
  if (!values.some((value) => value > 0)) return <span className="text-sm text-muted-foreground">{empty}</span>;
  const max = Math.max(...values);
  return (
    <span className="inline-flex h-6 items-end gap-px" role="img" aria-label={`${label}: ${values.join(", ")}`}>
      {values.map((value, i) => (
        <span key={i} className="w-1.5 bg-primary/70" style={{ height: `${Math.max(2, Math.round((value / max) * 24))}px` }} />
      ))}
    </span>
  );
}
