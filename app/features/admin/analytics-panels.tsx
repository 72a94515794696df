import { Link } from "react-router";
import { Panel } from "~/components/panel";
import type { ConversionKind } from "~/db/schema";
import { ANALYTICS_RANGES, CONVERSION_LABELS, type AnalyticsRangeKey } from "./analytics-labels";
import { Cell, ConsoleTable } from "./console-table";

/** Today, 7 days, 30 days: links that keep the choice in the URL, so the page works without JavaScript. */
export function RangeLinks({ current }: { current: AnalyticsRangeKey }) {
  return (
    <nav aria-label="Range" className="mb-6 flex flex-wrap gap-2">
      {ANALYTICS_RANGES.map((range) => (
        <Link
          key={range.key}
          to={`?range=${range.key}`}
          aria-current={range.key === current ? "page" : undefined}
          className={`rounded-md border px-3 py-1.5 text-sm font-medium ${range.key === current ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:bg-muted"}`}
        >
          {range.label}
        </Link>
      ))}
    </nav>
  );
}

/** A short ranked list (referring hosts, utm sources) as a two-column table, or its empty line. */
export function TopList({
  id,
  title,
  column,
  rows,
  empty,
}: {
  id: string;
  title: string;
  column: string;
  /** [name, views], most views first. */
  rows: ReadonlyArray<readonly [string, number]>;
  empty: string;
}) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ConsoleTable caption={`${title}, most views first`} head={[column, "Views"]}>
          {rows.map(([name, views]) => (
            <tr key={name}>
              <Cell className="break-all">{name}</Cell>
              <Cell>{views}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </Panel>
  );
}

/** Conversions per landing page, one column per kind. */
export function ConversionsTable({ rows }: { rows: { landingPath: string; counts: Record<ConversionKind, number>; total: number }[] }) {
  return (
    <ConsoleTable
      caption="Conversions of each kind, by landing page"
      head={["Landing page", ...CONVERSION_LABELS.map(([, label]) => label), "Total"]}
    >
      {rows.map((row) => (
        <tr key={row.landingPath}>
          <Cell className="break-all">{row.landingPath || "unknown"}</Cell>
          {CONVERSION_LABELS.map(([kind]) => (
            <Cell key={kind}>{row.counts[kind]}</Cell>
          ))}
          <Cell className="font-semibold">{row.total}</Cell>
        </tr>
      ))}
    </ConsoleTable>
  );
}
