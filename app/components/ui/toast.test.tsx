// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { toast, Toaster } from "./toast";

afterEach(cleanup);

test("the toaster renders nothing, on the server or the client, before the first toast", () => {
  expect(renderToString(<Toaster />)).toBe("");
  const { container } = render(<Toaster />);
  expect(container.innerHTML).toBe("");
});

test("the first toast loads the toaster and shows the message in its live region", async () => {
  render(<Toaster />);
  toast.error("Registration failed", { description: "Please try again later." });
  const title = await screen.findByText("Registration failed");
  expect(title.closest("[data-sonner-toast]")?.getAttribute("data-type")).toBe("error");
  expect(screen.getByText("Please try again later.")).toBeTruthy();
  expect(screen.getByRole("region", { name: /Notifications/ })).toBeTruthy();
  toast.success("Copied!");
  expect(await screen.findByText("Copied!")).toBeTruthy();
  toast.dismiss();
});
