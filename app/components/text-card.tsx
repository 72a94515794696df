import { cn } from "~/lib/utils";

/** A card in a list of them (it is the `li`): a title and a short text. className adds to its place in the grid. */
export function TextCard({ title, text, className }: { title: string; text: string; className?: string }) {
  return (
    <li className={cn("rounded-2xl border border-border bg-card p-6 shadow-sm", className)}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
    </li>
  );
}
