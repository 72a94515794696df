import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/*
 * Sonner injects unlayered CSS, which beats Tailwind's layered utilities, so the
 * colours are set through the CSS variables its stylesheet reads: on the toaster
 * (inline style) for every toast, and on the toast element for errors.
 */
function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
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
