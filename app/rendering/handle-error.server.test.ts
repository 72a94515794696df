import { afterEach, expect, test, vi } from "vitest";
import { handleError } from "./handle-error.server";
import { processLogger } from "~/config/logger.server";

afterEach(() => vi.restoreAllMocks());

const args = (signal = new AbortController().signal) =>
  ({ request: new Request("http://localhost/events", { method: "POST", signal }), params: {}, context: {} }) as unknown as Parameters<
    typeof handleError
  >[1];

test("React Router's refusal of a cross-site action is no error to log; anything else is, on the server's log", () => {
  const logged = vi.spyOn(processLogger(), "error").mockImplementation(() => {});
  handleError(
    new Error("The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action."),
    args(),
  );
  handleError(new Error("`origin` header is not a valid URL. Aborting the action."), args());
  handleError(new Error("Bad Request"), args());
  expect(logged).not.toHaveBeenCalled();
  const fault = new Error("relation does not exist");
  handleError(fault, args());
  expect(logged).toHaveBeenCalledWith({ err: fault }, "route error");
});

test("a request the visitor abandoned is not logged", () => {
  const logged = vi.spyOn(processLogger(), "error").mockImplementation(() => {});
  const aborted = new AbortController();
  aborted.abort();
  handleError(new Error("stream closed"), args(aborted.signal));
  expect(logged).not.toHaveBeenCalled();
});
