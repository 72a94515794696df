import type * as React from "react";

import { cn } from "~/lib/utils";

// Decorative only: the loading region around it should say so (aria-busy, or a visually hidden "Loading…").
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn("animate-pulse rounded-md bg-foreground/10", className)} {...props} />;
}

export { Skeleton };
