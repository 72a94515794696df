import { ArrowUpRight, Clock } from "lucide-react";
import { CheckList } from "~/components/check-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { ServiceOffering } from "~/content/services";
import { workWithMeCopy } from "~/content/services";
import { PriceTag } from "./price-tag";
import { cn } from "~/lib/utils";
import { ExternalLink } from "~/components/external-link";

/** One coaching or advisory offer; its links are already resolved against the site config. */
export function ServiceCard({ service }: { service: ServiceOffering }) {
  const titleId = `${service.id}-title`;
  return (
    <article
      id={service.id}
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8",
        service.isPrimary ? "border-primary ring-1 ring-primary" : "border-border",
      )}
    >
      {service.isPrimary && <Badge className="absolute -top-3 left-6 sm:left-8">{workWithMeCopy.primaryBadge}</Badge>}
      <p className="text-sm font-semibold text-brand">{service.audience}</p>
      <h3 id={titleId} className="mt-2 text-h3 font-bold">
        {service.title}
      </h3>
      <p className="mt-1 text-muted-foreground">{service.subtitle}</p>
      <PriceTag pricing={service.pricing} className="mt-6" />
      <p className="mt-2 flex items-start gap-2 text-sm font-medium text-foreground/85">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {service.duration}
      </p>
      <p className="mt-5 text-muted-foreground">{service.description}</p>
      <h4 className="mt-6 text-sm font-semibold">{workWithMeCopy.includedHeading}</h4>
      <CheckList items={service.benefits} look="brand" className="mt-3 gap-2.5" />
      <div className="mt-auto pt-8">
        <Button asChild size="lg" variant={service.isPrimary ? "default" : "outline"} className="w-full">
          <ExternalLink href={service.ctaLink}>
            {service.ctaText}
            <ArrowUpRight aria-hidden="true" />
          </ExternalLink>
        </Button>
        {service.secondaryCta && (
          <ExternalLink
            href={service.secondaryCta.link}
            className="mt-3 flex items-center justify-center gap-1 rounded-md py-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {service.secondaryCta.text}
          </ExternalLink>
        )}
        <p className="mt-4 border-t border-border pt-4 text-sm text-muted-foreground">{service.footerNote}</p>
      </div>
    </article>
  );
}
