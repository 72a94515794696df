import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";

import { cn } from "~/lib/utils";

// The focus ring comes from the base layer's :focus-visible outline in app.css.
// A label longer than the screen is wide wraps onto a second line (min-height, never a fixed
// height, and never wider than its container): a long call to action on a 320 px phone must not
// push the page sideways.
const buttonVariants = cva(
  "inline-flex max-w-full shrink-0 items-center justify-center rounded-md text-center font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 aria-invalid:outline-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        outline: "border bg-card shadow-xs hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90",
      },
      size: {
        // Text size and gap live here, not in the base: cn() adds classes, it does not resolve conflicts.
        default: "min-h-10 gap-2 px-4 py-2 text-sm has-[>svg]:px-3",
        sm: "min-h-9 gap-1.5 px-3 py-1.5 text-sm has-[>svg]:px-2.5",
        lg: "min-h-12 gap-2 px-6 py-2.5 text-base has-[>svg]:px-5",
        icon: "size-10 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export { Button, buttonVariants, type ButtonProps };
