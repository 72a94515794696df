import { Link } from "react-router";
import { Panel } from "~/components/panel";
import { ConsoleEmpty, ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable } from "~/features/admin/console-table";
import { Figure } from "~/features/admin/figure";
import { Trend } from "~/features/admin/trend";
import { mayVisit } from "~/features/admin/roles";
import { moneyText } from "~/features/admin/money-text";
import { plural } from "~/lib/plural";
import { consoleOverview } from "~/services/analytics.server";
import { revenueSummary } from "~/services/payments.server";
import { consoleDeps } from "~/services/service-deps.server";
import { launchFindings } from "~/services/setup.server";
import type { Route } from "./+types/admin._index";

export async function loader({ context }: Route.LoaderArgs) {
  const deps = consoleDeps(context);
  const salesOpen = mayVisit(deps.role, "/admin/sales");
  const [overview, setup, revenue] = await Promise.all([
    consoleOverview(deps, {}),
    launchFindings(deps, { probe: false }),
    // Revenue is the owner's: an editor's overview leaves it out, as the sales page.
    salesOpen ? revenueSummary(deps) : undefined,
  ]);
  if (!overview.ok) throw new Error(overview.message);
  return {
    ...overview.value,
    setupLeft: setup.ok ? setup.value.length : 0,
    listOpen: mayVisit(deps.role, "/admin/subscribers"),
    revenue: revenue && {
      today: { sales: revenue.today.sales, money: moneyText(revenue.today.money) },
      month: { sales: revenue.month.sales, money: moneyText(revenue.month.money) },
    },
  };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { traffic, dailyViews, signups, subscribers, listOpen, sessions, outbox, ai, sync, backup, backupsOn, setupLeft, revenue } =
    loaderData;
  const rangeLabel = { today: "Today", last7Days: "7 days", last30Days: "30 days" };
  return (
    <>
      <ConsoleHeading title="Overview">How the site is doing today.</ConsoleHeading>
      {setupLeft > 0 ? (
        <p role="status" className="mb-6 rounded-md border border-border bg-card px-4 py-3 text-sm">
          {setupLeft} {setupLeft === 1 ? "thing is" : "things are"} left to do before the site goes public.{" "}
          <Link className="text-primary underline" to="/admin/setup">
            Open Setup
          </Link>
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel className="lg:col-span-2" aria-labelledby="overview-traffic">
          <h2 id="overview-traffic" className="mb-4 text-lg font-semibold">
            Page views and conversions
          </h2>
          <ConsoleTable caption="Page views, visitors and conversions" head={["Range", "Page views", "Visitors", "Conversions"]}>
            {traffic.map((row) => (
              <tr key={row.range}>
                <Cell className="font-semibold whitespace-nowrap">{rangeLabel[row.range]}</Cell>
                <Cell>{row.views}</Cell>
                <Cell>{row.visitors}</Cell>
                <Cell>{row.conversions}</Cell>
              </tr>
            ))}
          </ConsoleTable>
          <p className="mt-3 text-sm text-muted-foreground">
            People only: bots, visitors whose browser asks not to be tracked and your own visits to this console are not counted.
          </p>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
            <Trend values={dailyViews} label="Page views per day, the last 30 days" />
            <Link className="text-primary underline" to="/admin/analytics">
              Pages, referrers, sources and conversions by landing page
            </Link>
          </div>
        </Panel>
        <Panel className="lg:col-span-2" aria-labelledby="overview-signups">
          <h2 id="overview-signups" className="mb-4 text-lg font-semibold">
            Early-access sign-ups
          </h2>
          {signups.length === 0 ? (
            <ConsoleEmpty>
              No sign-ups in the last 30 days. When someone fills in the early-access form on a course page, their page appears here with
              its count for today, the week and the month.
            </ConsoleEmpty>
          ) : (
            <ConsoleTable caption="Early-access sign-ups by page" head={["Page", "Today", "7 days", "30 days", "Last 14 days"]}>
              {signups.map((row) => (
                <tr key={row.page}>
                  <Cell>
                    <Link className="text-primary underline" to={`/admin/signups?page-source=${encodeURIComponent(row.page)}`}>
                      {row.page}
                    </Link>
                  </Cell>
                  <Cell>{row.today}</Cell>
                  <Cell>{row.week}</Cell>
                  <Cell>{row.month}</Cell>
                  <Cell>
                    <Trend
                      values={row.trend}
                      label={`Sign-ups per day on ${row.page}, the last 14 days`}
                      empty="None in the last 14 days"
                    />
                  </Cell>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </Panel>
        {revenue ? (
          <Panel aria-labelledby="overview-revenue">
            <h2 id="overview-revenue" className="mb-4 text-lg font-semibold">
              Revenue
            </h2>
            <dl className="grid grid-cols-2 gap-4">
              <Figure label="Today" value={revenue.today.money} note={`${plural(revenue.today.sales, "sale")}, less refunds`} />
              <Figure label="This month" value={revenue.month.money} note={`${plural(revenue.month.sales, "sale")}, less refunds`} />
            </dl>
            <Link className="mt-4 inline-block text-sm text-primary underline" to="/admin/sales">
              Every sale and refund
            </Link>
          </Panel>
        ) : null}
        <Panel aria-labelledby="overview-newsletter">
          <h2 id="overview-newsletter" className="mb-4 text-lg font-semibold">
            Newsletter
          </h2>
          <dl>
            <Figure label="Confirmed subscribers" value={subscribers} note="an issue goes to each of them" />
          </dl>
          {listOpen ? (
            <Link className="mt-4 inline-block text-sm text-primary underline" to="/admin/subscribers">
              Open the list of subscribers
            </Link>
          ) : null}
        </Panel>
        <Panel aria-labelledby="overview-sessions">
          <h2 id="overview-sessions" className="mb-4 text-lg font-semibold">
            Upcoming live sessions
          </h2>
          {sessions.length === 0 ? (
            <ConsoleEmpty>
              No upcoming sessions. Sessions you add under{" "}
              <Link className="text-primary underline" to="/admin/live-sessions">
                Live sessions
              </Link>{" "}
              appear here with their seats and waiting list.
            </ConsoleEmpty>
          ) : (
            <ul className="space-y-2">
              {sessions.map((row) => (
                <li key={row.id} className="flex flex-wrap justify-between gap-2">
                  <Link className="text-primary underline" to={`/admin/live-sessions/${row.id}/registrants`}>
                    {row.title}
                  </Link>
                  <span className="text-sm text-muted-foreground">
                    {row.when} ·{" "}
                    {row.maxAttendees === null
                      ? `${row.currentAttendees} registered`
                      : `${row.currentAttendees} of ${row.maxAttendees} seats · ${row.waiting} waiting`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel aria-labelledby="overview-outbox">
          <h2 id="overview-outbox" className="mb-4 text-lg font-semibold">
            E-mail outbox
          </h2>
          <dl className="grid grid-cols-2 gap-4">
            <Figure
              label="Pending"
              value={outbox.pending}
              note={outbox.oldestPending ? `oldest since ${outbox.oldestPending}` : undefined}
            />
            <Figure label="Failed" value={outbox.failed} />
          </dl>
          <Link className="mt-4 inline-block text-sm text-primary underline" to="/admin/outbox">
            Open the outbox
          </Link>
        </Panel>
        <Panel aria-labelledby="overview-ai">
          <h2 id="overview-ai" className="mb-4 text-lg font-semibold">
            AI answers today
          </h2>
          <p className="mb-4 text-sm text-muted-foreground">The mini apps and the idea tool, counted since the site last started.</p>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Figure label="Requests" value={ai.requests} />
            <Figure label="Answered from memory" value={ai.cacheHits} note="an answer given before" />
            <Figure label="Calls to the AI model" value={`${ai.modelCalls} of ${ai.dailyLimit}`} note="the day's limit" />
            <Figure label="Failures" value={ai.failures} />
            <Figure label="Answered without the model" value={ai.fallbacks} note="by the built-in idea library" />
          </dl>
        </Panel>
        <Panel aria-labelledby="overview-upkeep">
          <h2 id="overview-upkeep" className="mb-4 text-lg font-semibold">
            Upkeep
          </h2>
          <dl className="space-y-3">
            <Figure
              label="Last video sync"
              value={sync ? sync.at : "never"}
              note={sync && sync.videos !== null ? `${sync.videos} videos from ${sync.provider ?? "YouTube"}` : undefined}
            />
            <Figure
              label="Last backup"
              value={backup ? backup.at : backupsOn ? "none yet" : "off"}
              note={backup ? backup.file : backupsOn ? undefined : "No backup folder is set up; the owner's guide says how."}
            />
          </dl>
        </Panel>
      </div>
    </>
  );
}
