// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { useProviderScript } from "./use-provider-script";

const SCRIPT = "https://example.kit.com/abc123/index.js";

function Embed({ containerId = "newsletter-box", renderContainer = true }: { containerId?: string; renderContainer?: boolean }) {
  const status = useProviderScript({ containerId: "newsletter-box", scriptUrl: SCRIPT, uid: "abc123" });
  return (
    <>
      {renderContainer && <div id={containerId} data-testid="box" />}
      <p data-testid="status">{status}</p>
    </>
  );
}

/** After the frame in which the hook's script goes in (it waits for the page's load and the paint after it). */
const painted = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

// jsdom lays nothing out; the hook asks whether its container is displayed, so answer as a browser would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getClientRects").mockReturnValue([new DOMRect(0, 0, 300, 80)] as unknown as DOMRectList);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

test("the script goes into the container once, however often React renders", async () => {
  const { rerender } = render(
    <StrictMode>
      <Embed />
    </StrictMode>,
  );
  for (let i = 0; i < 3; i++) {
    rerender(
      <StrictMode>
        <Embed />
      </StrictMode>,
    );
  }
  await painted();
  const scripts = document.querySelectorAll("script");
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.src).toBe(SCRIPT);
  expect(scripts[0]!.async).toBe(true);
  expect(scripts[0]!.dataset.uid).toBe("abc123");
  expect(screen.getByTestId("box").contains(scripts[0]!)).toBe(true);
  expect(screen.getByTestId("status").textContent).toBe("loading");
});

test("the container is emptied on unmount, provider's form included", () => {
  const { unmount } = render(<Embed />);
  const box = screen.getByTestId("box");
  box.append(document.createElement("form"));
  unmount();
  expect(box.childNodes).toHaveLength(0);
});

test("a script that fails to load reports failed, with a console warning and no error", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const error = vi.spyOn(console, "error");
  render(<Embed />);
  await painted();
  act(() => {
    document.querySelector("script")!.dispatchEvent(new Event("error"));
  });
  expect(screen.getByTestId("status").textContent).toBe("failed");
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("failed to load"));
  expect(error).not.toHaveBeenCalled();
});

test("a loaded script that draws nothing reports loaded, not shown", async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  render(<Embed />);
  await painted();
  act(() => {
    document.querySelector("script")!.dispatchEvent(new Event("load"));
  });
  expect(screen.getByTestId("status").textContent).toBe("loaded");
});

test("a missing container only logs a console warning", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  render(<Embed renderContainer={false} />);
  expect(warn).toHaveBeenCalledWith("Newsletter form: container #newsletter-box not found");
  expect(document.querySelectorAll("script")).toHaveLength(0);
  expect(screen.getByTestId("status").textContent).toBe("idle");
});

test("a form drawn by the provider reports shown, and a later load event keeps it so", async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  render(<Embed />);
  await painted();
  const script = document.querySelector("script")!;
  await act(async () => {
    script.after(document.createElement("form"));
    await Promise.resolve();
  });
  expect(screen.getByTestId("status").textContent).toBe("shown");
  act(() => {
    script.dispatchEvent(new Event("load"));
  });
  expect(screen.getByTestId("status").textContent).toBe("shown");
});

test("while the page is still loading, the provider's script waits for the page's load, then its paint", async () => {
  vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
  render(<Embed />);
  expect(document.querySelectorAll("script")).toHaveLength(0);
  await painted();
  expect(document.querySelectorAll("script")).toHaveLength(0);
  expect(screen.getByTestId("status").textContent).toBe("idle");
  act(() => {
    window.dispatchEvent(new Event("load"));
  });
  expect(document.querySelectorAll("script")).toHaveLength(0);
  await painted();
  expect(document.querySelectorAll("script")).toHaveLength(1);
  expect(screen.getByTestId("status").textContent).toBe("loading");
});
