import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/*
 * Sonner injects unlayered CSS, which beats Tailwind's layered utilities, so the
 * colours are set through the CSS variables its stylesheet reads: on the toaster
 * (inline style) for every toast, and on the toast element for errors.
 *
 * Bottom left: the results a toast confirms sit elsewhere, in the page's right-hand panel (a
 * registration's "You're all set!"), at the top of a dialog's results, or in the middle column. A
 * bottom-right toast covered the registration's confirmation. On phones sonner spans the width at
 * the bottom, below where new results begin.
 */
function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  return (
    <Sonner
      position="bottom-left"
      richColors={false}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          fontFamily: "var(--font-sans)",
          ...style,
        } as React.CSSProperties
      }
      toastOptions={{
        ...toastOptions,
        classNames: {
          error: "[--normal-bg:var(--destructive-subtle)] [--normal-border:var(--destructive)] [--normal-text:var(--destructive)]",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
