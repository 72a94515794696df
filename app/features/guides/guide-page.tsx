import { ArrowDown, Check, Sparkles, UserRound } from "lucide-react";
import { CheckList } from "~/components/check-list";
import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";
import { PlaceholderText } from "~/components/placeholder-text";
import { Button } from "~/components/ui/button";
import { FREE_FOR_NOW, guidePageCopy as copy, type GuideEntry } from "~/content/guides";
import { Panel } from "~/components/panel";
import { TextCard } from "~/components/text-card";
import { TitledSection } from "~/components/titled-section";

/** Where the hero's button leads: the signup form, wherever the layout put it. */
const SIGNUP_ANCHOR = "get-the-guide";

/** The page's opening: eyebrow, title, intro, the guide's notes, and (beside the cover on wide screens) a button down to the form. */
function GuideHeader({ guide }: { guide: GuideEntry }) {
  return (
    <PageHeader eyebrow={guide.eyebrow} title={guide.title} intro={guide.intro}>
      <ul aria-label="About this guide" className="mt-6 flex flex-wrap gap-2">
        {guide.notes.map((note) => {
          const free = note === FREE_FOR_NOW;
          return (
            <li
              key={note}
              className={
                free
                  ? "inline-flex items-center gap-1.5 rounded-full bg-brand-subtle px-3 py-1 text-sm font-semibold text-brand"
                  : "inline-flex items-center gap-1.5 rounded-full border border-border bg-card px-3 py-1 text-sm text-muted-foreground"
              }
            >
              {free ? <Sparkles className="size-4" aria-hidden="true" /> : <Check className="size-4 text-primary" aria-hidden="true" />}
              {note}
            </li>
          );
        })}
      </ul>
      {/* On a phone the form follows at once; on a wide screen it waits beside the details, below the cover. */}
      <div className="mt-8 hidden lg:block">
        <Button asChild size="lg">
          <a href={`#${SIGNUP_ANCHOR}`}>
            {copy.cta}
            <ArrowDown aria-hidden="true" />
          </a>
        </Button>
      </div>
    </PageHeader>
  );
}

function GuideCover({ guide }: { guide: GuideEntry }) {
  return (
    <div className="mx-auto w-full max-w-60 sm:max-w-72 lg:max-w-none">
      <img
        src={guide.cover.src}
        width={guide.cover.width}
        height={guide.cover.height}
        alt={copy.coverAlt(guide.name)}
        data-testid="guide-cover"
        // The page's largest image, beside its heading: asked for with the stylesheet, not after it.
        fetchPriority="high"
        className="h-auto w-full rounded-2xl shadow-xl ring-1 ring-foreground/10 lg:rotate-2"
      />
    </div>
  );
}

function LearnList({ items }: { items: readonly string[] }) {
  return (
    <Panel aria-labelledby="guide-learn-heading">
      <h2 id="guide-learn-heading" className="text-h2 font-bold">
        {copy.learnHeading}
      </h2>
      <CheckList items={items} look="solid" data-testid="guide-learn-list" className="mt-6 gap-4" />
    </Panel>
  );
}

function InsideGrid({ parts }: { parts: GuideEntry["inside"] }) {
  return (
    <TitledSection id="guide-inside-heading" heading={copy.insideHeading} headingClassName="text-h2 font-bold">
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {parts.map((part) => (
          <TextCard key={part.title} title={part.title} text={part.text} className="sm:last:odd:col-span-2" />
        ))}
      </ul>
    </TitledSection>
  );
}

function Samples({ intro, samples }: { intro: string; samples: GuideEntry["samples"] }) {
  return (
    <TitledSection id="guide-sample-heading" heading={copy.sampleHeading} headingClassName="text-h2 font-bold">
      <p className="mt-3 text-muted-foreground">{intro}</p>
      <div className="mt-6 grid gap-6">
        {samples.map((sample) => (
          <article key={sample.title} className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
            <header className="border-b border-border bg-secondary px-5 py-4 sm:px-6">
              <h3 className="text-lg font-semibold text-secondary-foreground">{sample.title}</h3>
              <p className="mt-0.5 text-sm text-secondary-foreground">{sample.context}</p>
            </header>
            <pre className="px-5 py-5 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap sm:px-6">
              <PlaceholderText text={sample.text} />
            </pre>
          </article>
        ))}
      </div>
    </TitledSection>
  );
}

function Audience({ items }: { items: readonly string[] }) {
  return (
    <TitledSection id="guide-audience-heading" heading={copy.audienceHeading} headingClassName="text-h2 font-bold">
      <ul className="mt-6 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 rounded-xl bg-muted px-4 py-3">
            <UserRound className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="text-sm leading-relaxed">{item}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/**
 * The layout every lead-magnet page shares: cover and notes, what you'll learn, what's
 * inside with a sample, who it's for, and the guide's own signup form (`signup`, composed by the
 * route, since it comes from the newsletter feature). One grid: on a phone the form comes right
 * after the opening, in the first screen, and the cover after it; from lg the cover stands beside
 * the opening and the form sticks beside the details.
 */
export function GuidePage({ guide, signup }: { guide: GuideEntry; signup: ReactNode }) {
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-16 lg:gap-y-16 lg:py-16">
      <GuideHeader guide={guide} />
      <div id={SIGNUP_ANCHOR} className="scroll-mt-24 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-2 lg:self-start">
        {signup}
      </div>
      <div className="lg:col-start-2 lg:row-start-1 lg:self-center">
        <GuideCover guide={guide} />
      </div>
      <div className="grid gap-12 lg:col-start-1 lg:row-start-2">
        <LearnList items={guide.learn} />
        <InsideGrid parts={guide.inside} />
        <Samples intro={guide.sampleIntro} samples={guide.samples} />
        <Audience items={guide.audience} />
      </div>
    </div>
  );
}
