import type { UseCaseSection } from "~/ai/types";
import type { GuideAccess } from "~/lib/guide-access";
import { SectionCard } from "./section-card";

/** Introduction, the numbered section cards, conclusion. */
export function SectionResults({
  introduction,
  sections,
  conclusion,
  guide,
}: {
  introduction: string;
  sections: readonly UseCaseSection[];
  conclusion: string;
  /** The full guides' state the server sent the sections with. */
  guide: GuideAccess;
}) {
  return (
    <div className="grid gap-4">
      {introduction ? <p className="leading-relaxed">{introduction}</p> : null}
      <ol className="grid gap-3">
        {sections.map((section, index) => (
          <SectionCard key={`${section.id}-${index}`} section={section} number={index + 1} guide={guide} />
        ))}
      </ol>
      {conclusion ? <p className="leading-relaxed text-muted-foreground">{conclusion}</p> : null}
    </div>
  );
}
