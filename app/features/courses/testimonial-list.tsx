import { Star } from "lucide-react";
import type { CourseTestimonial } from "~/content/courses";

function StarRating({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5 text-amber-600">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-5" fill={index < rating ? "currentColor" : "none"} />
      ))}
    </p>
  );
}

/** Course-page testimonials: name, role, company, what they said, and a five-star rating. */
export function TestimonialList({ testimonials }: { testimonials: readonly CourseTestimonial[] }) {
  return (
    <ul className="mt-10 grid gap-4 sm:gap-6 lg:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
            <StarRating rating={testimonial.rating} />
            <blockquote className="mt-4 flex-1 text-pretty">
              <p>“{testimonial.content}”</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary font-bold text-secondary-foreground"
              >
                {testimonial.name.charAt(0)}
              </span>
              <span className="text-sm">
                <span className="block font-semibold">{testimonial.name}</span>
                <span className="block text-muted-foreground">
                  {testimonial.role}, {testimonial.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
