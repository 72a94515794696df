import type { SectionType, UseCaseSection } from "~/ai/types";
import type { LegacyUseCase } from "./request-state";

/** Stored results as read: sections, or the legacy list. */
export type UseCaseResults = { kind: "sections"; sections: UseCaseSection[] } | { kind: "legacy"; items: LegacyUseCase[] };

const SECTION_TYPES: readonly SectionType[] = ["prompt", "vibeCode", "agent"];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" ? value : "");
const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "")
    : typeof value === "string" && value.trim() !== ""
      ? [value]
      : [];

/**
 * Reads a row's stored use cases, whatever wrote them: if the first item has a type and content, the
 * results are sections; otherwise the legacy list. Items that don't fit the chosen shape are dropped
 * rather than drawn half-empty. Runs on the server, so the browser gets them typed.
 */
export function readUseCases(useCases: readonly unknown[]): UseCaseResults {
  const first = useCases[0];
  if (isRecord(first) && "type" in first && "content" in first) {
    return { kind: "sections", sections: useCases.flatMap((item, index) => readSection(item, index)) };
  }
  return { kind: "legacy", items: useCases.flatMap(readLegacyItem) };
}

function readSection(item: unknown, index: number): UseCaseSection[] {
  if (!isRecord(item) || !isRecord(item.content)) return [];
  const type = item.type as SectionType;
  const title = text(item.title);
  if (!SECTION_TYPES.includes(type) || title === "") return [];
  const content = item.content;
  const optional = (key: string) => (typeof content[key] === "string" && content[key] !== "" ? { [key]: content[key] as string } : {});
  const steps = texts(content.steps);
  return [
    {
      id: text(item.id) || `section-${index + 1}`,
      type,
      title,
      subtitle: text(item.subtitle),
      content: {
        description: text(content.description),
        benefits: texts(content.benefits),
        ...optional("prompt"),
        ...optional("whatToBuild"),
        ...optional("whatToDo"),
        ...optional("whyItHelps"),
        ...optional("whyItMatters"),
        ...optional("rawContent"),
        ...(steps.length > 0 ? { steps } : {}),
      },
    },
  ];
}

function readLegacyItem(item: unknown): LegacyUseCase[] {
  if (!isRecord(item) || text(item.title) === "") return [];
  return [
    {
      title: text(item.title),
      description: text(item.description),
      benefits: texts(item.benefits),
      ...(text(item.category) ? { category: text(item.category) } : {}),
      ...(text(item.toolType) ? { toolType: text(item.toolType) } : {}),
      prompts: texts(item.prompts),
    },
  ];
}
