import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { deferred, deferredPartsLoaded } from "./deferred";

test("on the server a deferred part renders in place, once its module has loaded", async () => {
  const Part = deferred<{ name: string }>(async () => ({ name }: { name: string }) => <p>Hello, {name}</p>);
  await deferredPartsLoaded();
  const html = renderToString(<Part name="Ada" fallback={<p>loading</p>} />);
  expect(html).toContain("Hello, <!-- -->Ada");
  expect(html).not.toContain("loading");
  // A finished boundary, not one the browser would have to fill in.
  expect(html).not.toContain("<!--$?-->");
});
