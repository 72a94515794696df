import { ArrowRight, BookOpen, Clipboard, Radio, Workflow } from "lucide-react";
import { CheckList } from "~/components/check-list";
import { IconCard } from "~/components/icon-card";
import { TitledSection } from "~/components/titled-section";
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
    <TitledSection id="benefits-heading" heading={heading} headingClassName="text-h2 font-bold">
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {benefits.map((benefit) => (
          <IconCard key={benefit.title} icon={icons[benefit.icon]} title={benefit.title} text={benefit.text} />
        ))}
      </ul>
    </TitledSection>
  );
}

export function SubscriberPromise({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <TitledSection id="promise-heading" heading={heading} headingClassName="text-h3 font-bold">
      <CheckList items={items} look="muted" className="mt-4 gap-2" />
    </TitledSection>
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
