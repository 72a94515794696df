import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { once } from "~/lib/once";

/** What every mini-app dialog takes: the page decides when it is open. */
export interface MiniAppDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export interface LazyMiniAppDialog {
  Component: LazyExoticComponent<ComponentType<MiniAppDialogProps>>;
  /** Starts the download early (on hover or focus of the button that opens it). */
  preload(): void;
}

/**
 * A dialog whose code loads only when it is first wanted, so the mini apps page itself stays
 * light. `load` is a dynamic import picking the dialog's named export.
 */
export function lazyDialog(load: () => Promise<ComponentType<MiniAppDialogProps>>): LazyMiniAppDialog {
  const start = once(() => load().then((Component) => ({ default: Component })));
  return { Component: lazy(start), preload: () => void start().catch(() => undefined) };
}
