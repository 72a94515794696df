import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import type { Testimonial } from "~/content/client-stories";
import { cn } from "~/lib/utils";
import { wrapIndex } from "./wrap-index";
import { TestimonialQuote } from "./testimonial-quote";

function announce(testimonial: Testimonial, index: number, count: number): string {
  const by = [testimonial.author, testimonial.title].filter(Boolean).join(", ");
  return `Testimonial ${index + 1} of ${count}: ${testimonial.quote}${by ? ` (${by})` : ""}`;
}

/**
 * A looping carousel on the WAI-ARIA carousel pattern; previous and next wrap around. It never
 * moves by itself, so nothing is announced until a button moves it; then the live region reads the
 * new slide while focus stays on the button. Visitors who ask for reduced motion get every quote
 * as a plain list instead, and the buttons go away: chosen by CSS, so it holds before
 * JavaScript arrives and nothing flips after hydration.
 */
export function TestimonialCarousel({ testimonials, label }: { testimonials: readonly Testimonial[]; label: string }) {
  const [current, setCurrent] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const slidesId = useId();
  const count = testimonials.length;

  function move(step: 1 | -1) {
    const next = wrapIndex(current + step, count);
    setCurrent(next);
    setAnnouncement(announce(testimonials[next]!, next, count));
  }

  return (
    <>
      <div className="motion-reduce:hidden" data-testid="testimonial-carousel">
        <section
          aria-roledescription="carousel"
          aria-label={label}
          className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-10"
        >
          {/* Slides share one grid cell, so the tallest sets the height and nothing below jumps. */}
          <div id={slidesId} aria-live="off" className="grid">
            {testimonials.map((testimonial, index) => (
              <div
                key={testimonial.quote}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-current={index === current ? "true" : undefined}
                className={cn("[grid-area:1/1]", index === current ? "animate-fade-in" : "invisible")}
              >
                <TestimonialQuote testimonial={testimonial} />
              </div>
            ))}
          </div>
          <div className="mt-8 flex items-center justify-between gap-4 border-t border-border pt-6">
            <div aria-hidden="true" className="flex items-center gap-3">
              <span className="text-sm font-semibold text-muted-foreground tabular-nums">
                {current + 1} / {count}
              </span>
              <span className="hidden gap-1.5 sm:flex">
                {testimonials.map((testimonial, index) => (
                  <span
                    key={testimonial.quote}
                    className={cn("h-1.5 rounded-full transition-all", index === current ? "w-6 bg-primary" : "w-1.5 bg-foreground/20")}
                  />
                ))}
              </span>
            </div>
            <div className="flex gap-2">
              <Button variant="outline" size="icon" aria-controls={slidesId} aria-label="Previous testimonial" onClick={() => move(-1)}>
                <ChevronLeft className="size-5" aria-hidden="true" />
              </Button>
              <Button variant="outline" size="icon" aria-controls={slidesId} aria-label="Next testimonial" onClick={() => move(1)}>
                <ChevronRight className="size-5" aria-hidden="true" />
              </Button>
            </div>
          </div>
          <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="carousel-announcement">
            {announcement}
          </p>
        </section>
      </div>
      <ul aria-label={label} className="hidden gap-4 motion-reduce:grid sm:grid-cols-2" data-testid="testimonial-list">
        {testimonials.map((testimonial) => (
          <li key={testimonial.quote} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
            <TestimonialQuote testimonial={testimonial} size="sm" />
          </li>
        ))}
      </ul>
    </>
  );
}
