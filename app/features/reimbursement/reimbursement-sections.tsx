import { Lightbulb } from "lucide-react";
import { MarkedItem } from "~/components/marked-item";
import { TextCard } from "~/components/text-card";
import { TitledSection } from "~/components/titled-section";

interface Titled {
  title: string;
  text: string;
}

/** Three short facts about learning budgets, side by side on wide screens. */
export function BudgetFacts({ heading, facts }: { heading: string; facts: readonly Titled[] }) {
  return (
    <TitledSection id="budgets-heading" heading={heading} headingClassName="text-h2 font-bold">
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {facts.map((fact) => (
          <TextCard key={fact.title} title={fact.title} text={fact.text} />
        ))}
      </ul>
    </TitledSection>
  );
}

/** The numbered path from finding the policy to sharing what was learned. */
export function AskSteps({ heading, steps }: { heading: string; steps: readonly Titled[] }) {
  return (
    <TitledSection id="steps-heading" heading={heading} headingClassName="text-h3 font-bold">
      <ol className="mt-6 grid gap-5">
        {steps.map((step, index) => (
          <MarkedItem
            key={step.title}
            mark={
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground"
              >
                {index + 1}
              </span>
            }
            title={step.title}
            text={step.text}
          />
        ))}
      </ol>
    </TitledSection>
  );
}

export function AskTips({ heading, tips }: { heading: string; tips: readonly string[] }) {
  return (
    <section aria-labelledby="tips-heading" className="rounded-2xl bg-brand-subtle p-6 sm:p-8">
      <h2 id="tips-heading" className="flex items-center gap-2 text-h3 font-bold">
        <Lightbulb className="size-6 text-brand" aria-hidden="true" />
        {heading}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-2 text-sm leading-relaxed">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" />
            {tip}
          </li>
        ))}
      </ul>
    </section>
  );
}
