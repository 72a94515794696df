import type { Context } from "hono";
import { expect, test } from "vitest";
import { fairTurns } from "./fair-turns";

const context = {} as Context;
const refused = new Response(null, { status: 503 });
const unbounded = { maxWaiting: Number.POSITIVE_INFINITY, refuse: () => refused };
// One turn of the event loop: an immediate queued now runs after those already queued.
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

test("at most perTurn requests start in one turn of the event loop; the others start in the next turns, in arrival order", async () => {
  const turns = fairTurns(2, unbounded);
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
  const turns = fairTurns(1, unbounded);
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

test("past maxWaiting waiting requests, one more is refused at once instead of queued", async () => {
  const turns = fairTurns(1, { maxWaiting: 2, refuse: () => refused });
  const started: number[] = [];
  const answers = [0, 1, 2, 3, 4].map((id) =>
    turns(context, async () => {
      started.push(id);
    }),
  );
  // One starts, two wait, and the last two are answered without waiting.
  expect(await answers[3]).toBe(refused);
  expect(await answers[4]).toBe(refused);
  await Promise.all(answers);
  expect(started).toEqual([0, 1, 2]);

  // Once the queue has room again, a request waits its turn as before.
  const later = [5, 6].map((id) =>
    turns(context, async () => {
      started.push(id);
    }),
  );
  await Promise.all(later);
  expect(started).toEqual([0, 1, 2, 5, 6]);
});
