import { cn } from "~/lib/utils";
import type { EventView } from "./event-view";

/**
 * A calendar page for the session's date, "Dec" over "3": how a list of sessions is read at a
 * glance. Decorative (the date is written out beside it); nothing when the date cannot be read.
 */
export function DateTile({ tile, className }: { tile: EventView["dateTile"]; className?: string }) {
  if (!tile) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="date-tile"
      className={cn(
        "grid w-14 shrink-0 self-start overflow-hidden rounded-xl border border-border bg-card text-center leading-none shadow-xs",
        className,
      )}
    >
      <span className="bg-primary py-1 text-[0.7rem] font-semibold tracking-wider text-primary-foreground uppercase">{tile.month}</span>
      <span className="py-1.5 text-xl font-bold tabular-nums">{tile.day}</span>
    </span>
  );
}
