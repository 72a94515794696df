import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { ExternalLink } from "~/components/external-link";

/** A purchase button: an outbound link to the course-hosting checkout, in a new tab. */
export function PurchaseButton({
  href,
  children,
  variant,
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonProps["variant"];
  className?: string;
}) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <ExternalLink href={href} data-purchase="">
        {children}
        <ArrowUpRight aria-hidden="true" />
      </ExternalLink>
    </Button>
  );
}
