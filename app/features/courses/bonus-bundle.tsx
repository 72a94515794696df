import { Gift } from "lucide-react";
import type { Bonus } from "~/content/courses";
import { formatPrice, totalValue } from "~/lib/price";

/** The bonuses that come with a course, each with its value, and what they add up to. */
export function BonusBundle({ bonuses, totalLabel }: { bonuses: readonly Bonus[]; totalLabel: string }) {
  return (
    <div className="mt-10 overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <ul className="divide-y divide-border">
        {bonuses.map((bonus, index) => (
          <li key={bonus.title} className="flex gap-5 p-6 sm:p-8">
            <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-subtle text-brand sm:inline-flex">
              <Gift className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-4">
                <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">Bonus {index + 1}</p>
                {/* Phones: the value sits on the label's line; wider screens give it a column. */}
                <p className="text-sm text-muted-foreground sm:hidden">
                  Value <span className="text-base font-bold text-foreground">{formatPrice(bonus.value)}</span>
                </p>
              </div>
              <h3 className="mt-1 text-lg font-semibold">{bonus.title}</h3>
              <p className="mt-1 text-muted-foreground">{bonus.text}</p>
            </div>
            <p className="hidden shrink-0 text-right text-sm text-muted-foreground sm:block">
              Value <span className="block text-xl font-bold text-foreground">{formatPrice(bonus.value)}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between gap-4 border-t border-border bg-secondary/60 px-6 py-5 sm:px-8">
        <span className="font-semibold">{totalLabel}</span>
        <span className="text-2xl font-extrabold">{formatPrice(totalValue(bonuses))}</span>
      </p>
    </div>
  );
}
