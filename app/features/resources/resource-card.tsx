import { ArrowRight, ArrowUpRight, BookOpen, BookText, Lightbulb, PlayCircle, ScrollText, Wrench, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { Button } from "~/components/ui/button";
import type { ResourceCard as ResourceCardData, ResourceIcon } from "~/content/resources";

const icons: Record<ResourceIcon, LucideIcon> = {
  tools: Wrench,
  prompts: ScrollText,
  video: PlayCircle,
  idea: Lightbulb,
  guide: BookOpen,
  glossary: BookText,
};

/**
 * One resource card: title, description and a button. Internal links stay in
 * the tab, others open a new one; a coming-soon card has a disabled 'Coming Soon' button instead.
 */
export function ResourceCard({
  card,
  comingSoonLabel,
  headingLevel: Heading = "h3",
}: {
  card: ResourceCardData;
  comingSoonLabel: string;
  headingLevel?: "h3" | "h4";
}) {
  const Icon = icons[card.icon];
  const external = !card.link.startsWith("/");
  const Arrow = external ? ArrowUpRight : ArrowRight;
  return (
    <article className="group flex h-full flex-col rounded-2xl border border-border bg-card p-5 shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md sm:p-6">
      {/* Phones: the icon sits beside the title, so a column of cards stays short. */}
      <div className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-4">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary sm:size-11">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <Heading className="text-lg leading-snug font-bold">{card.title}</Heading>
      </div>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{card.description}</p>
      <div className="mt-4 sm:mt-5">
        {card.isComingSoon ? (
          <Button variant="secondary" disabled>
            {comingSoonLabel}
          </Button>
        ) : (
          <Button asChild variant="outline">
            {external ? (
              <ExternalLink href={card.link}>
                {card.buttonText}
                <span className="sr-only">: {card.title}</span>
                <Arrow aria-hidden="true" />
              </ExternalLink>
            ) : (
              <Link to={card.link}>
                {card.buttonText}
                <span className="sr-only">: {card.title}</span>
                <Arrow aria-hidden="true" />
              </Link>
            )}
          </Button>
        )}
      </div>
    </article>
  );
}
