import { Clock, Mail, Users } from "lucide-react";
import { CheckList } from "~/components/check-list";
import { Button } from "~/components/ui/button";
import type { ServiceOffering } from "~/content/services";
import { PriceTag } from "./price-tag";

/** The executive workshop: priced from a starting point, and asked about by e-mail. */
export function WorkshopCard({ workshop }: { workshop: ServiceOffering }) {
  const titleId = `${workshop.id}-title`;
  return (
    <section
      id={workshop.id}
      aria-labelledby={titleId}
      className="grid gap-8 overflow-hidden rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10"
    >
      <div>
        <p className="flex items-center gap-2 text-sm font-semibold text-brand">
          <Users className="size-4" aria-hidden="true" />
          {workshop.audience}
        </p>
        <h2 id={titleId} className="mt-3 text-h2 font-bold">
          {workshop.title}
        </h2>
        <p className="mt-2 text-lg text-muted-foreground">{workshop.subtitle}</p>
        <p className="mt-5">{workshop.description}</p>
        <CheckList items={workshop.benefits} look="brand" className="mt-6 gap-2.5 sm:grid-cols-2 sm:gap-x-6" />
      </div>
      <div className="flex flex-col justify-center rounded-xl bg-brand-subtle p-6 sm:p-8">
        <PriceTag pricing={workshop.pricing} />
        <p className="mt-2 flex items-center gap-2 text-sm font-medium">
          <Clock className="size-4 shrink-0 text-brand" aria-hidden="true" />
          {workshop.duration}
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <a href={workshop.ctaLink}>
            <Mail aria-hidden="true" />
            {workshop.ctaText}
          </a>
        </Button>
        <p className="mt-4 text-sm text-foreground/80">{workshop.footerNote}</p>
      </div>
    </section>
  );
}
