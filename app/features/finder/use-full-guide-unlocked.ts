import { useSyncExternalStore } from "react";
import { FULL_GUIDE_UNLOCKED_KEY, isFullGuideUnlocked, markFullGuideUnlocked } from "./full-guide-unlock";

/*
 * The full-guide flag as a tiny store: every card on the page re-renders the moment it changes, and
 * other tabs hear it through the storage event (which a tab never receives for its own writes,
 * hence the in-page listeners). A browser that refuses storage still unlocks for this page.
 */
const listeners = new Set<() => void>();
let unlockedInMemory = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab clears the whole storage.
    if (event.key === FULL_GUIDE_UNLOCKED_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const snapshot = () => unlockedInMemory || isFullGuideUnlocked();

/** Whether this device has unlocked the full guides; false while rendering on the server. */
export function useFullGuideUnlocked(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** Sets the flag and tells every card in this tab; other tabs learn it from storage. */
export function unlockFullGuide() {
  if (!markFullGuideUnlocked()) unlockedInMemory = true;
  for (const listener of [...listeners]) listener();
}
