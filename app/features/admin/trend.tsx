/** A small bar chart of daily counts; the numbers themselves are read out to screen readers. */
export function Trend({ values, label }: { values: number[]; label: string }) {
  const max = Math.max(1, ...values);
  return (
    <span className="inline-flex h-6 items-end gap-px" role="img" aria-label={`${label}: ${values.join(", ")}`}>
      {values.map((value, i) => (
        <span key={i} className="w-1.5 bg-primary/70" style={{ height: `${Math.max(2, Math.round((value / max) * 24))}px` }} />
      ))}
    </span>
  );
}
