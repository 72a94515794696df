// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { SyncVideosButton } from "./sync-videos-button";
import type { SyncResult } from "./video-types";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/components/ui/toast", () => ({ toast: toasts }));

afterEach(cleanup);
beforeEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});

/** The button on a page whose action the test answers, and a loader that counts reloads. */
function renderButton(answer: () => Promise<Response | SyncResult>) {
  let loads = 0;
  const posted: FormData[] = [];
  function Page() {
    const count = useLoaderData() as number;
    return (
      <>
        <p data-testid="loads">{count}</p>
        <SyncVideosButton action="/resources" />
      </>
    );
  }
  const Stub = createRoutesStub([
    {
      path: "/resources",
      Component: Page,
      HydrateFallback: () => null,
      loader: () => ++loads,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer();
      },
    },
  ]);
  render(<Stub initialEntries={["/resources"]} />);
  return { posted, loads: () => loads };
}

test("idle, then 'Syncing...' disabled with a spinning icon, then the server's message and a reloaded list", async () => {
  let finish: (result: SyncResult) => void = () => {};
  const { posted, loads } = renderButton(() => new Promise<SyncResult>((resolve) => (finish = resolve)));
  const button = await screen.findByRole("button", { name: "Sync Videos" });
  expect(button).toHaveProperty("disabled", false);
  await userEvent.click(button);
  const busy = await screen.findByRole("button", { name: "Syncing..." });
  expect(busy).toHaveProperty("disabled", true);
  expect(busy.querySelector("svg")!.getAttribute("class")).toContain("animate-spin");
  expect(posted[0]!.get("intent")).toBe("sync-videos");
  const before = loads();
  finish({ ok: true, message: "YouTube videos synced successfully! 4 videos are up to date." });
  await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("YouTube videos synced successfully! 4 videos are up to date."));
  await waitFor(() => expect(loads()).toBeGreaterThan(before));
  expect(await screen.findByRole("button", { name: "Sync Videos" })).toHaveProperty("disabled", false);
});

test("a success without a message shows 'YouTube videos synced successfully!'", async () => {
  renderButton(async () => ({ ok: true, message: "" }));
  await userEvent.click(await screen.findByRole("button", { name: "Sync Videos" }));
  await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("YouTube videos synced successfully!"));
});

test("a failure shows 'Failed to sync YouTube videos. Please try again.'", async () => {
  renderButton(
    async () => new Response(JSON.stringify({ ok: false, message: "" }), { status: 502, headers: { "Content-Type": "application/json" } }),
  );
  await userEvent.click(await screen.findByRole("button", { name: "Sync Videos" }));
  await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("Failed to sync YouTube videos. Please try again."));
  expect(toasts.success).not.toHaveBeenCalled();
});
