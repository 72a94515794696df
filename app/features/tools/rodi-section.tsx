import { ArrowRight, BookOpen, FileText } from "lucide-react";
import { Link } from "react-router";
import { RODI_CHEAT_SHEET_PATH, RODI_POST_PATH, rodiCopy as copy } from "~/content/archive";
import { Paragraphs } from "~/components/paragraphs";

const linkClass =
  "group flex items-center gap-4 rounded-xl border border-border bg-card p-5 text-foreground shadow-xs transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md";

/** The Archive's RODI section: the idea, the blog post that explains it, and its cheat sheet. */
export function RodiSection() {
  const links = [
    { to: RODI_POST_PATH, label: copy.postLink, kind: copy.postKind, Icon: BookOpen },
    { to: RODI_CHEAT_SHEET_PATH, label: copy.cheatSheetLink, kind: copy.cheatSheetKind, Icon: FileText },
  ];
  return (
    <section aria-labelledby="rodi-heading" className="rounded-2xl bg-secondary p-6 text-secondary-foreground sm:p-10">
      <p className="text-sm font-semibold tracking-widest uppercase">{copy.eyebrow}</p>
      <h2 id="rodi-heading" className="mt-3 max-w-3xl text-h2 font-bold">
        {copy.heading}
      </h2>
      <Paragraphs texts={copy.paragraphs} className="mt-4 max-w-3xl" />
      <ul className="mt-8 grid gap-3 md:grid-cols-2">
        {links.map(({ to, label, kind, Icon }) => (
          <li key={to}>
            <Link to={to} className={linkClass}>
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-semibold tracking-wider text-muted-foreground uppercase">{kind}</span>
                <span className="mt-0.5 block font-semibold">{label}</span>
              </span>
              <ArrowRight
                className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
