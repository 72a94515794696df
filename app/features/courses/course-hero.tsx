import { ArrowDown, Users } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import type { Course, SectionLinkItem } from "~/content/courses";
import { SectionLink } from "./section-link";

/** How a course page opens: the page's h1, what the course is, its key facts and the cover. */
export function CourseHero({
  course,
  eyebrow,
  intro,
  facts,
  primaryCta,
  secondaryCta,
  priceLine,
  socialProof,
}: {
  course: Course;
  eyebrow: string;
  intro: string;
  facts: readonly string[];
  primaryCta: SectionLinkItem;
  secondaryCta: SectionLinkItem;
  priceLine?: ReactNode;
  socialProof?: string;
}) {
  return (
    <div className="container-page grid items-center gap-10 py-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14 lg:py-16">
      <PageHeader eyebrow={eyebrow} title={course.title} intro={intro}>
        <ul aria-label="Course at a glance" className="mt-6 flex flex-wrap gap-2">
          {facts.map((fact) => (
            <li key={fact} className="rounded-full border border-border bg-card px-3 py-1 text-sm font-medium shadow-xs">
              {fact}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <SectionLink to={primaryCta.id}>
              {primaryCta.label}
              <ArrowDown aria-hidden="true" />
            </SectionLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <SectionLink to={secondaryCta.id}>{secondaryCta.label}</SectionLink>
          </Button>
        </div>
        {priceLine && <p className="mt-5 text-sm text-muted-foreground">{priceLine}</p>}
        {socialProof && (
          <p className="mt-3 flex items-center gap-2 text-sm font-medium text-brand">
            <Users className="size-4 shrink-0" aria-hidden="true" />
            {socialProof}
          </p>
        )}
      </PageHeader>
      <img
        src={course.cover.src}
        width={course.cover.width}
        height={course.cover.height}
        alt={course.cover.alt}
        fetchPriority="high"
        className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-border"
      />
    </div>
  );
}
