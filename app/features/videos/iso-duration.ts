/**
 * YouTube reports a video's length as an ISO 8601 duration ("PT1H2M3S"; "P1DT2H" for very long
 * streams; "P0D" for live streams and premieres, which have none yet).
 */
const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Whole seconds, or undefined when the text is missing or not a duration. */
export function parseIsoDuration(text: string | null | undefined): number | undefined {
  if (!text) return undefined;
  const match = ISO_DURATION.exec(text.trim());
  if (!match || text.trim() === "P" || text.trim().endsWith("T")) return undefined;
  const [, days, hours, minutes, seconds] = match;
  return Number(days ?? 0) * 86_400 + Number(hours ?? 0) * 3_600 + Number(minutes ?? 0) * 60 + Math.floor(Number(seconds ?? 0));
}

/**
 * "1:02:03" or "0:45" (h:mm:ss, or m:ss under an hour). Undefined when there is nothing to show: no
 * duration, an unreadable one, or zero (a live stream), so the card leaves the badge out.
 */
export function formatDuration(text: string | null | undefined): string | undefined {
  const total = parseIsoDuration(text);
  if (total === undefined || total === 0) return undefined;
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}
