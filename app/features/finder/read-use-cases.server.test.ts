import { expect, test } from "vitest";
import { readUseCases } from "./read-use-cases.server";

const sectioned = {
  id: "prompt-1",
  type: "prompt",
  title: "Weekly brief",
  subtitle: "Ten minutes every Monday",
  content: { description: "A prompt", benefits: ["Saves time"], prompt: "Act as", steps: ["Open ChatGPT", 3, "Paste"] },
};

test("a first item with type and content means sections", () => {
  const read = readUseCases([
    sectioned,
    { ...sectioned, id: "agent-1", type: "agent", content: { description: "An agent", benefits: "Watches" } },
  ]);
  expect(read.kind).toBe("sections");
  if (read.kind !== "sections") return;
  expect(read.sections).toHaveLength(2);
  expect(read.sections[0]).toEqual({
    id: "prompt-1",
    type: "prompt",
    title: "Weekly brief",
    subtitle: "Ten minutes every Monday",
    content: { description: "A prompt", benefits: ["Saves time"], prompt: "Act as", steps: ["Open ChatGPT", "Paste"] },
  });
  expect(read.sections[1]!.content.benefits).toEqual(["Watches"]);
});

test("sections of an unknown type or without a title are dropped", () => {
  const read = readUseCases([sectioned, { ...sectioned, type: "podcast" }, { ...sectioned, title: "" }, "text"]);
  expect(read.kind === "sections" && read.sections.map((s) => s.id)).toEqual(["prompt-1"]);
});

test("anything else is the legacy list", () => {
  const notes = {
    title: "Meeting notes",
    description: "Summaries",
    benefits: ["Less typing"],
    category: "Productivity",
    toolType: "ChatGPT",
    prompts: ["Summarise this"],
  };
  const read = readUseCases([
    notes,
    { title: "Reports", description: "Drafts", benefits: "Faster", prompts: "Draft a report" },
    { description: "no title" },
  ]);
  expect(read).toEqual({
    kind: "legacy",
    items: [notes, { title: "Reports", description: "Drafts", benefits: ["Faster"], prompts: ["Draft a report"] }],
  });
  // Type without content (or content without type) is not a section either.
  expect(readUseCases([{ title: "A", type: "prompt" }]).kind).toBe("legacy");
  expect(readUseCases([]).kind).toBe("legacy");
});
