// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { cn } from "~/lib/utils";
import { Button, buttonVariants } from "./button";

afterEach(cleanup);

test("asChild renders the child element with the button classes", () => {
  render(
    <Button asChild variant="outline" size="lg" className="w-full">
      <a href="/contact">Contact</a>
    </Button>,
  );

  const link = screen.getByRole("link", { name: "Contact" });
  expect(link.getAttribute("href")).toBe("/contact");
  expect(link.getAttribute("data-slot")).toBe("button");
  expect(link.className).toBe(cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full"));
  expect(link.classList).toContain("bg-card");
  expect(link.classList).toContain("text-base");
  expect(link.classList).not.toContain("text-sm");
  expect(screen.queryByRole("button")).toBeNull();
});

test("renders a native button that honours disabled", () => {
  render(<Button disabled>Get Ideas</Button>);

  const button = screen.getByRole("button", { name: "Get Ideas" });
  expect(button.tagName).toBe("BUTTON");
  expect((button as HTMLButtonElement).disabled).toBe(true);
});
