// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { useCopyToClipboard } from "./use-copy-to-clipboard";

const writeText = vi.fn<(text: string) => Promise<void>>();

function setClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  setClipboard({ writeText });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Moves the fake clock on, inside act so the hook's state follows. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

// 3 s on the pages with long prompts, 2 s elsewhere on the site: the duration is the caller's.
test.each([3000, 2000])("a copy writes the text and shows 'copied' for exactly the given duration (%i ms)", async (duration) => {
  const { result } = renderHook(() => useCopyToClipboard({ resetAfterMs: duration }));
  expect(result.current.copied).toBe(false);
  let ok: boolean | undefined;
  await act(async () => {
    ok = await result.current.copy("Hello, manager");
  });
  expect(ok).toBe(true);
  expect(writeText).toHaveBeenCalledWith("Hello, manager");
  expect(result.current.copied).toBe(true);
  advance(duration - 1);
  expect(result.current.copied).toBe(true);
  advance(1);
  expect(result.current.copied).toBe(false);
});

test("copying again while 'copied' shows restarts the full duration", async () => {
  const { result } = renderHook(() => useCopyToClipboard({ resetAfterMs: 3000 }));
  await act(() => result.current.copy("first"));
  advance(2000);
  await act(() => result.current.copy("second"));
  advance(2500);
  expect(result.current.copied).toBe(true);
  advance(500);
  expect(result.current.copied).toBe(false);
});

test.each([
  ["a refused write", () => writeText.mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError"))],
  ["a browser without the Clipboard API", () => setClipboard(undefined)],
])("%s resolves to false and never shows 'copied'", async (_case, refuse) => {
  refuse();
  const { result } = renderHook(() => useCopyToClipboard({ resetAfterMs: 3000 }));
  let ok: boolean | undefined;
  await act(async () => {
    ok = await result.current.copy("text");
  });
  expect(ok).toBe(false);
  expect(result.current.copied).toBe(false);
});

test("a refused write right after a successful one clears 'copied' at once", async () => {
  const { result } = renderHook(() => useCopyToClipboard({ resetAfterMs: 3000 }));
  await act(() => result.current.copy("first"));
  expect(result.current.copied).toBe(true);
  writeText.mockRejectedValue(new Error("denied"));
  await act(() => result.current.copy("second"));
  expect(result.current.copied).toBe(false);
});

test("unmounting cancels the pending reset", async () => {
  const { result, unmount } = renderHook(() => useCopyToClipboard({ resetAfterMs: 3000 }));
  await act(() => result.current.copy("text"));
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
