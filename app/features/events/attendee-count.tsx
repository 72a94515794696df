import { Users } from "lucide-react";
import { eventsCopy } from "~/content/events";
import { cn } from "~/lib/utils";
import type { EventView } from "./event-view";

/** 'current/max registered', only when the session has a maximum. */
export function AttendeeCount({ event, className }: { event: EventView; className?: string }) {
  if (event.maxAttendees === null) return null;
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)} data-testid="attendees">
      <Users className="size-4 shrink-0 text-brand" aria-hidden="true" />
      <span>
        {event.currentAttendees}/{event.maxAttendees} {eventsCopy.attendeesLabel}
      </span>
    </span>
  );
}
