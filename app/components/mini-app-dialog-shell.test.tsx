// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { MiniAppDialogShell } from "./mini-app-dialog-shell";

afterEach(cleanup);

/** A panel with state of its own, as a mini app's is. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

test("the dialog is named by its title and described below it; its panel starts afresh each time it opens", async () => {
  const onOpenChange = vi.fn();
  const shell = (open: boolean) => (
    <MiniAppDialogShell open={open} onOpenChange={onOpenChange} title="AI Use Case Finder" description="Paste a profile link.">
      <Counter />
    </MiniAppDialogShell>
  );
  const { rerender } = render(shell(true));
  const dialog = screen.getByRole("dialog", { name: "AI Use Case Finder" });
  expect(document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Paste a profile link.");
  expect(
    screen.getByRole("heading", { name: "AI Use Case Finder" }).compareDocumentPosition(screen.getByText("Paste a profile link.")),
  ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  await userEvent.click(screen.getByRole("button", { name: "Pressed 0" }));
  expect(screen.getByRole("button", { name: "Pressed 1" })).toBeTruthy();

  rerender(shell(false));
  expect(screen.queryByRole("dialog")).toBeNull();
  rerender(shell(true));
  expect(screen.getByRole("button", { name: "Pressed 0" })).toBeTruthy();
});
