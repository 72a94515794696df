import { useLocation } from "react-router";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager } from "~/features/admin/console-table";
import { ADMIN } from "~/content/admin";
import { consoleTime } from "~/features/admin/console-time.server";
import { listActivity } from "~/services/collaborators.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.activity";

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked > 0 && asked < 100_000 ? asked : 1;
  const listed = await listActivity(consoleDeps(context), { page });
  const { rows, hasMore, total } = listed.ok ? listed.value : { rows: [], hasMore: false, total: 0 };
  return {
    page,
    hasMore,
    total,
    rows: rows.map((row) => ({
      id: row.id,
      at: consoleTime(row.at),
      who: `${row.actor} (${row.role})`,
      what: row.sentence,
      signIn: `${row.signInMethod === "passkey" ? "passkey" : "sign-in link"} · ${row.signInId?.slice(0, 8) ?? "—"}`,
    })),
  };
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  const { rows, page, hasMore, total } = loaderData;
  const { search } = useLocation();
  return (
    <>
      <ConsoleHeading title="Activity">
        What was done in the console, by whom and from which sign-in, the newest first. Kept {Math.round(ADMIN.activityRetentionDays / 365)}{" "}
        year; {total} {total === 1 ? "entry" : "entries"} now.
      </ConsoleHeading>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">Nothing yet: what you and your collaborators do in the console shows here.</p>
      ) : (
        <ConsoleTable caption="Console activity, newest first" head={["When", "Who", "What", "Sign-in"]}>
          {rows.map((row) => (
            <tr key={row.id}>
              <Cell className="whitespace-nowrap">{row.at}</Cell>
              <Cell>{row.who}</Cell>
              <Cell className="min-w-48 break-words">{row.what}</Cell>
              <Cell className="whitespace-nowrap">{row.signIn}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pager page={page} hasMore={hasMore} search={search} />
    </>
  );
}
