import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import type { ExternalToast, toast as sonnerToast } from "sonner";

/*
 * Toasts, loaded on first use. Most visits never see one, so sonner (about 10 KB of gzip) stays out
 * of every page's first download: the first toast loads it, mounts the toaster, and only then
 * shows the message, so screen readers meet a live region that already exists.
 */
const StyledToaster = lazy(() => import("./sonner").then((module) => ({ default: module.Toaster })));

let requested = false;
const subscribers = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

function request() {
  if (requested) return;
  requested = true;
  for (const notify of subscribers) notify();
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

function MountSignal() {
  useEffect(() => markMounted(), []);
  return null;
}

/** Place once in the document; renders nothing until the first toast. */
export function Toaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <StyledToaster />
      <MountSignal />
    </Suspense>
  );
}

type Sonner = typeof sonnerToast;

async function withSonner(run: (sonner: Sonner) => unknown) {
  request();
  const [{ toast: sonner }] = await Promise.all([import("sonner"), mounted]);
  run(sonner);
}

type Show = (message: ReactNode, data?: ExternalToast) => void;

/** The same calls as sonner's `toast`, for the parts this site uses. */
export const toast: Show & { success: Show; error: Show; dismiss: (id?: string | number) => void } = Object.assign(
  (message: ReactNode, data?: ExternalToast) => void withSonner((sonner) => sonner(message, data)),
  {
    success: (message: ReactNode, data?: ExternalToast) => void withSonner((sonner) => sonner.success(message, data)),
    error: (message: ReactNode, data?: ExternalToast) => void withSonner((sonner) => sonner.error(message, data)),
    dismiss: (id?: string | number) => void withSonner((sonner) => sonner.dismiss(id)),
  },
);
