// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";

import { FormField } from "./form-field";
import { Input } from "./input";
import { Textarea } from "./textarea";

afterEach(cleanup);

test("binds the label to the control with a generated id", () => {
  render(
    <FormField label="Email">
      <Input type="email" name="email" />
    </FormField>,
  );

  const input = screen.getByLabelText("Email");
  expect(input.tagName).toBe("INPUT");
  expect(input.id).not.toBe("");
  expect(screen.getByText("Email").getAttribute("for")).toBe(input.id);
});

test("uses the id it is given", () => {
  render(
    <FormField id="first-name" label="First name">
      <Input name="firstName" />
    </FormField>,
  );

  expect(screen.getByLabelText("First name").id).toBe("first-name");
});

test("marks the control invalid and describes it with the error", () => {
  render(
    <FormField label="First name" error="First name is required" description="As on your badge">
      <Input name="firstName" aria-describedby="hint" />
    </FormField>,
  );

  const input = screen.getByLabelText("First name");
  const error = screen.getByText("First name is required");
  const description = screen.getByText("As on your badge");
  const describedBy = input.getAttribute("aria-describedby")?.split(" ");

  expect(input.getAttribute("aria-invalid")).toBe("true");
  expect(error.id).not.toBe("");
  expect(describedBy).toContain(error.id);
  expect(describedBy).toContain(description.id);
  expect(describedBy).toContain("hint");
  expect(error.getAttribute("role")).toBeNull();
});

test("leaves a valid control without aria-invalid or error reference", () => {
  render(
    <FormField label="What do you want to learn?">
      <Textarea name="learningInterest" />
    </FormField>,
  );

  const textarea = screen.getByLabelText("What do you want to learn?");
  expect(textarea.hasAttribute("aria-invalid")).toBe(false);
  expect(textarea.hasAttribute("aria-describedby")).toBe(false);
  expect(document.querySelector("[data-slot=form-field-error]")).toBeNull();
});

test("server HTML carries the same wiring without JavaScript", () => {
  const html = renderToString(
    <FormField label="Email" error="Please enter a valid email address">
      <Input type="email" name="email" />
    </FormField>,
  );
  const doc = new DOMParser().parseFromString(html, "text/html");

  const input = doc.querySelector("input")!;
  const label = doc.querySelector("label")!;
  const error = doc.querySelector("[data-slot=form-field-error]")!;
  expect(label.getAttribute("for")).toBe(input.id);
  expect(input.getAttribute("aria-invalid")).toBe("true");
  expect(input.getAttribute("aria-describedby")).toBe(error.id);
});
