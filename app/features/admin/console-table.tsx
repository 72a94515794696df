import { Children, cloneElement, Fragment, isValidElement, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";

/**
 * A console table: a caption for screen readers, a header row, and its rows. On a wide screen a
 * table wider than its place scrolls sideways; on a phone each row is a card of "column: value"
 * lines (console.css), each cell named by its column here, so every table of the console does it.
 */
export function ConsoleTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    // Focusable and named, so a keyboard can scroll a table wider than a phone; positioned, so the
    // screen-reader-only words inside it scroll with it instead of widening the page.
    <div
      className="console-table relative overflow-x-auto rounded-lg border border-border bg-card"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted/50">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {/* A column of buttons has no heading to show, but a screen reader still names it. */}
                {label || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{labelCells(children, head)}</tbody>
      </table>
    </div>
  );
}

/** Each row's cells with `data-label`, their column's heading (a cell spanning columns takes the first's). */
function labelCells(rows: ReactNode, head: string[]): ReactNode {
  return Children.map(rows, (row): ReactNode => {
    if (!isValidElement<{ children?: ReactNode }>(row)) return row;
    if (row.type === Fragment) return labelCells(row.props.children, head);
    if (row.type !== "tr") return row;
    let column = 0;
    const cells = Children.map(row.props.children, (cell) => {
      if (!isValidElement<{ colSpan?: number }>(cell)) return cell;
      const label = head[column] ?? "";
      column += cell.props.colSpan ?? 1;
      return cloneElement(cell, { "data-label": label } as { colSpan?: number });
    });
    return cloneElement(row, undefined, cells);
  });
}

/** A table cell; its content sits in one box, so a phone's card puts the column's name beside all of it. */
export function Cell({ children, className = "", ...props }: ComponentProps<"td">) {
  return (
    <td className={`px-3 py-2 align-top ${className}`} {...props}>
      <div>{children}</div>
    </td>
  );
}

/** Previous / next links that keep the page's other query parameters. */
export function Pager({ page, hasMore, search }: { page: number; hasMore: boolean; search: string }) {
  const at = (n: number) => {
    const params = new URLSearchParams(search);
    if (n <= 1) params.delete("page");
    else params.set("page", String(n));
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-4 text-sm">
      {page > 1 ? (
        <Link className="text-primary underline" to={at(page - 1)}>
          Previous page
        </Link>
      ) : null}
      <span className="text-muted-foreground">Page {page}</span>
      {hasMore ? (
        <Link className="text-primary underline" to={at(page + 1)}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

/** The page number asked for in ?page=, 1 when absent or unreadable. */
export function pageNumber(url: URL): number {
  const n = Number(url.searchParams.get("page"));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
