import { Skeleton } from "~/components/ui/skeleton";
import { eventsCopy } from "~/content/events";

/** What the list looks like while a client-side navigation loads the sessions. */
export function EventsSkeleton() {
  return (
    <div role="status" aria-busy="true" data-testid="events-loading" className="grid gap-4">
      <span className="sr-only">{eventsCopy.loading}</span>
      {[0, 1, 2].map((key) => (
        <div key={key} className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="mt-4 h-6 w-3/4" />
          <Skeleton className="mt-2 h-4 w-1/2" />
          <div className="mt-5 flex gap-4">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}
