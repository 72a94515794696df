import { consoleTime } from "~/features/admin/console-time.server";
import { Form, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { ConsoleInput, ConsoleLabel } from "~/features/admin/console-fields";
import { ConsoleEmpty, ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { consoleDeps } from "~/services/service-deps.server";
import { listSignups } from "~/services/signups.server";
import type { Route } from "./+types/admin.signups";

/** Sign-ups, newest first: one page's, and/or those whose address contains the search. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pageSource = url.searchParams.get("page-source")?.slice(0, 200) || "";
  const search = url.searchParams.get("q")?.trim().slice(0, 320) || "";
  const page = pageNumber(url);
  const listed = await listSignups(consoleDeps(context), { pageSource, search, page });
  const { hasMore, pages, signups } = listed.ok ? listed.value : { hasMore: false, pages: [], signups: [] };
  return {
    pageSource,
    search,
    page,
    hasMore,
    pages,
    signups: signups.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      pageSource: row.pageSource,
      interest: row.learningInterest ?? "",
      at: consoleTime(row.createdAt),
    })),
  };
}

export default function AdminSignups({ loaderData }: Route.ComponentProps) {
  const { signups, pages, pageSource, search, page, hasMore } = loaderData;
  const location = useLocation();
  return (
    <>
      <ConsoleHeading title="Sign-ups">Early-access sign-ups from the course pages.</ConsoleHeading>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <ConsoleLabel htmlFor="signups-page">Page</ConsoleLabel>
          <select
            id="signups-page"
            name="page-source"
            defaultValue={pageSource}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
          >
            <option value="">All pages</option>
            {pages.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <ConsoleLabel htmlFor="signups-q">E-mail contains</ConsoleLabel>
          <ConsoleInput id="signups-q" name="q" type="search" defaultValue={search} />
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
        <a
          className="inline-flex h-10 items-center text-sm text-primary underline"
          href={`/admin/signups.csv${pageSource ? `?page-source=${encodeURIComponent(pageSource)}` : ""}`}
          download
        >
          Export {pageSource ? `${pageSource}'s` : "all"} sign-ups as CSV
        </a>
      </Form>
      {signups.length === 0 ? (
        <ConsoleEmpty>
          {search || pageSource
            ? "No sign-ups match. Choose All pages, or type less of the address."
            : page > 1
              ? "No more sign-ups."
              : "No sign-ups yet. When someone fills in the early-access form on a course page, they appear here, newest first."}
        </ConsoleEmpty>
      ) : (
        <ConsoleTable caption="Sign-ups" head={["Signed up", "Name", "E-mail", "Page", "Interest"]}>
          {signups.map((row) => (
            <tr key={row.id}>
              <Cell className="whitespace-nowrap">{row.at}</Cell>
              <Cell>{row.name}</Cell>
              <Cell className="break-all">{row.email}</Cell>
              <Cell>{row.pageSource}</Cell>
              <Cell className="max-w-xs break-words">{row.interest}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pager page={page} hasMore={hasMore} search={location.search} />
    </>
  );
}
