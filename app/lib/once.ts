/**
 * `load` run on the first call, its promise shared by every later one: a module, a component or a
 * schema loaded by hand, once. A failed load (a dropped connection) is forgotten, so the next call
 * tries again.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
