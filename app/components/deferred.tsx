import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { once } from "~/lib/once";

export interface Deferred<Props> {
  (props: Props & { fallback?: ReactNode }): ReactNode;
  /** Starts loading the code now (a visitor's hover or focus on what will show it). */
  preload: () => Promise<unknown>;
}

const serverLoads: Promise<unknown>[] = [];

/** Settles once the server has loaded every deferred part's module: the document's render waits for it, so none suspends there. */
export const deferredPartsLoaded = () => Promise.all(serverLoads);

/**
 * A part of a page whose code is not in the page's first download. The server renders it in the
 * page like any other part (its module is loaded when the server starts, and the document's render
 * waits for that: deferredPartsLoaded), so the HTML is whole,
 * with or without JavaScript. In the browser:
 * - on a page that arrives from the server, React leaves the part's HTML as it is while its chunk
 *   loads, then takes it over (a Suspense boundary hydrated on its own);
 * - on a page reached by a link, `fallback` stands in until the chunk has loaded, unless
 *   `preload` has already brought it.
 * An instance keeps the component it started with, so the part is never drawn twice.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): Deferred<Props> {
  let loaded: ComponentType<Props> | undefined;
  // A failed download (a dropped connection) may be tried again by the next use.
  const preload = once(() => load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  if (typeof document === "undefined") serverLoads.push(preload().catch(() => {}));

  function DeferredPart({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={fallback}>
        <Component {...(props as Props)} />
      </Suspense>
    );
  }
  return Object.assign(DeferredPart, { preload });
}
