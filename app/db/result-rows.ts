/** The rows of a raw statement's result (`db.execute`): node-postgres and PGlite both answer `{ rows }`, typed apart. */
export function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
