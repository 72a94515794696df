import { Link } from "react-router";
import { Panel } from "~/components/panel";
import type { ConversionKind } from "~/db/schema";
import { ANALYTICS_RANGES, CONVERSION_LABELS, type AnalyticsRangeKey } from "./analytics-labels";
import { ConsoleEmpty } from "./console-shell";
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
        <ConsoleEmpty>{empty}</ConsoleEmpty>
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

/**
 * What the figures count and what they leave out, and why (decisions 033 and 054), so that fewer
 * conversions here than rows on the Sign-ups page read as what they are.
 */
export function CountingNote({ viewsPerHour }: { viewsPerHour: number }) {
  return (
    <Panel className="lg:col-span-2" aria-labelledby="analytics-counting">
      <h2 id="analytics-counting" className="mb-3 text-lg font-semibold">
        What these figures count
      </h2>
      <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
        <li>
          The pages of this site that people open. The server counts them as it answers, without cookies: a visitor is counted once a day,
          recognised by their address and browser under a key that changes every day.
        </li>
        <li>
          Not counted: bots and crawlers (search engines, link previews), visitors whose browser asks not to be tracked (Do Not Track or
          Global Privacy Control), your own visits to this console, and more than {viewsPerHour} views of one page an hour from one address.
          A conversion counts once per visitor and day.
        </li>
        <li>
          That is why the conversions here can be fewer than the people on the Sign-ups page: that page lists every sign-up, whatever the
          browser.
        </li>
      </ul>
    </Panel>
  );
}
