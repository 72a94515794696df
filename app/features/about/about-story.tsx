import { Hammer, MessageSquareText, UserCheck } from "lucide-react";
import { aboutCopy as copy } from "~/content/about";
import type { SiteConfig } from "~/content/site-config";
import { ArrowLink } from "~/components/arrow-link";
import { MarkedItem } from "~/components/marked-item";
import { Panel } from "~/components/panel";
import { Paragraphs } from "~/components/paragraphs";
import { TitledSection } from "~/components/titled-section";

const beliefIcons = [Hammer, MessageSquareText, UserCheck];

function fill(text: string, site: Pick<SiteConfig, "ownerName" | "location">) {
  return text.replace("{name}", site.ownerName).replace("{location}", site.location);
}

/** The owner's story and how they teach. */
export function AboutStory({ site }: { site: Pick<SiteConfig, "ownerName" | "location"> }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
      <Panel aria-labelledby="story-heading">
        <h2 id="story-heading" className="text-h3 font-bold">
          {copy.storyHeading}
        </h2>
        <Paragraphs texts={copy.story.map((paragraph) => fill(paragraph, site))} className="mt-4 text-foreground/85" />
        <ArrowLink to="/work-with-me" className="mt-6 gap-1.5">
          {copy.workWithMeLink}
        </ArrowLink>
      </Panel>
      <TitledSection id="beliefs-heading" heading={copy.beliefsHeading} headingClassName="text-h3 font-bold">
        <ul className="mt-4 grid gap-4">
          {copy.beliefs.map((belief, index) => {
            const Icon = beliefIcons[index] ?? Hammer;
            const mark = (
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
            );
            return <MarkedItem key={belief.title} mark={mark} title={belief.title} text={belief.text} />;
          })}
        </ul>
      </TitledSection>
    </div>
  );
}
