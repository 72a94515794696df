import { expect, test } from "vitest";
import { beginnerIdeaCopy } from "./beginner-idea-copy";

const base = { type: "prompt" as const, title: "Meeting recap", description: "Turn notes into a recap." };

test("an idea with a prompt copies the prompt", () => {
  expect(beginnerIdeaCopy({ ...base, prompt: "You are my chief of staff...", steps: ["One"] })).toEqual({
    label: "Copy Prompt",
    text: "You are my chief of staff...",
  });
});

test("without a prompt, the steps joined by line breaks", () => {
  expect(beginnerIdeaCopy({ ...base, prompt: "  ", steps: ["Open ChatGPT", "Paste your notes", "Ask for a recap"] })).toEqual({
    label: "Copy Steps",
    text: "Open ChatGPT\nPaste your notes\nAsk for a recap",
  });
});

test("with neither, the title, a blank line and the description", () => {
  expect(beginnerIdeaCopy({ ...base, steps: [] })).toEqual({ label: "Copy Idea", text: "Meeting recap\n\nTurn notes into a recap." });
  expect(beginnerIdeaCopy(base)).toEqual({ label: "Copy Idea", text: "Meeting recap\n\nTurn notes into a recap." });
});
