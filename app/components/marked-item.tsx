import type { ReactNode } from "react";

/** An item of a list (it is the `li`): a mark (an icon or a number in a tile) beside a title and a line of text. */
export function MarkedItem({ mark, title, text }: { mark: ReactNode; title: string; text: string }) {
  return (
    <li className="flex gap-4">
      {mark}
      <div>
        <h3 className="text-base font-semibold">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
      </div>
    </li>
  );
}
