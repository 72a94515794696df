import { ArrowUpRight } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { cn } from "~/lib/utils";

/** "Visit", naming the tool to screen readers, opening the tool's site in a new tab. */
export function ToolVisitLink({ href, name, label, className }: { href: string; name: string; label: string; className?: string }) {
  return (
    <ExternalLink
      href={href}
      className={cn(
        "inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline",
        className,
      )}
    >
      {label}
      <span className="sr-only"> {name}</span>
      <ArrowUpRight className="size-4" aria-hidden="true" />
    </ExternalLink>
  );
}
