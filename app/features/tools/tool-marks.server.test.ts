import { expect, test } from "vitest";
import { aiToolCategories, toolLinks } from "~/content/ai-tools";
import { recommendedTools } from "~/content/archive";
import { toolMark, toolMarks } from "./tool-marks.server";

const everyTool = [
  ...new Set([...aiToolCategories.flatMap((category) => category.tools.map((tool) => tool.id)), ...recommendedTools.map((t) => t.id)]),
];

test("every listed tool has a glyph of its own, and no two tools share one", () => {
  expect(everyTool.sort()).toEqual(Object.keys(toolLinks).sort());
  const marks = toolMarks(everyTool);
  expect(Object.keys(marks).sort()).toEqual([...everyTool].sort());
  const drawings = Object.values(marks).map((mark) => mark.svg);
  expect(new Set(drawings).size).toBe(drawings.length);
  // A tool outside the catalog gets the family's generic glyph, which no listed tool wears.
  expect(drawings).not.toContain(toolMark("nothing-like-this").svg);
});

test("every mark is one kind: a line glyph in the text colour, no brand's own drawing or colour", () => {
  for (const id of [...everyTool, "nothing-like-this"]) {
    const { svg } = toolMark(id);
    expect(svg, id).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*>.*<\/svg>$/s);
    expect(svg, id).toContain('class="lucide');
    expect(svg, id).toContain('stroke="currentColor"');
    expect(svg, id).toContain('fill="none"');
    expect(svg, id).not.toMatch(/#[0-9a-f]{6}/i);
    expect(svg, id).not.toMatch(/<script|on\w+=/i);
  }
});
