import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * What stands in place of a list that has nothing to show ("empty") or failed to load ("error"):
 * a dashed box with an icon and the words. The caller gives the role (alert, status or none).
 */
export function Empty({
  icon: Icon,
  tone = "empty",
  className,
  children,
  ...props
}: ComponentProps<"div"> & { icon: LucideIcon; tone?: "empty" | "error" }) {
  return (
    <div
      data-slot="empty"
      className={cn(
        "grid justify-items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center",
        className,
      )}
      {...props}
    >
      <Icon className={tone === "error" ? "size-8 text-destructive" : "size-8 text-muted-foreground"} aria-hidden="true" />
      {children}
    </div>
  );
}
