import { ArrowRight, BookOpen, Check, Clipboard, Radio, Workflow } from "lucide-react";
import { Link } from "react-router";
import type { SubscriberBenefitIcon } from "~/content/watch-me-ai-signup";

const icons: Record<SubscriberBenefitIcon, typeof Workflow> = {
  workflow: Workflow,
  prompt: Clipboard,
  guide: BookOpen,
  live: Radio,
};

/** What a subscription brings, as a two-by-two grid of icon cards. */
export function SubscriberBenefits({
  heading,
  benefits,
}: {
  heading: string;
  benefits: ReadonlyArray<{ icon: SubscriberBenefitIcon; title: string; text: string }>;
}) {
  return (
    <section aria-labelledby="benefits-heading">
      <h2 id="benefits-heading" className="text-h2 font-bold">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {benefits.map((benefit) => {
          const Icon = icons[benefit.icon];
          return (
            <li key={benefit.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{benefit.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function SubscriberPromise({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <section aria-labelledby="promise-heading">
      <h2 id="promise-heading" className="text-h3 font-bold">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-muted-foreground">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The way to the reimbursement page, for readers eyeing a paid course. */
export function ReimbursementPointer({ lead, link, text }: { lead: string; link: string; text: string }) {
  return (
    <section aria-label={lead} className="rounded-2xl bg-brand-subtle p-6 sm:p-8">
      <p className="text-sm font-semibold text-brand">{lead}</p>
      <Link
        to="/land-reimbursement"
        className="group mt-2 inline-flex items-center gap-2 text-h3 font-bold text-foreground underline-offset-4 hover:underline"
      >
        {link}
        <ArrowRight className="size-5 shrink-0 text-brand transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </Link>
      <p className="mt-2 text-sm leading-relaxed">{text}</p>
    </section>
  );
}
