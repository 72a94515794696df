// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { z } from "zod";
import { pickFields, type FormAnswer } from "~/lib/form-input";
import { useCheckedForm } from "./use-checked-form";

afterEach(cleanup);

const FIELDS = ["name", "email"] as const;
type Field = (typeof FIELDS)[number];
const schema = z.object({ name: z.string().min(1, "Name is required"), email: z.email("Email is wrong") });

function TestForm({ onAnswer }: { onAnswer: (answer: FormAnswer<Field>) => void }) {
  const { fetcher, errors, submitting, formProps } = useCheckedForm<Field, FormAnswer<Field>>({
    fields: FIELDS,
    fieldId: (field) => `test-${field}`,
    schema: async () => schema,
    input: (formData) => pickFields(formData, FIELDS),
    onAnswer,
  });
  return (
    <fetcher.Form {...formProps} action="/form">
      <input id="test-name" name="name" aria-label="Name" />
      {errors.name ? <p>{errors.name}</p> : null}
      <input id="test-email" name="email" aria-label="Email" />
      {errors.email ? <p>{errors.email}</p> : null}
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <button type="submit">{submitting ? "Sending" : "Send"}</button>
    </fetcher.Form>
  );
}

function renderForm(answer: (formData: FormData) => FormAnswer<Field>) {
  const onAnswer = vi.fn();
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/form",
      Component: () => <TestForm onAnswer={onAnswer} />,
      HydrateFallback: () => null,
      action: async ({ request }) => {
        const formData = await request.formData();
        posted.push(formData);
        return answer(formData);
      },
    },
  ]);
  render(<Stub initialEntries={["/form"]} />);
  return { onAnswer, posted };
}

test("the schema's first message per field shows, the first invalid field gets focus, nothing is posted", async () => {
  const { posted } = renderForm(() => ({ ok: true }));
  await userEvent.type(await screen.findByLabelText("Email"), "nope");
  await userEvent.click(screen.getByRole("button", { name: "Send" }));
  expect(await screen.findByText("Name is required")).toBeTruthy();
  expect(screen.getByText("Email is wrong")).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  expect(posted).toHaveLength(0);
});

test("a form that passes is posted, and each answer reaches onAnswer once; the server's errors show", async () => {
  const { onAnswer, posted } = renderForm(() => ({ ok: false, errors: { form: "Too many tries" } }));
  await userEvent.type(await screen.findByLabelText("Name"), "Ana");
  await userEvent.type(screen.getByLabelText("Email"), "ana@example.com");
  await userEvent.click(screen.getByRole("button", { name: "Send" }));
  expect((await screen.findByRole("alert")).textContent).toBe("Too many tries");
  await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
  expect(onAnswer).toHaveBeenCalledWith({ ok: false, errors: { form: "Too many tries" } });
  expect(posted[0]!.get("name")).toBe("Ana");
});
