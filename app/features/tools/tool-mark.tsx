import { cn } from "~/lib/utils";

/** A tool's mark, drawn on the server (tool-marks.server.ts): a glyph of the job the tool does. */
export interface ToolMarkData {
  /** The drawing, as SVG markup the server made from the site's own icon set. */
  svg: string;
}

// Tinted by their place in the list, so neighbours differ while every tile stays one family.
const tints = ["bg-secondary text-secondary-foreground", "bg-brand-subtle text-brand", "bg-muted text-foreground"] as const;

/** A tool's mark on a tile; every tool the loader asked for has one (tool-marks.server.test.ts). */
export function ToolMark({ index, mark, className }: { index: number; mark: ToolMarkData | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-mark="glyph"
      className={cn("flex size-11 shrink-0 items-center justify-center rounded-xl", tints[index % tints.length], className)}
      // Markup the server drew from the site's own icon set, never from a visitor's input.
      dangerouslySetInnerHTML={{ __html: mark?.svg ?? "" }}
    />
  );
}
