import { expect, test } from "vitest";
import { z } from "zod";
import { firstErrors, isHoneypotFilled, pickFields, readFormData } from "./form-input";

test("picks only the listed text fields from FormData", () => {
  const form = new FormData();
  form.set("name", "Ana");
  form.set("email", new Blob(["x"]));
  form.set("role", "admin");
  expect(pickFields(form, ["name", "email", "note"])).toEqual({ name: "Ana" });
});

test("a honeypot counts as filled only with something besides spaces", () => {
  const form = new FormData();
  expect(isHoneypotFilled(form, "website")).toBe(false);
  form.set("website", "   ");
  expect(isHoneypotFilled(form, "website")).toBe(false);
  form.set("website", "https://spam.example");
  expect(isHoneypotFilled(form, "website")).toBe(true);
  form.set("website", new Blob(["x"]));
  expect(isHoneypotFilled(form, "website")).toBe(false);
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
