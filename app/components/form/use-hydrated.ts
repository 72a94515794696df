import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML, true once React runs in the browser. Before that a form must work as
 * plain HTML, so a button disabled "until the field is filled in" must not strand a visitor
 * without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
