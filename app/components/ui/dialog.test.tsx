// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test } from "vitest";

import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "./dialog";

afterEach(cleanup);

function MiniAppDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Get 3 Ideas</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>AI Ideas for People Like You</DialogTitle>
          <DialogDescription>Paste your profile URL.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}

test("opens as a labelled modal dialog with a Close button", async () => {
  const user = userEvent.setup();
  render(<MiniAppDialog />);

  await user.click(screen.getByRole("button", { name: "Get 3 Ideas" }));

  const dialog = screen.getByRole("dialog", { name: "AI Ideas for People Like You" });
  expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByText("Paste your profile URL.").id);
  expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  expect(dialog.contains(document.activeElement)).toBe(true);
});

test("closes with Escape and returns focus to the trigger", async () => {
  const user = userEvent.setup();
  render(<MiniAppDialog />);
  const trigger = screen.getByRole("button", { name: "Get 3 Ideas" });

  await user.click(trigger);
  expect(screen.getByRole("dialog")).toBeTruthy();

  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(trigger);
});

test("closes with the Close button and returns focus to the trigger", async () => {
  const user = userEvent.setup();
  render(<MiniAppDialog />);
  const trigger = screen.getByRole("button", { name: "Get 3 Ideas" });

  await user.click(trigger);
  await user.click(screen.getByRole("button", { name: "Close" }));

  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(trigger);
});

test("a wide dialog carries only the wide max-width, so it cannot lose to the default one", async () => {
  render(
    <Dialog open>
      <DialogContent width="wide">
        <DialogTitle>Wide</DialogTitle>
      </DialogContent>
    </Dialog>,
  );
  const content = screen.getByRole("dialog");
  expect(content.className).toContain("sm:max-w-2xl");
  expect(content.className).not.toContain("sm:max-w-lg");
});
