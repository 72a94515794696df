import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// The custom tokens of app.css must be registered, or tailwind-merge misreads them:
// `text-h1` would be taken for a text colour and dropped by a later `text-primary`.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["display", "h1", "h2", "h3", "body", "small"],
      spacing: ["section", "gutter"],
      animate: ["accordion-down", "accordion-up", "fade-in", "fade-out", "dialog-in", "dialog-out"],
    },
  },
});

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
