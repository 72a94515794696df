import type { ComponentProps } from "react";

// The console's own input, label and text area, in the site's tokens. The public forms' Input,
// Label and Textarea would work as well, but sharing them with /admin makes the bundler split them out of the
// public pages' chunks, and those pages would load more.

export function ConsoleLabel(props: ComponentProps<"label">) {
  return <label className="block text-sm font-medium" {...props} />;
}

export function ConsoleTextarea(props: ComponentProps<"textarea">) {
  return (
    <textarea
      className="flex min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring md:text-sm"
      {...props}
    />
  );
}

export function ConsoleInput(props: ComponentProps<"input">) {
  return (
    <input
      className="flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring md:text-sm"
      {...props}
    />
  );
}

export function ConsoleSelect(props: ComponentProps<"select">) {
  return <select className="h-10 max-w-full rounded-md border border-input bg-background px-3 text-sm" {...props} />;
}
