// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { miniAppDialog } from "./mini-app-dialog-shell";

afterEach(cleanup);

/** A panel with state of its own, as a mini app's is, and a way to close its dialog. */
function CounterPanel({ onClose }: { onClose(): void }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
      <button type="button" onClick={onClose}>
        Done
      </button>
    </>
  );
}

const CounterDialog = miniAppDialog(CounterPanel, { title: "AI Use Case Finder", description: "Paste a profile link." });

test("the dialog is named by its title and described below it; its panel starts afresh each time it opens and can close it", async () => {
  const onOpenChange = vi.fn();
  const { rerender } = render(<CounterDialog open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole("dialog", { name: "AI Use Case Finder" });
  expect(document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Paste a profile link.");
  expect(
    screen.getByRole("heading", { name: "AI Use Case Finder" }).compareDocumentPosition(screen.getByText("Paste a profile link.")),
  ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  await userEvent.click(screen.getByRole("button", { name: "Pressed 0" }));
  expect(screen.getByRole("button", { name: "Pressed 1" })).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "Done" }));
  expect(onOpenChange).toHaveBeenCalledWith(false);

  rerender(<CounterDialog open={false} onOpenChange={onOpenChange} />);
  expect(screen.queryByRole("dialog")).toBeNull();
  rerender(<CounterDialog open onOpenChange={onOpenChange} />);
  expect(screen.getByRole("button", { name: "Pressed 0" })).toBeTruthy();
});
