import { expect, test } from "vitest";
import { z } from "zod";
import { firstErrors, HONEYPOT_FIELD, isHoneypotFilled, pickFields, readFormData } from "./form-input";

test("picks only the listed text fields from FormData", () => {
  const form = new FormData();
  form.set("name", "Ana");
  form.set("email", new Blob(["x"]));
  form.set("role", "admin");
  expect(pickFields(form, ["name", "email", "note"])).toEqual({ name: "Ana" });
});

test("a honeypot counts as filled only with something besides spaces, in a form post or a JSON body", () => {
  const form = new FormData();
  expect(isHoneypotFilled(form)).toBe(false);
  form.set(HONEYPOT_FIELD, "   ");
  expect(isHoneypotFilled(form)).toBe(false);
  form.set(HONEYPOT_FIELD, "https://spam.example");
  expect(isHoneypotFilled(form)).toBe(true);
  form.set(HONEYPOT_FIELD, new Blob(["x"]));
  expect(isHoneypotFilled(form)).toBe(false);
  expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "spam.example" })).toBe(true);
  expect(isHoneypotFilled({ [HONEYPOT_FIELD]: 42 })).toBe(false);
  expect(isHoneypotFilled({})).toBe(false);
});

test("a body that is not a form post reads as undefined", async () => {
  const json = new Request("http://site.test/", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
  expect(await readFormData(json)).toBeUndefined();
  const posted = await readFormData(new Request("http://site.test/", { method: "POST", body: new URLSearchParams({ a: "1" }) }));
  expect(posted?.get("a")).toBe("1");
});

test("keeps the first message per known field", () => {
  const schema = z.object({ name: z.string().min(2, "too short").max(3, "too long").regex(/^a/, "starts with a"), extra: z.string() });
  const result = schema.safeParse({ name: "b", extra: 1 });
  expect(firstErrors(result.error!, ["name"])).toEqual({ name: "too short" });
});
