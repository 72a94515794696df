import type { ComponentProps } from "react";

/** What screen readers hear after an outbound link's text, since the link leaves this tab. */
export const NEW_TAB_NOTE = " (opens in a new tab)";

/**
 * A link to another site: opens in a new tab, shares no window or referrer details, and says so
 * to screen readers. Works as a Button's child (`<Button asChild><ExternalLink …>`).
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{NEW_TAB_NOTE}</span>
    </a>
  );
}
