// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";

import { toast } from "sonner";
import { Toaster } from "./sonner";

afterEach(cleanup);

test("renders on the server", () => {
  expect(renderToString(<Toaster />)).toContain('aria-label="Notifications');
});

test("styles error toasts as destructive", async () => {
  render(<Toaster />);

  act(() => {
    toast.error("Registration failed", { description: "Please try again later." });
  });

  const title = await screen.findByText("Registration failed");
  const toastEl = title.closest("[data-sonner-toast]")!;
  expect(toastEl.getAttribute("data-type")).toBe("error");
  expect(toastEl.className).toContain("[--normal-bg:var(--destructive-subtle)]");
  expect(screen.getByText("Please try again later.")).toBeTruthy();
  act(() => {
    toast.dismiss();
  });
});
