import type { Context } from "hono";
import { expect, test } from "vitest";
import { fairTurns } from "./fair-turns";

const context = {} as Context;
// One turn of the event loop: an immediate queued now runs after those already queued.
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

test("at most perTurn requests start in one turn of the event loop; the others start in the next turns, in arrival order", async () => {
  const turns = fairTurns(2);
  const started: number[] = [];
  const start = (id: number) =>
    turns(context, async () => {
      started.push(id);
    });

  const first = [0, 1, 2, 3, 4].map(start);
  await microtasks();
  // Nothing waits for a turn while the turn has room.
  expect(started).toEqual([0, 1]);

  await turn();
  expect(started).toEqual([0, 1, 2, 3]);
  // Arriving now, it queues behind the one still waiting.
  const late = start(5);

  await turn();
  expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  await Promise.all([...first, late]);
});

test("once the queue has drained, a request starts at once again", async () => {
  const turns = fairTurns(1);
  const started: string[] = [];
  await Promise.all(["a", "b", "c"].map((id) => turns(context, async () => void started.push(id))));
  expect(started).toEqual(["a", "b", "c"]);
  await turn();
  await turn();

  const next = turns(context, async () => void started.push("d"));
  await microtasks();
  expect(started).toEqual(["a", "b", "c", "d"]);
  await next;
});
