// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { useDialogRequest } from "./use-dialog-request";

/** A fetch that answers only when the test says so, and rejects like the browser when aborted. */
function heldFetch() {
  const held: { release(body: unknown, status?: number): void; signal: AbortSignal; body: string }[] = [];
  const fetchMock = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal!;
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        held.push({ signal, body: String(init.body), release: (body, status = 200) => resolve(Response.json(body, { status })) });
      }),
  );
  return { fetchMock, held };
}

let fetchMock: ReturnType<typeof heldFetch>["fetchMock"];
let held: ReturnType<typeof heldFetch>["held"];
beforeEach(() => {
  ({ fetchMock, held } = heldFetch());
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("a post answers the status, the JSON body and a signal that stays live until the next post", async () => {
  const { result } = renderHook(() => useDialogRequest<{ ok: string }>("/api/thing", true));
  let answer: Awaited<ReturnType<typeof result.current.post>>;
  await act(async () => {
    const pending = result.current.post({ linkedinUrl: "x" });
    held[0]!.release({ ok: "yes" }, 201);
    answer = await pending;
  });
  expect(fetchMock).toHaveBeenCalledWith("/api/thing", expect.objectContaining({ method: "POST" }));
  expect(JSON.parse(held[0]!.body)).toEqual({ linkedinUrl: "x" });
  expect(answer!).toMatchObject({ status: 201, ok: true, body: { ok: "yes" } });
  expect(answer!.signal.aborted).toBe(false);
  await act(async () => void result.current.post({}));
  expect(answer!.signal.aborted).toBe(true);
});

test("closing the dialog mid-request: the late answer comes back as undefined", async () => {
  const { result, rerender } = renderHook(({ open }) => useDialogRequest<unknown>("/api/thing", open), { initialProps: { open: true } });
  let pending!: ReturnType<typeof result.current.post>;
  act(() => {
    pending = result.current.post({});
  });
  rerender({ open: false });
  expect(held[0]!.signal.aborted).toBe(true);
  await expect(pending).resolves.toBeUndefined();
});

test("leaving the page or a newer post aborts the request in flight", async () => {
  const { result, unmount } = renderHook(() => useDialogRequest<unknown>("/api/thing", true));
  let first!: ReturnType<typeof result.current.post>;
  let second!: ReturnType<typeof result.current.post>;
  act(() => {
    first = result.current.post({ n: 1 });
    second = result.current.post({ n: 2 });
  });
  await expect(first).resolves.toBeUndefined();
  unmount();
  await expect(second).resolves.toBeUndefined();
});

test("a network failure rejects; a body that is not JSON is undefined", async () => {
  const { result } = renderHook(() => useDialogRequest<unknown>("/api/thing", true));
  fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
  await expect(result.current.post({})).rejects.toThrow("Failed to fetch");
  fetchMock.mockImplementationOnce(() => Promise.resolve(new Response("<html>oops</html>", { status: 500 })));
  await expect(result.current.post({})).resolves.toMatchObject({ status: 500, ok: false, body: undefined });
});
