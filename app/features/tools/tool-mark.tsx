import { cn } from "~/lib/utils";

// Tinted tiles instead of the companies' logos, which are theirs to use, not ours.
const tints = ["bg-secondary text-secondary-foreground", "bg-brand-subtle text-brand", "bg-muted text-foreground"] as const;

/** A tool's monogram: its first letter on a tile, tinted by its position in the list. */
export function ToolMark({ name, index, className }: { name: string; index: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-11 shrink-0 items-center justify-center rounded-xl text-lg font-bold",
        tints[index % tints.length],
        className,
      )}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
