import { expect, test } from "vitest";
import { registrationInput } from "./registration-fields";
import { createRegistrationSchema, RegistrationSchema, registrationErrors } from "./registration-schema";

test("trims, lower-cases the e-mail's domain only, and sends an empty name when none is given", () => {
  expect(RegistrationSchema.parse({ eventId: " abc ", email: " Ana.Ruiz@Example.COM ", extra: "x" })).toEqual({
    eventId: "abc",
    email: "Ana.Ruiz@example.com",
    name: "",
  });
  expect(RegistrationSchema.parse({ eventId: "abc", email: "a@b.co", name: "  Ana " }).name).toBe("Ana");
});

test("an e-mail is required and must be valid; no session is its own message", () => {
  const result = RegistrationSchema.safeParse({ email: "ana@" });
  expect(registrationErrors(result.error!)).toEqual({
    eventId: "Please select a session first",
    email: "Please enter a valid email address",
  });
  expect(registrationErrors(RegistrationSchema.safeParse({ eventId: "abc" }).error!)).toEqual({
    email: "Please enter a valid email address",
  });
});

test("the name limit is the server's to set", () => {
  const schema = createRegistrationSchema({ nameMaxLength: 3 });
  expect(registrationErrors(schema.safeParse({ eventId: "a", email: "a@b.co", name: "Anna" }).error!)).toEqual({
    name: "Please keep your first name under 3 characters",
  });
});

test("reads only the form's text fields from FormData", () => {
  const form = new FormData();
  form.set("email", "a@b.co");
  form.set("name", new Blob(["x"]) as unknown as string);
  form.set("currentAttendees", "999");
  expect(registrationInput(form)).toEqual({ email: "a@b.co" });
});

test("control characters in the name or the e-mail are refused with a clear message", () => {
  expect(registrationErrors(RegistrationSchema.safeParse({ eventId: "a", email: "a@b.co", name: "Ana\u0000" }).error!)).toEqual({
    name: "Please remove the invisible control characters from this field.",
  });
  expect(registrationErrors(RegistrationSchema.safeParse({ eventId: "a", email: "a@b.co", name: "Ana\nBob" }).error!).name).toBeDefined();
  expect(RegistrationSchema.parse({ eventId: "a", email: "a@b.co", name: "נועה 👋" }).name).toBe("נועה 👋");
});
