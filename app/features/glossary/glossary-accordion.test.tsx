// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { glossaryTerms } from "~/content/glossary";
import { GlossaryAccordion } from "./glossary-accordion";

afterEach(cleanup);

const definitionOf = (id: string) => document.querySelector(`#${id} [data-glossary-definition]`)!;

test("the eight terms, as level-2 headings, in order", () => {
  render(<GlossaryAccordion terms={glossaryTerms} />);
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
    "Agent",
    "Context",
    "Fine-tuning",
    "Generative AI",
    "Hallucination",
    "Memory",
    "Prompting",
    "Vibe coding",
  ]);
});

test("every definition is in the server's HTML, hidden until its term is opened", () => {
  const html = renderToString(<GlossaryAccordion terms={glossaryTerms} />);
  for (const term of glossaryTerms) expect(html).toContain(term.definition.replace(/'/g, "&#x27;"));
  expect(html.match(/ hidden=""/g)).toHaveLength(8);
  expect(html).toContain("<noscript>");
  render(<GlossaryAccordion terms={glossaryTerms} />);
  for (const term of glossaryTerms) expect(definitionOf(term.id).hasAttribute("hidden")).toBe(true);
});

test("one definition open at a time, and the open one collapses", async () => {
  const user = userEvent.setup();
  render(<GlossaryAccordion terms={glossaryTerms} />);
  const agent = screen.getByRole("button", { name: "Agent" });
  const memory = screen.getByRole("button", { name: "Memory" });

  await user.click(agent);
  expect(agent.getAttribute("aria-expanded")).toBe("true");
  expect(definitionOf("agent").hasAttribute("hidden")).toBe(false);

  await user.click(memory);
  expect(agent.getAttribute("aria-expanded")).toBe("false");
  expect(definitionOf("agent").hasAttribute("hidden")).toBe(true);
  expect(definitionOf("memory").hasAttribute("hidden")).toBe(false);

  await user.click(memory);
  expect(definitionOf("memory").hasAttribute("hidden")).toBe(true);
  expect(glossaryTerms.every((term) => definitionOf(term.id).hasAttribute("hidden"))).toBe(true);
});
