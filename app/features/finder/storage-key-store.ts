/**
 * What this browser keeps under one storage key, as a store for useSyncExternalStore: every
 * component in this tab re-renders on `notify()`, other tabs hear the storage event (which a tab
 * never receives for its own writes, hence the in-page listeners).
 */
export function storageKeyStore(key: string) {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      // key is null when another tab clears the whole storage.
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  };
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return { subscribe, notify };
}
