import { expect, test } from "vitest";
import { once } from "./once";

test("loads once, shares the load between callers, and loads again after a failed load", async () => {
  let calls = 0;
  const load = once(async () => {
    calls += 1;
    if (calls === 1) throw new Error("offline");
    return { calls };
  });
  await expect(load()).rejects.toThrow("offline");
  const [first, second] = await Promise.all([load(), load()]);
  expect(first).toBe(second);
  expect(await load()).toEqual({ calls: 2 });
  expect(calls).toBe(2);
});
