// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import type { CourseOffer } from "~/content/courses";
import { useOfferOpen } from "./use-offer-open";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const offer: CourseOffer = { label: "Early bird", price: 49, coupon: "EARLY-BIRD", endsAt: "2026-10-25T00:00:00-07:00" };

function Verdict({ renderedOpen }: { renderedOpen: boolean }) {
  return <p>{useOfferOpen(offer, renderedOpen) ? "open" : "closed"}</p>;
}

test("the visitor's clock closes an offer the page was rendered with", () => {
  vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00Z"), toFake: ["Date"] });
  expect(render(<Verdict renderedOpen />).container.textContent).toBe("closed");
});

test("an offer stays open before its end, and a closed one never reopens", () => {
  vi.useFakeTimers({ now: new Date("2026-10-01T12:00:00Z"), toFake: ["Date"] });
  expect(render(<Verdict renderedOpen />).container.textContent).toBe("open");
  cleanup();
  expect(render(<Verdict renderedOpen={false} />).container.textContent).toBe("closed");
});

test("a page prerendered before the deadline hydrates as rendered, then closes the offer", async () => {
  const html = renderToString(<Verdict renderedOpen />);
  expect(html).toContain("open");
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00Z"), toFake: ["Date"] });
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(container, <Verdict renderedOpen />);
  });
  expect(container.textContent).toBe("closed");
  // No hydration mismatch: the first client render used the server's verdict.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  container.remove();
});
