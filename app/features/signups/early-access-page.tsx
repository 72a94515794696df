import { ArrowRight, Sparkles } from "lucide-react";
import { CheckList } from "~/components/check-list";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { EarlyAccessPage as EarlyAccessPageContent } from "~/content/early-access";
import { Panel } from "~/components/panel";
import { SignupForm } from "./signup-form";

/** The layout the three early-access pages share: intro, banner, who it's for, and the form. */
export function EarlyAccessPage({ page }: { page: EarlyAccessPageContent }) {
  const { banner, pageSource } = page;
  return (
    <div className="container-page py-12 lg:py-16">
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro} />

      <section
        aria-labelledby={`${pageSource}-banner`}
        data-testid="early-access-banner"
        className="mt-10 flex flex-col gap-4 rounded-2xl border border-border bg-brand-subtle p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="max-w-2xl">
          <Badge>
            <Sparkles aria-hidden="true" />
            {banner.badge}
          </Badge>
          <h2 id={`${pageSource}-banner`} className="mt-3 text-h3 font-bold">
            {banner.heading}
          </h2>
          <p className="mt-2 text-muted-foreground">{banner.text}</p>
        </div>
        {banner.link ? (
          <Button asChild size="lg" className="shrink-0">
            <Link to={banner.link.to}>
              {banner.link.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </section>

      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-6">
          {[page.whoFor, page.earlyAccess].map((list) => (
            <Panel key={list.heading}>
              <h2 className="text-h3 font-bold">{list.heading}</h2>
              <CheckList items={list.items} look="muted-body" className="mt-4 gap-3" />
            </Panel>
          ))}
        </div>
        <Panel id="signup" aria-labelledby={`${pageSource}-form`} className="relative self-start">
          <h2 id={`${pageSource}-form`} className="text-h3 font-bold">
            {page.form.heading}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">{page.form.text}</p>
          <SignupForm
            idPrefix={pageSource}
            action={`/${pageSource}`}
            submitLabel={page.form.submitLabel}
            interestLabel={page.form.interestLabel}
            interestHint={page.form.interestHint}
          />
        </Panel>
      </div>
    </div>
  );
}
