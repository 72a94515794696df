// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { toast } from "~/components/ui/toast";
import { CopyButton } from "./copy-button";

vi.mock("~/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
}

function renderButton() {
  render(
    <CopyButton
      text="Dear manager"
      resetAfterMs={3000}
      successMessage="Email template copied to clipboard"
      failureMessage="Failed to copy to clipboard"
    />,
  );
}

test("success: the text is copied, the button says 'Copied' with the success toast, then goes back", async () => {
  renderButton();
  await click("Copy text");
  expect(writeText).toHaveBeenCalledWith("Dear manager");
  expect(screen.getByRole("button").textContent).toBe("Copied");
  expect(toast.success).toHaveBeenCalledWith("Email template copied to clipboard");
  expect(toast.error).not.toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(3000);
  });
  expect(screen.getByRole("button").textContent).toBe("Copy text");
});

test("failure: the destructive toast, and the button never says 'Copied'", async () => {
  writeText.mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError"));
  renderButton();
  await click("Copy text");
  expect(toast.error).toHaveBeenCalledWith("Failed to copy to clipboard");
  expect(toast.success).not.toHaveBeenCalled();
  expect(screen.getByRole("button").textContent).toBe("Copy text");
});

test("without messages a copy is quiet either way, and the labels are the caller's", async () => {
  render(<CopyButton text="A prompt" resetAfterMs={2000} label="Copy Prompt" copiedLabel="Copied!" />);
  await click("Copy Prompt");
  expect(screen.getByRole("button").textContent).toBe("Copied!");
  act(() => {
    vi.advanceTimersByTime(2000);
  });
  writeText.mockRejectedValue(new Error("denied"));
  await click("Copy Prompt");
  expect(toast.success).not.toHaveBeenCalled();
  expect(toast.error).not.toHaveBeenCalled();
});
