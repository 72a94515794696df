import type * as React from "react";

import { cn } from "~/lib/utils";

// A native label: Radix's only adds a guard against selecting text on double-click, which
// select-none already gives, and it cost the pages with a form about 700 bytes of gzip.
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
