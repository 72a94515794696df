import { Building2 } from "lucide-react";
import type { CaseStudy } from "~/content/client-stories";
import { Panel } from "~/components/panel";
import { TestimonialQuote } from "./testimonial-quote";

/** A client's situation, what we did, and what they said about it. */
export function CaseStudyPanel({ study, eyebrow }: { study: CaseStudy; eyebrow: string }) {
  const titleId = `${study.id}-title`;
  return (
    <Panel aria-labelledby={titleId} className="lg:p-10">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>
      <h2 id={titleId} className="mt-3 max-w-3xl text-h2 font-bold">
        {study.title}
      </h2>
      <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
        <Building2 className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-semibold text-foreground">{study.client.name}</span>, {study.client.role} · {study.client.company}
        </span>
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <div className="grid gap-6">
          <div>
            <h3 className="text-lg font-semibold">The challenge</h3>
            <p className="mt-2 text-muted-foreground">{study.challenge}</p>
          </div>
          <div>
            <h3 className="text-lg font-semibold">What we did</h3>
            <p className="mt-2 text-muted-foreground">{study.solution}</p>
          </div>
        </div>
        <div className="self-start rounded-xl bg-secondary p-6 text-secondary-foreground sm:p-8">
          <TestimonialQuote testimonial={study.testimonial} size="sm" />
        </div>
      </div>
    </Panel>
  );
}
