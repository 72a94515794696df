import { ArrowRight, Hammer, MessageSquareText, UserCheck } from "lucide-react";
import { Link } from "react-router";
import { aboutCopy as copy } from "~/content/about";
import type { SiteConfig } from "~/content/site-config";
import { Panel } from "~/components/panel";

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
        {copy.story.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-foreground/85">
            {fill(paragraph, site)}
          </p>
        ))}
        <Link
          to="/work-with-me"
          className="mt-6 inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {copy.workWithMeLink}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </Panel>
      <section aria-labelledby="beliefs-heading">
        <h2 id="beliefs-heading" className="text-h3 font-bold">
          {copy.beliefsHeading}
        </h2>
        <ul className="mt-4 grid gap-4">
          {copy.beliefs.map((belief, index) => {
            const Icon = beliefIcons[index] ?? Hammer;
            return (
              <li key={belief.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-base font-semibold">{belief.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{belief.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
