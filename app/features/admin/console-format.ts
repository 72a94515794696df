/** "2026-11-25 14:03 UTC": one way to show an instant in the console, the same on server and browser. */
export function formatWhen(value: Date | string | null | undefined): string {
  if (!value) return "—";
  const date = typeof value === "string" ? new Date(value) : value;
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
