import { useCallback, useEffect, useRef, useState } from "react";
import type { PostFields } from "~/lib/post-fields";
import type { PostSaved, PostSaveRefusal } from "./post-save-request";

/**
 * The editor's autosave (decision 067): no word is lost. Every change is kept in this browser at
 * once (localStorage, per post) and saved to the server a few seconds after typing stops (at the
 * latest every AUTOSAVE_MAX_WAIT_MS while typing goes on), and when the page is left. A save names
 * the revision its text started from: when the post was saved elsewhere since, the server refuses
 * and the writer keeps their text and chooses. A save that fails (the network, the server) is
 * tried again, sooner when the browser is back online, and the page says so; closing the tab with
 * text not yet saved asks first.
 */

export const AUTOSAVE_DELAY_MS = 2_000;
export const AUTOSAVE_MAX_WAIT_MS = 10_000;
const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000];

export type SaveState =
  | { kind: "saved"; at: string }
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "failed"; message: string; retryAt: number }
  | { kind: "refused"; message: string; field?: string }
  | { kind: "conflict"; message: string; revision: number };

export interface KeptText {
  postId: string;
  baseRevision: number;
  fields: PostFields;
  keptAt: string;
}

const storageKey = (postId: string) => `work-waves:post:${postId}`;

export function readKeptText(postId: string): KeptText | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey(postId));
    const kept = raw ? (JSON.parse(raw) as KeptText) : undefined;
    return kept?.postId === postId && typeof kept.baseRevision === "number" && kept.fields ? kept : undefined;
  } catch {
    return undefined;
  }
}

function keepText(kept: KeptText) {
  try {
    window.localStorage.setItem(storageKey(kept.postId), JSON.stringify(kept));
  } catch {
    // A full or blocked storage: the text is still in the page, and the page still warns before closing.
  }
}

export function forgetKeptText(postId: string) {
  try {
    window.localStorage.removeItem(storageKey(postId));
  } catch {
    // Nothing kept to forget.
  }
}

export const sameFields = (a: PostFields, b: PostFields) => (Object.keys(a) as Array<keyof PostFields>).every((key) => a[key] === b[key]);

export interface AutosaveOptions {
  postId: string;
  saveUrl: string;
  /** The revision the page was loaded at, and the fields stored with it. */
  revision: number;
  stored: PostFields;
  savedAt: string;
  /** Off for a published post: its changes go out when the owner presses Update. */
  automatic: boolean;
}

