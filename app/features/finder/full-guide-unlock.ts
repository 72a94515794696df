/**
 * The per-device flag that unlocks the mini apps' full implementation guides (a local flag in
 * storage: nothing else grants access). The payment-success page sets it; the mini apps read it.
 */
export const FULL_GUIDE_UNLOCKED_KEY = "relay_full_guide_unlocked";
const UNLOCKED = "true";

// Reaching `localStorage` itself throws when storage is blocked (privacy settings, sandboxed frames),
// so the lookup happens inside the try.
function storage(): Storage {
  return window.localStorage;
}

/** Stores the flag. Returns false when the browser refuses; callers may ignore that. */
export function markFullGuideUnlocked(): boolean {
  try {
    storage().setItem(FULL_GUIDE_UNLOCKED_KEY, UNLOCKED);
    return true;
  } catch {
    return false;
  }
}

/** Whether this device has the flag; false when storage can't be read. */
export function isFullGuideUnlocked(): boolean {
  try {
    return storage().getItem(FULL_GUIDE_UNLOCKED_KEY) === UNLOCKED;
  } catch {
    return false;
  }
}
