import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** The answer about the whole form (not one field) after a failed submit, announced as an alert. */
export function FormAlert({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      role="alert"
      className={cn("rounded-md border border-destructive/40 bg-card p-3 text-sm font-medium text-destructive", className)}
      {...props}
    />
  );
}