export function usePostAutosave({ postId, saveUrl, revision, stored, savedAt, automatic }: AutosaveOptions) {
  const [fields, setFields] = useState<PostFields>(stored);
  const [state, setSaveState] = useState<SaveState>({ kind: "saved", at: savedAt });
  const [restoredFrom, setRestoredFrom] = useState<KeptText | undefined>();
  const base = useRef(revision);
  const latest = useRef(fields);
  const lastSaved = useRef(stored);
  const inFlight = useRef<Promise<void> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const firstUnsavedAt = useRef<number | undefined>(undefined);
  const attempts = useRef(0);
  // The state as the handlers and timers read it (they outlive the render that made them).
  const stateRef = useRef(state);
  const saveRef = useRef<(overRevision?: number) => Promise<void>>(async () => undefined);
  const setState = useCallback((next: SaveState) => {
    stateRef.current = next;
    setSaveState(next);
  }, []);

  const dirty = () => !sameFields(latest.current, lastSaved.current);

  const failed = useCallback(
    (reason: string) => {
      const delay = RETRY_DELAYS_MS[Math.min(attempts.current, RETRY_DELAYS_MS.length - 1)]!;
      attempts.current += 1;
      setState({ kind: "failed", message: `Not saved: ${reason} Your text is kept in this browser.`, retryAt: Date.now() + delay });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveRef.current(), delay);
    },
    [setState],
  );

  const save = useCallback(
    async (overRevision?: number): Promise<void> => {
      if (inFlight.current) return inFlight.current.then(() => (dirty() ? saveRef.current() : undefined));
      clearTimeout(timer.current);
      if (overRevision !== undefined) base.current = overRevision;
      const sending = latest.current;
      setState({ kind: "saving" });
      const run = (async () => {
        let response: Response;
        try {
          response = await fetch(saveUrl, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ baseRevision: base.current, fields: sending }),
          });
        } catch {
          return failed("You seem to be offline.");
        }
        const answer = (await response.json().catch(() => undefined)) as (PostSaved & PostSaveRefusal) | undefined;
        if (response.ok && answer && typeof answer.revision === "number") {
          attempts.current = 0;
          base.current = answer.revision;
          lastSaved.current = sending;
          firstUnsavedAt.current = undefined;
          if (sameFields(latest.current, sending)) {
            forgetKeptText(postId);
            setState({ kind: "saved", at: answer.savedAt });
          } else setState({ kind: "unsaved" });
          return;
        }
        if (response.status === 409 && answer?.conflict)
          return setState({ kind: "conflict", message: answer.error, revision: answer.conflict.revision });
        if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429 && answer?.error)
          return setState({ kind: "refused", message: answer.error, field: answer.field });
        return failed(answer?.error ?? "The server did not save it.");
      })();
      inFlight.current = run;
      try {
        await run;
      } finally {
        inFlight.current = undefined;
      }
    },
    // dirty reads refs only.

    [postId, saveUrl, failed, setState],
  );
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  /** Takes the editor's fields as typed: kept in the browser now, saved to the server soon. */
  const change = useCallback(
    (next: Partial<PostFields>) => {
      const merged = { ...latest.current, ...next };
      latest.current = merged;
      setFields(merged);
      keepText({ postId, baseRevision: base.current, fields: merged, keptAt: new Date().toISOString() });
      const current = stateRef.current.kind;
      if (current === "conflict") return;
      if (current !== "saving" && current !== "failed") setState({ kind: "unsaved" });
      if (!automatic || current === "failed") return;
      firstUnsavedAt.current ??= Date.now();
      clearTimeout(timer.current);
      const waited = Date.now() - firstUnsavedAt.current;
      timer.current = setTimeout(() => void save(), Math.max(0, Math.min(AUTOSAVE_DELAY_MS, AUTOSAVE_MAX_WAIT_MS - waited)));
    },
    [automatic, postId, save, setState],
  );

  // Text kept in this browser from an earlier visit that never reached the server comes back.
  useEffect(() => {
    const kept = readKeptText(postId);
    if (!kept || sameFields(kept.fields, stored)) return forgetKeptText(postId);
    base.current = kept.baseRevision;
    latest.current = kept.fields;
    // Storage is read after hydration (the server has none), so this state cannot start with it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFields(kept.fields);
    setRestoredFrom(kept);
    setState({ kind: "unsaved" });
    if (automatic) timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    // Only on arrival: the kept text is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const retryNow = () => {
      if (stateRef.current.kind === "failed") void save();
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty() && stateRef.current.kind !== "saving") return;
      event.preventDefault();
      event.returnValue = "";
    };
    // Leaving: the last words go out with the page (kept alive past it); they are in this browser too.
    const leave = () => {
      if (!automatic || !dirty() || stateRef.current.kind === "conflict") return;
      void fetch(saveUrl, {
        method: "POST",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ baseRevision: base.current, fields: latest.current }),
      }).catch(() => undefined);
    };
    window.addEventListener("online", retryNow);
    window.addEventListener("beforeunload", warn);
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("online", retryNow);
      window.removeEventListener("beforeunload", warn);
      window.removeEventListener("pagehide", leave);
      clearTimeout(timer.current);
    };
    // dirty reads refs only.
  }, [automatic, save, saveUrl]);

  return {
    fields,
    state,
    restoredFrom,
    change,
    /** Saves now (the Save or Update button, and before a publish). */
    saveNow: () => save(),
    /** Saves the writer's text over the revision stored now, after a conflict. */
    saveOver: (storedRevision: number) => save(storedRevision),
    dirty,
    revision: () => base.current,
  };
}
