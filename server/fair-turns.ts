import type { Context, Env, MiddlewareHandler } from "hono";

/**
 * Starts at most `perTurn` requests per turn of the event loop; the others wait, in arrival order,
 * for the next turns.
 *
 * Node takes one new connection from the listening socket per turn of its event loop. Without a
 * bound, a turn under load starts a request for every kept-alive connection that has one waiting,
 * so a turn lasts as long as all of them together (200 connections at about 1 ms each: 200 ms), and
 * new visitors are let in about five a second: a burst of new connections then waits past a
 * client's timeout while the connections already open are served. With a bound, turns stay short
 * and a new connection is let in every few milliseconds; requests already queued lose nothing,
 * since the process is busy either way.
 *
 * At most `maxWaiting` requests wait; one more is answered by `refuse` at once instead of joining
 * them, so a flood is turned away rather than held in memory.
 */
export function fairTurns<E extends Env>(
  perTurn: number,
  { maxWaiting, refuse }: { maxWaiting: number; refuse: (c: Context<E>) => Response },
): MiddlewareHandler<E> {
  let left = perTurn;
  const waiting: Array<() => void> = [];
  let scheduled = false;

  // Runs in the event loop's check phase. Scheduled from there, the next one runs only after the
  // loop has polled its sockets (and taken a new connection) again.
  function nextTurn() {
    scheduled = false;
    left = perTurn;
    while (left > 0 && waiting.length > 0) {
      left -= 1;
      waiting.shift()!();
    }
    if (left < perTurn) schedule();
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(nextTurn);
  }

  return async (c, next) => {
    if (left > 0 && waiting.length === 0) {
      left -= 1;
      schedule();
    } else if (waiting.length >= maxWaiting) {
      return refuse(c);
    } else {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        schedule();
      });
    }
    await next();
  };
}
