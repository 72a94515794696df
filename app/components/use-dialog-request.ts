import { useCallback, useEffect, useRef } from "react";

/** A server's answer to a dialog: its status and its JSON body (undefined when it sent none). */
export interface DialogAnswer<Body> {
  status: number;
  ok: boolean;
  body: Body | undefined;
  /**
   * Aborted when this request stops mattering: the next post, the dialog closing or leaving. Work
   * that goes on after the answer (following a request's status) stops with it.
   */
  signal: AbortSignal;
}

/**
 * How a dialog calls the server: a JSON POST to `url`, one request at a time. A new post, the
 * dialog closing (`open` false, even while it still animates out) or unmounting aborts the request
 * in flight, whose `post` then resolves to undefined, so a late answer can neither change the
 * dialog nor toast. A network failure rejects. `Body` is what the endpoint answers; it is typed,
 * not checked: the server reads and shapes it.
 */
export function useDialogRequest<Body>(url: string, open: boolean) {
  const current = useRef<AbortController>(undefined);

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = undefined;
  }, []);

  useEffect(() => {
    if (!open) cancel();
  }, [open, cancel]);
  useEffect(() => cancel, [cancel]);

  const post = useCallback(
    async (payload: unknown): Promise<DialogAnswer<Body> | undefined> => {
      cancel();
      const controller = new AbortController();
      current.current = controller;
      const { signal } = controller;
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(payload),
          signal,
        });
        const body = (await response.json().catch(() => undefined)) as Body | undefined;
        return signal.aborted ? undefined : { status: response.status, ok: response.ok, body, signal };
      } catch (error) {
        if (signal.aborted) return undefined;
        throw error;
      }
    },
    [url, cancel],
  );

  return { post, cancel };
}
