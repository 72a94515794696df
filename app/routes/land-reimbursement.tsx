import { ArrowLeft, Home } from "lucide-react";
import type { RouteHandle } from "~/lib/route-handle";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import {
  learningBudgetRange,
  REIMBURSEMENT_COPY_RESET_MS,
  reimbursementCopy as copy,
  reimbursementMeta,
  requestEmail,
  requestEmailText,
} from "~/content/reimbursement";
import { AskSteps, AskTips, BudgetFacts } from "~/features/reimbursement/reimbursement-sections";
import { RequestEmail } from "~/features/reimbursement/request-email";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/land-reimbursement";

/** Made of the site's values and its own words alone: rendered once per change to them and kept (decision 068). */
export const handle: RouteHandle = { renderOnce: true, keep: true };

/** Where the page leads at its end: back to the signup, or home. */
const whereNext = [
  { to: "/watch-me-ai-signup", label: copy.backToSignup, icon: ArrowLeft, variant: "outline" },
  { to: "/", label: copy.backToHome, icon: Home, variant: "ghost" },
] as const;

export const meta: Route.MetaFunction = (args) => pageMeta(reimbursementMeta, args);

export default function LandReimbursementRoute() {
  return (
    <div className="container-page flex flex-col gap-16 py-12 lg:gap-20 lg:py-16">
      <div className="grid items-end gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <PageHeader eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} />
        <p className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <span className="block text-h2 font-bold whitespace-nowrap text-primary">{learningBudgetRange}</span>
          <span className="mt-1 block text-sm text-muted-foreground">{copy.budgetStatLabel}</span>
        </p>
      </div>
      <BudgetFacts heading={copy.budgetsHeading} facts={copy.budgets} />
      <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <AskSteps heading={copy.stepsHeading} steps={copy.steps} />
        <RequestEmail
          heading={copy.emailHeading}
          intro={copy.emailIntro}
          subject={requestEmail.subject}
          body={requestEmail.body}
          copyText={requestEmailText}
          copy={{ label: copy.copyLabel, copiedLabel: copy.copiedLabel, success: copy.copySuccess, failure: copy.copyFailure }}
          resetAfterMs={REIMBURSEMENT_COPY_RESET_MS}
        />
      </div>
      <AskTips heading={copy.tipsHeading} tips={copy.tips} />
      <nav aria-label="Where next" className="flex flex-wrap gap-3 print:hidden">
        {whereNext.map(({ to, label, icon: Icon, variant }) => (
          <Button key={to} asChild variant={variant} size="lg">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
      </nav>
    </div>
  );
}
