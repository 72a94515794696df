import { useLocation } from "react-router";
import { ADMIN } from "~/content/admin";
import { LIMITS } from "~/db/limits";
import { Panel } from "~/components/panel";
import { ANALYTICS_RANGES, CONVERSION_LABELS } from "~/features/admin/analytics-labels";
import { ConversionsTable, CountingNote, RangeLinks, TopList } from "~/features/admin/analytics-panels";
import { ConsoleEmpty, ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { Figure } from "~/features/admin/figure";
import { analyticsReport } from "~/services/analytics.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.analytics";

/** The site's own page views and conversions (decision 033) over today, 7 or 30 UTC days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const range = ANALYTICS_RANGES.find((option) => option.key === url.searchParams.get("range")) ?? ANALYTICS_RANGES[1];
  const page = pageNumber(url);
  const report = await analyticsReport(consoleDeps(context), {
    days: range.days,
    limit: ADMIN.pageSize + 1,
    offset: (page - 1) * ADMIN.pageSize,
  });
  if (!report.ok) throw new Error(report.message);
  const { figures, daily, byPathAndDay } = report.value;
  // Each ranked list as [name, views], so one table shows any of them.
  const pairs = <Row extends { views: number }>(rows: Row[], name: (row: Row) => string) =>
    rows.map((row) => [name(row), row.views] as const);
  return {
    range: range.key,
    viewsPerHour: LIMITS.analyticsViewsPerPage.limit,
    figures: {
      ...figures,
      topPages: pairs(figures.topPages, (row) => row.path),
      referrers: pairs(figures.referrers, (row) => row.host),
      utmSources: pairs(figures.utmSources, (row) => row.source),
    },
    daily,
    page,
    hasMore: byPathAndDay.length > ADMIN.pageSize,
    byPathAndDay: byPathAndDay.slice(0, ADMIN.pageSize),
  };
}

/** The ranked lists beside the per-day table: which of the range's figures, and how each is named. */
const TOP_LISTS = [
  { key: "topPages", title: "Top pages", column: "Page", empty: "No page views in this range." },
  { key: "referrers", title: "Referring hosts", column: "Host", empty: "No views came from another site in this range." },
  {
    key: "utmSources",
    title: "Campaign sources",
    column: "Source",
    empty: "No views came from a link tagged with a campaign source (utm_source=…) in this range.",
  },
] as const;

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { range, viewsPerHour, figures, daily, byPathAndDay, page, hasMore } = loaderData;
  const location = useLocation();
  const conversions = CONVERSION_LABELS.reduce((sum, [kind]) => sum + figures.conversions[kind], 0);
  const span = figures.from === figures.to ? `${figures.to} (UTC)` : `${figures.from} to ${figures.to} (UTC days)`;
  return (
    <>
      <ConsoleHeading title="Analytics">Counted by the server, without cookies: {span}.</ConsoleHeading>
      <RangeLinks current={range} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <CountingNote viewsPerHour={viewsPerHour} />
        <Panel className="lg:col-span-2" aria-labelledby="analytics-totals">
          <h2 id="analytics-totals" className="mb-4 text-lg font-semibold">
            Totals
          </h2>
          {/* Columns the site's own stylesheet also holds: its plain grid-cols-2 would beat a console-only variant. */}
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            <Figure label="Page views" value={figures.views} />
            <Figure label="Unique visitors" value={figures.visitors} note="per day, added up" />
            <Figure label="Conversions" value={conversions} />
            {CONVERSION_LABELS.map(([kind, label]) => (
              <Figure key={kind} label={label} value={figures.conversions[kind]} />
            ))}
          </dl>
        </Panel>
        <Panel className="lg:col-span-2" aria-labelledby="analytics-conversions">
          <h2 id="analytics-conversions" className="mb-4 text-lg font-semibold">
            Conversions by landing page
          </h2>
          {figures.conversionsByLanding.length === 0 ? (
            <ConsoleEmpty>
              No conversions in this range. A sign-up, a registration, a mini-app run or a newsletter sign-up or click appears here under
              the page the visitor first landed on.
            </ConsoleEmpty>
          ) : (
            <ConversionsTable rows={figures.conversionsByLanding} />
          )}
        </Panel>
        <div className="space-y-6">
          {TOP_LISTS.map(({ key, ...list }) => (
            <TopList key={key} id={`analytics-${key}`} rows={figures[key]} {...list} />
          ))}
        </div>
        <Panel aria-labelledby="analytics-days">
          <h2 id="analytics-days" className="mb-4 text-lg font-semibold">
            Per day
          </h2>
          <ConsoleTable caption="Page views, visitors and conversions per day" head={["Day", "Views", "Visitors", "Conversions"]}>
            {daily.map((row) => (
              <tr key={row.day}>
                <Cell className="whitespace-nowrap">{row.day}</Cell>
                <Cell>{row.views}</Cell>
                <Cell>{row.visitors}</Cell>
                <Cell>{row.conversions}</Cell>
              </tr>
            ))}
          </ConsoleTable>
        </Panel>
        <Panel className="lg:col-span-2" aria-labelledby="analytics-pages">
          <h2 id="analytics-pages" className="mb-4 text-lg font-semibold">
            Page views per page and day
          </h2>
          {byPathAndDay.length === 0 ? (
            <ConsoleEmpty>
              {page > 1
                ? "No more page views in this range."
                : "No page views in this range. As people open the site's pages, each page's views appear here by day."}
            </ConsoleEmpty>
          ) : (
            <ConsoleTable caption="Views of each page, newest day first" head={["Day", "Page", "Views"]}>
              {byPathAndDay.map((row) => (
                <tr key={`${row.day} ${row.path}`}>
                  <Cell className="whitespace-nowrap">{row.day}</Cell>
                  <Cell className="break-all">{row.path}</Cell>
                  <Cell>{row.views}</Cell>
                </tr>
              ))}
            </ConsoleTable>
          )}
          <Pager page={page} hasMore={hasMore} search={location.search} />
        </Panel>
      </div>
    </>
  );
}
