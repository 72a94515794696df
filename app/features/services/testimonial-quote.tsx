import { Quote } from "lucide-react";
import type { Testimonial } from "~/content/client-stories";
import { cn } from "~/lib/utils";

/** A client's words and who said them. */
export function TestimonialQuote({ testimonial, size = "lg" }: { testimonial: Testimonial; size?: "lg" | "sm" }) {
  return (
    <figure>
      <Quote className={cn("shrink-0 text-primary/30", size === "lg" ? "size-10" : "size-7")} aria-hidden="true" />
      <blockquote
        className={cn(
          "mt-3 font-medium text-pretty",
          size === "lg" ? "text-xl leading-relaxed sm:text-2xl sm:leading-snug" : "text-base leading-relaxed",
        )}
      >
        <p>{testimonial.quote}</p>
      </blockquote>
      {(testimonial.author || testimonial.title) && (
        <figcaption className="mt-5 text-sm">
          {testimonial.author && <span className="block font-semibold">{testimonial.author}</span>}
          {testimonial.title && <span className="block text-muted-foreground">{testimonial.title}</span>}
        </figcaption>
      )}
    </figure>
  );
}
