import { expect, test } from "vitest";
import { aiToolCategories } from "~/content/ai-tools";
import { recommendedTools } from "~/content/archive";
import { toolMark, toolMarks } from "./tool-marks.server";

const everyTool = [
  ...new Set([...aiToolCategories.flatMap((category) => category.tools.map((tool) => tool.id)), ...recommendedTools.map((t) => t.id)]),
];

test("every listed tool has a mark, and no two tools share one", () => {
  const marks = toolMarks(everyTool);
  expect(Object.keys(marks).sort()).toEqual([...everyTool].sort());
  const drawings = Object.values(marks).map((mark) => mark.svg);
  expect(new Set(drawings).size).toBe(drawings.length);
});

test("ChatGPT, Claude and Canva, all 'C' before, get three different marks; Claude's is its own, from Simple Icons", () => {
  const chatgpt = toolMark("chatgpt")!;
  const claude = toolMark("claude")!;
  const canva = toolMark("canva")!;
  expect(claude).toMatchObject({ kind: "brand" });
  expect(claude.svg).toContain('fill="#D97757"');
  expect(chatgpt).toMatchObject({ kind: "designed" });
  expect(canva).toMatchObject({ kind: "designed" });
  expect(new Set([chatgpt.svg, claude.svg, canva.svg]).size).toBe(3);
});

test("marks are plain SVG, hidden from screen readers; near-black brand marks take the text colour", () => {
  for (const id of everyTool) {
    const { svg } = toolMark(id)!;
    expect(svg, id).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*>.*<\/svg>$/s);
    expect(svg, id).not.toMatch(/<script|on\w+=/i);
  }
  expect(toolMark("cursor")!.svg).toContain('fill="currentColor"');
  expect(toolMark("nothing-like-this")).toBeUndefined();
});
