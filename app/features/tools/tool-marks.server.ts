import {
  AppWindow,
  AudioLines,
  BookHeadphones,
  BriefcaseBusiness,
  Captions,
  CodeXml,
  Feather,
  FlaskConical,
  ImagePlus,
  Library,
  MessagesSquare,
  MonitorPlay,
  NotebookPen,
  Palette,
  PenTool,
  Plug,
  Presentation,
  Scale,
  Scissors,
  SearchCheck,
  ServerCog,
  SpellCheck,
  Split,
  SquareTerminal,
  UserRound,
  Video,
  Workflow,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { toolLinks } from "~/content/ai-tools";
import type { ToolMarkData } from "./tool-mark";

/**
 * Each tool's mark: one family, a line glyph of the job the tool does, on a tinted tile. None is a
 * tool's own logo or a likeness of one: most of the listed companies keep their logos out of the
 * licensed icon sets, and a page where some tools wear their logo and the rest a glyph reads as
 * unfinished (decision 075). Typed by the catalog, so a tool added to it without a glyph does not
 * compile. Drawn on the server and sent as loader data, so the pages' JavaScript carries none of
 * the drawings.
 */
const GLYPHS: Record<keyof typeof toolLinks, LucideIcon> = {
  chatgpt: MessagesSquare,
  claude: Feather,
  gemini: BriefcaseBusiness,
  grammarly: SpellCheck,
  granola: NotebookPen,
  otter: AudioLines,
  fathom: Captions,
  fireflies: Library,
  perplexity: SearchCheck,
  notebooklm: BookHeadphones,
  elicit: FlaskConical,
  consensus: Scale,
  lovable: AppWindow,
  bolt: Zap,
  replit: SquareTerminal,
  cursor: CodeXml,
  relay: Workflow,
  zapier: Plug,
  make: Split,
  n8n: ServerCog,
  canva: Palette,
  gamma: Presentation,
  napkin: PenTool,
  midjourney: ImagePlus,
  tella: Video,
  loom: MonitorPlay,
  descript: Scissors,
  heygen: UserRound,
};

/** A tool outside the catalog still wears a glyph of the same family, never a letter or a logo. */
const ANY_TOOL: LucideIcon = Wrench;

export function toolMark(id: string): ToolMarkData {
  const glyph = Object.hasOwn(GLYPHS, id) ? GLYPHS[id as keyof typeof GLYPHS] : ANY_TOOL;
  return { svg: renderToStaticMarkup(createElement(glyph, { size: 22, "aria-hidden": true, focusable: false })) };
}

/** The marks of these tools, by id, for a page's loader data. */
export function toolMarks(ids: readonly string[]): Record<string, ToolMarkData> {
  return Object.fromEntries(ids.map((id) => [id, toolMark(id)]));
}
