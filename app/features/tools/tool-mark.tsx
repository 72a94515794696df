import { cn } from "~/lib/utils";

/** A tool's mark, drawn on the server (tool-marks.server.ts): its own, or a designed one. */
export interface ToolMarkData {
  kind: "brand" | "designed";
  /** The drawing, as SVG markup the server made from its own sources. */
  svg: string;
}

// Designed marks are tinted by their place in the list, so neighbours differ.
const tints = ["bg-secondary text-secondary-foreground", "bg-brand-subtle text-brand", "bg-muted text-foreground"] as const;

/**
 * A tool's mark on a tile: the tool's own mark in its colour on a plain tile, a designed glyph on a
 * tinted one, or, for a tool without either, its first letter.
 */
export function ToolMark({ name, index, mark, className }: { name: string; index: number; mark?: ToolMarkData; className?: string }) {
  const tile = "flex size-11 shrink-0 items-center justify-center rounded-xl";
  if (mark) {
    return (
      <span
        aria-hidden="true"
        data-mark={mark.kind}
        className={cn(
          tile,
          mark.kind === "brand" ? "border border-border bg-card text-foreground" : tints[index % tints.length],
          className,
        )}
        // Markup the server drew from the site's own icon sources, never from a visitor's input.
        dangerouslySetInnerHTML={{ __html: mark.svg }}
      />
    );
  }
  return (
    <span aria-hidden="true" className={cn(tile, "text-lg font-bold", tints[index % tints.length], className)}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
