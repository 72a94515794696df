import {
  AudioLines,
  AudioWaveform,
  Captions,
  FlaskConical,
  Heart,
  MessagesSquare,
  NotebookPen,
  Palette,
  PenTool,
  Presentation,
  Sailboat,
  Scale,
  Sparkles,
  UserRound,
  Video,
  Workflow,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  siClaude,
  siCursor,
  siGooglegemini,
  siGrammarly,
  siLoom,
  siMake,
  siN8n,
  siNotebooklm,
  siPerplexity,
  siReplit,
  siZapier,
  type SimpleIcon,
} from "simple-icons";
import type { ToolMarkData } from "./tool-mark";

/**
 * Each tool's mark, drawn on the server and sent as loader data, so the pages' JavaScript carries
 * none of the drawings. A tool whose own mark has a licensed source (Simple Icons, CC0: only the
 * icons named here are imported) shows it in its brand colour; the others, whose owners keep their
 * logos out of Simple Icons, get a designed mark: a glyph of what the tool does, on a tinted tile.
 * (Simple Icons' "Relay" is Meta's GraphQL client and its "Fathom" the analytics product, not the
 * tools listed here, so those two are designed too.)
 */
const BRAND: Record<string, SimpleIcon> = {
  claude: siClaude,
  gemini: siGooglegemini,
  grammarly: siGrammarly,
  perplexity: siPerplexity,
  notebooklm: siNotebooklm,
  replit: siReplit,
  cursor: siCursor,
  zapier: siZapier,
  make: siMake,
  n8n: siN8n,
  loom: siLoom,
};

const DESIGNED: Record<string, LucideIcon> = {
  chatgpt: MessagesSquare,
  granola: NotebookPen,
  otter: AudioLines,
  fathom: Captions,
  fireflies: Sparkles,
  elicit: FlaskConical,
  consensus: Scale,
  lovable: Heart,
  bolt: Zap,
  relay: Workflow,
  canva: Palette,
  gamma: Presentation,
  napkin: PenTool,
  midjourney: Sailboat,
  tella: Video,
  descript: AudioWaveform,
  heygen: UserRound,
};

/** Near-black marks take the text colour, so they stay visible on any tile. */
function isDark(hex: string): boolean {
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 40;
}

function brandSvg(icon: SimpleIcon): string {
  const fill = isDark(icon.hex) ? "currentColor" : `#${icon.hex}`;
  return `<svg viewBox="0 0 24 24" width="24" height="24" fill="${fill}" aria-hidden="true" focusable="false"><path d="${icon.path}"/></svg>`;
}

export function toolMark(id: string): ToolMarkData | undefined {
  const brand = BRAND[id];
  if (brand) return { kind: "brand", svg: brandSvg(brand) };
  const glyph = DESIGNED[id];
  if (glyph)
    return { kind: "designed", svg: renderToStaticMarkup(createElement(glyph, { size: 22, "aria-hidden": true, focusable: false })) };
  return undefined;
}

/** The marks of these tools, by id, for a page's loader data. */
export function toolMarks(ids: readonly string[]): Record<string, ToolMarkData> {
  const marks: Record<string, ToolMarkData> = {};
  for (const id of ids) {
    const mark = toolMark(id);
    if (mark) marks[id] = mark;
  }
  return marks;
}
