import { expect, test } from "vitest";
import { z } from "zod";
import { jsonRefusal, readJson } from "./json-input";

const post = (body: string) =>
  new Request("http://site.example/api", { method: "POST", headers: { "Content-Type": "application/json" }, body });
const Schema = z.object({ step: z.literal("options") });

test("a JSON body is read with its schema; a broken one or one that does not fit reads as undefined", async () => {
  expect(await readJson(post('{"step":"options","extra":1}'), Schema)).toEqual({ step: "options" });
  expect(await readJson(post('{"step":"other"}'), Schema)).toBeUndefined();
  expect(await readJson(post("{oops"), Schema)).toBeUndefined();
});

test("a refusal is {error, field?} with its status, never cached", async () => {
  const refusal = jsonRefusal(400, "Please enter a LinkedIn profile URL", { field: "aboutYou", headers: { "Retry-After": "5" } });
  expect(refusal.status).toBe(400);
  expect(refusal.headers.get("Cache-Control")).toBe("no-store");
  expect(refusal.headers.get("Retry-After")).toBe("5");
  expect(await refusal.json()).toEqual({ error: "Please enter a LinkedIn profile URL", field: "aboutYou" });
  expect(await jsonRefusal(403, "No").json()).toEqual({ error: "No" });
});
