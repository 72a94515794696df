import { describe, expect, it } from "vitest";
import { signupInput } from "./signup-fields";
import { createSignupSchema, SignupSchema, signupErrors } from "./signup-schema";

describe("SignupSchema", () => {
  it("gives the site's messages for missing names and a bad e-mail", () => {
    const result = SignupSchema.safeParse({ firstName: " ", email: "not-an-email" });
    expect(result.success).toBe(false);
    expect(signupErrors(result.error!)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
    });
  });

  it("trims, lower-cases the e-mail's domain only, and turns an empty interest into null", () => {
    const parsed = SignupSchema.parse({
      firstName: "  Ana ",
      lastName: " Ruiz",
      email: " Ana.Ruiz@Example.COM ",
      learningInterest: "   ",
      company_website: "ignored",
    });
    expect(parsed).toEqual({ firstName: "Ana", lastName: "Ruiz", email: "Ana.Ruiz@example.com", learningInterest: null });
  });

  it("keeps a learning interest, trimmed", () => {
    expect(SignupSchema.parse({ firstName: "A", lastName: "B", email: "a@b.co", learningInterest: " pricing \n" }).learningInterest).toBe(
      "pricing",
    );
  });

  it("refuses overlong fields at the configured limits", () => {
    const schema = createSignupSchema({ nameMaxLength: 5, interestMaxLength: 10 });
    const result = schema.safeParse({ firstName: "Abcdef", lastName: "Abc", email: "a@b.co", learningInterest: "x".repeat(11) });
    expect(signupErrors(result.error!)).toEqual({
      firstName: "First name must be at most 5 characters",
      learningInterest: "Please keep this under 10 characters",
    });
    expect(SignupSchema.safeParse({ firstName: "x".repeat(81), lastName: "B", email: "a@b.co" }).success).toBe(false);
  });

  it("reads only the form's text fields from FormData", () => {
    const form = new FormData();
    form.set("firstName", "Ana");
    form.set("email", new Blob(["x"]) as unknown as string);
    form.set("role", "admin");
    expect(signupInput(form)).toEqual({ firstName: "Ana" });
  });
});

describe("control characters", () => {
  it("are refused in names and the e-mail with a clear message; the interest keeps tabs and line breaks", () => {
    const result = SignupSchema.safeParse({
      firstName: "A\u0000na",
      lastName: "Ruiz\u001b[31m",
      email: "a\u0000@b.co",
      learningInterest: "x\u0007",
    });
    expect(signupErrors(result.error!)).toEqual({
      firstName: "Please remove the invisible control characters from this field.",
      lastName: "Please remove the invisible control characters from this field.",
      email: "Please remove the invisible control characters from this field.",
      learningInterest: "Please remove the invisible control characters from this field.",
    });
    expect(SignupSchema.safeParse({ firstName: "Ana\tMaria", lastName: "R", email: "a@b.co" }).success).toBe(false);
    const ok = SignupSchema.parse({
      firstName: "سارة 🚀",
      lastName: "Łukasz",
      email: "a@b.co",
      learningInterest: "line one\r\n\tline two",
    });
    expect(ok).toMatchObject({ firstName: "سارة 🚀", learningInterest: "line one\r\n\tline two" });
  });
});
