import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** A course card's one button: its words, and the card's title for a screen reader, which hears many such buttons. */
export function CardLink({
  to,
  label,
  title,
  variant,
  className,
}: {
  to: string;
  label: string;
  title: string;
  variant?: "outline";
  className?: string;
}) {
  return (
    <Button asChild variant={variant} className={className}>
      <Link to={to}>
        {label}
        <span className="sr-only">: {title}</span>
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
