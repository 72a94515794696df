import type { ComponentProps, MouseEvent } from "react";
import { scrollToSection } from "./scroll-to-section";
import { isPlainClick } from "~/lib/plain-click";

type SectionLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** The id of the section to scroll to. */
  to: string;
  /** Runs after a handled click, e.g. to close the menu the link sits in. */
  onNavigate?: () => void;
};

/**
 * An anchor to a section of the page (`href="#pricing"`): a plain jump without JavaScript, a
 * smooth scroll with it. Modified clicks (new tab, new window) stay the browser's.
 */
export function SectionLink({ to, onNavigate, onClick, ...props }: SectionLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    if (!scrollToSection(to)) return;
    event.preventDefault();
    onNavigate?.();
  };
  return <a href={`#${to}`} onClick={handleClick} {...props} />;
}
