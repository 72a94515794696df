import { Mic } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { aboutCopy as copy } from "~/content/about";

/** Speaking and media: formats, topics and the way to ask (a button to /contact). */
export function SpeakingTopics() {
  return (
    <section aria-labelledby="speaking-heading">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <div>
          <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
            <Mic className="size-6" aria-hidden="true" />
          </span>
          <h2 id="speaking-heading" className="mt-4 text-h2 font-bold">
            {copy.speakingHeading}
          </h2>
          <p className="mt-4 text-muted-foreground">{copy.speakingIntro}</p>
          <h3 className="mt-6 text-sm font-semibold">{copy.formatsLabel}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {copy.formats.map((format) => (
              <li key={format}>
                <Badge variant="secondary">{format}</Badge>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-8">
            <Link to="/contact">{copy.contactButton}</Link>
          </Button>
          <p className="mt-3 text-sm text-muted-foreground">{copy.contactNote}</p>
        </div>
        <div>
          <h3 className="sr-only">{copy.topicsHeading}</h3>
          <ol className="grid gap-4 sm:grid-cols-2">
            {copy.topics.map((topic, index) => (
              <li key={topic.title} className="rounded-2xl border border-border bg-card p-5 shadow-xs">
                <span aria-hidden="true" className="text-sm font-bold text-primary tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h4 className="mt-2 text-base leading-snug font-semibold">{topic.title}</h4>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{topic.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
