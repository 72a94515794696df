// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test } from "vitest";
import { testimonials } from "~/content/client-stories";
import { TestimonialCarousel } from "./testimonial-carousel";

afterEach(cleanup);

function currentSlide() {
  const carousel = screen.getByTestId("testimonial-carousel");
  const slides = within(carousel).getAllByRole("group");
  const current = slides.filter((slide) => slide.getAttribute("aria-current") === "true");
  expect(current).toHaveLength(1);
  return current[0]!;
}

test("six slides, labelled n of 6, the first one current and nothing announced yet", () => {
  render(<TestimonialCarousel testimonials={testimonials} label="Client testimonials" />);
  const carousel = screen.getByRole("region", { name: "Client testimonials" });
  expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
  const slides = within(carousel).getAllByRole("group");
  expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 6", "2 of 6", "3 of 6", "4 of 6", "5 of 6", "6 of 6"]);
  expect(slides.every((slide) => slide.getAttribute("aria-roledescription") === "slide")).toBe(true);
  expect(currentSlide().getAttribute("aria-label")).toBe("1 of 6");
  expect(screen.getByTestId("carousel-announcement").textContent).toBe("");
});

test("previous from the first slide wraps to the last, next from the last wraps to the first", async () => {
  const user = userEvent.setup();
  render(<TestimonialCarousel testimonials={testimonials} label="Client testimonials" />);
  const previous = screen.getByRole("button", { name: "Previous testimonial" });
  const next = screen.getByRole("button", { name: "Next testimonial" });
  const announcement = screen.getByTestId("carousel-announcement");

  await user.click(previous);
  expect(currentSlide().getAttribute("aria-label")).toBe("6 of 6");
  expect(announcement.textContent).toBe(`Testimonial 6 of 6: ${testimonials[5]!.quote} (Chris, Founder and CEO, e-commerce startup)`);

  await user.click(next);
  expect(currentSlide().getAttribute("aria-label")).toBe("1 of 6");
  expect(announcement.textContent).toMatch(/^Testimonial 1 of 6: /);

  for (let i = 0; i < 6; i++) await user.click(next);
  expect(currentSlide().getAttribute("aria-label")).toBe("1 of 6");
});

test("the buttons work from the keyboard and keep focus", async () => {
  const user = userEvent.setup();
  render(<TestimonialCarousel testimonials={testimonials} label="Client testimonials" />);
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Previous testimonial" }));
  await user.tab();
  const next = screen.getByRole("button", { name: "Next testimonial" });
  expect(document.activeElement).toBe(next);
  await user.keyboard("{Enter}");
  expect(currentSlide().getAttribute("aria-label")).toBe("2 of 6");
  await user.keyboard(" ");
  expect(currentSlide().getAttribute("aria-label")).toBe("3 of 6");
  expect(document.activeElement).toBe(next);
});

test("the reduced-motion list carries all six quotes", () => {
  render(<TestimonialCarousel testimonials={testimonials} label="Client testimonials" />);
  const list = screen.getByTestId("testimonial-list");
  expect(within(list).getAllByRole("listitem")).toHaveLength(6);
  expect(list.querySelector("button")).toBeNull();
});
