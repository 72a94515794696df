import { expect, test } from "vitest";
import { llmsTxt } from "./llms-txt";

test("llms.txt: a title, a quoted summary, then sections of absolute links with one-line summaries", () => {
  const text = llmsTxt(
    {
      name: "Jamie Rivera: practical AI",
      summary: "Guides and courses\n  for professionals.",
      details: ["Posts come in Markdown."],
      sections: [
        { title: "Guides", links: [{ title: "Prompt sheet", url: "/smart-prompt-sheet", summary: "25 prompts." }] },
        { title: "Empty", links: [] },
        { title: "Elsewhere", links: [{ title: "Community", url: "https://community.example.com", summary: "Weekly challenges." }] },
      ],
    },
    "https://ai.example.org",
  );
  expect(text).toBe(
    [
      "# Jamie Rivera: practical AI",
      "> Guides and courses for professionals.",
      "Posts come in Markdown.",
      "## Guides\n\n- [Prompt sheet](https://ai.example.org/smart-prompt-sheet): 25 prompts.",
      "## Elsewhere\n\n- [Community](https://community.example.com): Weekly challenges.",
    ].join("\n\n") + "\n",
  );
});
