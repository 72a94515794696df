import { useSyncExternalStore } from "react";
import { storageKeyStore } from "./storage-key-store";
import { FULL_GUIDE_UNLOCKED_KEY, isFullGuideUnlocked, markFullGuideUnlocked } from "./full-guide-unlock";

/*
 * The full-guide flag as a tiny store: every card on the page re-renders the moment it changes, in
 * this tab and in others. A browser that refuses storage still unlocks for this page.
 */
const store = storageKeyStore(FULL_GUIDE_UNLOCKED_KEY);
let unlockedInMemory = false;

const snapshot = () => unlockedInMemory || isFullGuideUnlocked();

/** Whether this device has unlocked the full guides; false while rendering on the server. */
export function useFullGuideUnlocked(): boolean {
  return useSyncExternalStore(store.subscribe, snapshot, () => false);
}

/** Sets the flag and tells every card in this tab; other tabs learn it from storage. */
export function unlockFullGuide() {
  if (!markFullGuideUnlocked()) unlockedInMemory = true;
  store.notify();
}
