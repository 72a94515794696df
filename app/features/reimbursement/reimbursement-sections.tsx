import { Lightbulb } from "lucide-react";

interface Titled {
  title: string;
  text: string;
}

/** Three short facts about learning budgets, side by side on wide screens. */
export function BudgetFacts({ heading, facts }: { heading: string; facts: readonly Titled[] }) {
  return (
    <section aria-labelledby="budgets-heading">
      <h2 id="budgets-heading" className="text-h2 font-bold">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {facts.map((fact) => (
          <li key={fact.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-semibold">{fact.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{fact.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The numbered path from finding the policy to sharing what was learned. */
export function AskSteps({ heading, steps }: { heading: string; steps: readonly Titled[] }) {
  return (
    <section aria-labelledby="steps-heading">
      <h2 id="steps-heading" className="text-h3 font-bold">
        {heading}
      </h2>
      <ol className="mt-6 grid gap-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-base font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
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
