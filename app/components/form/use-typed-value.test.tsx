// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { useHydrated } from "./use-hydrated";
import { useTypedValue } from "./use-typed-value";

afterEach(() => {
  document.body.innerHTML = "";
});

function Form() {
  const hydrated = useHydrated();
  const [email, setEmail, attach] = useTypedValue<HTMLInputElement>("");
  return (
    <form>
      <input ref={attach} aria-label="Email" value={email} onChange={(change) => setEmail(change.currentTarget.value)} />
      <button type="submit" disabled={hydrated && email === ""}>
        Register
      </button>
    </form>
  );
}

test("text typed into the server's form before hydration stays, and the form knows it", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const input = container.querySelector("input")!;
  // The visitor types while the page's script is still loading.
  input.value = "ana@example.com";
  const root = await act(async () => hydrateRoot(container, <Form />));
  expect(input.value).toBe("ana@example.com");
  expect(container.querySelector("button")!.disabled).toBe(false);
  await act(async () => root.unmount());
});
