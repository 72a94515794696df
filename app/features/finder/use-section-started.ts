import { useCallback, useSyncExternalStore } from "react";
import type { UseCaseSection } from "~/ai/types";
import { storageKeyStore } from "./storage-key-store";

/** Sections a visitor has started (clicked a get-started button on), remembered in this browser. */
export const STARTED_SECTIONS_KEY = "relay_started_sections";
// Enough for every result a person plausibly runs; the oldest fall off first.
const MAX_REMEMBERED = 200;

const store = storageKeyStore(STARTED_SECTIONS_KEY);
const memory = new Set<string>();

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STARTED_SECTIONS_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Section ids repeat across results ("prompt-1"), so a section is known by its kind and title,
 * which is what a visitor recognises as "the one I started".
 */
export const sectionKey = (section: Pick<UseCaseSection, "type" | "title">) => `${section.type}:${section.title}`;

export function useSectionStarted(section: Pick<UseCaseSection, "type" | "title">): [boolean, () => void] {
  const key = sectionKey(section);
  const started = useSyncExternalStore(
    store.subscribe,
    () => memory.has(key) || read().includes(key),
    () => false,
  );
  const markStarted = useCallback(() => {
    memory.add(key);
    try {
      const keys = read().filter((existing) => existing !== key);
      keys.push(key);
      window.localStorage.setItem(STARTED_SECTIONS_KEY, JSON.stringify(keys.slice(-MAX_REMEMBERED)));
    } catch {
      // Storage refused: remembered for this page only.
    }
    store.notify();
  }, [key]);
  return [started, markStarted];
}
