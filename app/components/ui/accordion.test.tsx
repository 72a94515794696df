// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test } from "vitest";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

afterEach(cleanup);

const terms = [
  ["Agent", "Software that acts on your behalf."],
  ["Context", "What the model can see right now."],
  ["Prompting", "Telling the model what you want."],
] as const;

function Glossary() {
  return (
    <Accordion type="single" collapsible>
      {terms.map(([term, definition]) => (
        <AccordionItem key={term} value={term}>
          <AccordionTrigger headingLevel={2}>{term}</AccordionTrigger>
          <AccordionContent>{definition}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

test("opens one item at a time and collapses the open one", async () => {
  const user = userEvent.setup();
  render(<Glossary />);
  const agent = screen.getByRole("button", { name: "Agent" });
  const context = screen.getByRole("button", { name: "Context" });

  await user.click(agent);
  expect(agent.getAttribute("aria-expanded")).toBe("true");
  expect(screen.getByText("Software that acts on your behalf.")).toBeTruthy();

  await user.click(context);
  expect(agent.getAttribute("aria-expanded")).toBe("false");
  expect(context.getAttribute("aria-expanded")).toBe("true");
  expect(screen.queryByText("Software that acts on your behalf.")).toBeNull();

  await user.click(context);
  expect(context.getAttribute("aria-expanded")).toBe("false");
  expect(screen.queryByText("What the model can see right now.")).toBeNull();
});

test("wraps triggers in headings of the requested level", () => {
  render(<Glossary />);

  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(terms.map(([term]) => term));
});

test("moves focus between triggers with ArrowDown, End and Home", async () => {
  const user = userEvent.setup();
  render(<Glossary />);
  const [agent, context, prompting] = terms.map(([term]) => screen.getByRole("button", { name: term }));

  agent!.focus();
  await user.keyboard("{ArrowDown}");
  expect(document.activeElement).toBe(context);

  await user.keyboard("{End}");
  expect(document.activeElement).toBe(prompting);

  await user.keyboard("{Home}");
  expect(document.activeElement).toBe(agent);
});
