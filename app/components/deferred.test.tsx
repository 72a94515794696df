// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { deferred } from "./deferred";

afterEach(cleanup);

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A module that loads when the test says so. */
function controlledLoad() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  const load = async () => {
    asked += 1;
    await gate;
    return Counter;
  };
  return { load, release: () => release(), asked: () => asked };
}

test("after a link, the fallback stands in until the code has loaded; preload asks once", async () => {
  const module = controlledLoad();
  const Part = deferred(module.load);
  void Part.preload();
  void Part.preload();
  render(<Part label="Clicks" fallback={<p>Loading the form</p>} />);
  expect(screen.getByText("Loading the form")).toBeTruthy();
  await act(async () => module.release());
  expect(await screen.findByRole("button", { name: "Clicks 0" })).toBeTruthy();
  expect(module.asked()).toBe(1);
});

test("on a page from the server the part's HTML stays as it is while its code loads, then works", async () => {
  const module = controlledLoad();
  const Part = deferred(module.load);
  const container = document.createElement("div");
  // What the server sent: a finished Suspense boundary around the part's HTML.
  container.innerHTML = renderToString(
    <Suspense>
      <Counter label="Clicks" />
    </Suspense>,
  );
  document.body.append(container);
  const button = container.querySelector("button")!;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Part label="Clicks" fallback={<p>Loading the form</p>} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(container.querySelector("button")).toBe(button);
  expect(container.textContent).toBe("Clicks 0");
  await act(async () => module.release());
  await act(async () => button.click());
  // The same element, now React's: nothing was drawn twice.
  expect(errors.map(String)).toEqual([]);
  expect(container.querySelector("button")).toBe(button);
  expect(button.textContent).toBe("Clicks 1");
  container.remove();
});
