import { Flame } from "lucide-react";
import { sessionWords } from "~/content/events";
import { cn } from "~/lib/utils";
import type { EventView } from "./event-view";

/** "3 seats left", only when the session is nearly full (the loader decides: EventView.seatsLeft). */
export function SeatsLeft({ event, className }: { event: Pick<EventView, "seatsLeft" | "isFull">; className?: string }) {
  if (event.seatsLeft === null || event.isFull) return null;
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm font-semibold text-destructive", className)} data-testid="seats-left">
      <Flame className="size-4 shrink-0" aria-hidden="true" />
      {sessionWords.seatsLeft(event.seatsLeft)}
    </span>
  );
}
