import { useState } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { GlossaryTerm } from "~/content/glossary";

/*
 * Closed definitions stay in the page (forceMount) with the hidden attribute, so they are in the
 * server's HTML for search engines and reader modes; without JavaScript, where the triggers can't
 * open anything, this rule shows them all (and stops the closing animation, which would fold them to
 * height 0). It sits in the theme layer because Tailwind's base layer hides [hidden] with !important,
 * and an important rule in an earlier layer beats a later one.
 */
const NO_SCRIPT_STYLE = "<style>@layer theme{[data-glossary-definition][hidden]{display:block!important;animation:none!important}}</style>";

/** The AI glossary: one term open at a time, collapsible; Radix gives Home, End and the arrows. */
export function GlossaryAccordion({ terms }: { terms: readonly GlossaryTerm[] }) {
  const [open, setOpen] = useState("");
  return (
    <>
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
      <Accordion type="single" collapsible value={open} onValueChange={setOpen}>
        {terms.map((term) => (
          <AccordionItem key={term.id} value={term.id} id={term.id}>
            <AccordionTrigger headingLevel={2}>{term.term}</AccordionTrigger>
            <AccordionContent forceMount hidden={open !== term.id} data-glossary-definition="">
              <p className="max-w-prose leading-relaxed text-muted-foreground">{term.definition}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </>
  );
}
