import type { CourseModule } from "~/content/courses";

/** A course's modules, in order. */
export function ModuleList({ modules }: { modules: readonly CourseModule[] }) {
  return (
    <ol className="mt-10 grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
      {modules.map((module, index) => (
        <li key={module.title} className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <span className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">Module {index + 1}</span>
          </div>
          <h3 className="mt-4 text-lg font-semibold">{module.title}</h3>
          <p className="mt-2 text-muted-foreground">{module.text}</p>
        </li>
      ))}
    </ol>
  );
}
