import type { FaqEntry } from "~/content/courses";

/**
 * Questions and answers, one open at a time; the open one can be closed again. Native
 * disclosures sharing a `name` give exactly that with no script at all: the answers are in the
 * HTML, open without JavaScript, and find-in-page opens the one it finds. (The Radix accordion
 * would cost this page 8 KB of gzip, nearly its whole budget above Home; see the report.)
 */
export function CourseFaq({ items, name }: { items: readonly FaqEntry[]; name: string }) {
  return (
    <div className="mx-auto mt-10 max-w-3xl rounded-2xl border border-border bg-card px-6 text-left shadow-sm sm:px-8">
      {items.map((item) => (
        <details key={item.question} name={name} className="group border-b border-border last:border-b-0">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 transition-colors hover:text-primary [&::-webkit-details-marker]:hidden">
            <h3 className="text-base font-semibold tracking-normal">{item.question}</h3>
            {/* Drawn with two borders rather than an icon module: one request fewer on pages kept under a script budget. */}
            <span
              aria-hidden="true"
              className="mr-1.5 size-2.5 shrink-0 -translate-y-0.5 rotate-45 border-r-2 border-b-2 border-muted-foreground transition-transform duration-200 group-open:translate-y-0.5 group-open:-rotate-135"
            />
          </summary>
          <p className="pb-5 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
