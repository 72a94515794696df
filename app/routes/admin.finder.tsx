import { consoleTime } from "~/features/admin/console-time.server";
import { useLocation } from "react-router";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { listFinderRequests } from "~/services/finder.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.finder";

/** The AI Use Case Finder's requests, newest first, with their status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url));
  const listed = await listFinderRequests(consoleDeps(context), { page });
  const { hasMore, requests } = listed.ok ? listed.value : { hasMore: false, requests: [] };
  return {
    page,
    hasMore,
    requests: requests.map((row) => ({ ...row, createdAt: consoleTime(row.createdAt), updatedAt: consoleTime(row.updatedAt) })),
  };
}

export default function AdminFinder({ loaderData }: Route.ComponentProps) {
  const { requests, page, hasMore } = loaderData;
  const location = useLocation();
  return (
    <>
      <ConsoleHeading title="Finder requests">The AI Use Case Finder's recent requests and where each one stands.</ConsoleHeading>
      {requests.length === 0 ? (
        <p className="text-muted-foreground">No requests yet.</p>
      ) : (
        <ConsoleTable caption="Finder requests" head={["Asked", "Profile", "Status", "Last change", "Error"]}>
          {requests.map((row) => (
            <tr key={row.id}>
              <Cell className="whitespace-nowrap">{row.createdAt}</Cell>
              <Cell className="break-all">{row.url}</Cell>
              <Cell>{row.status}</Cell>
              <Cell className="whitespace-nowrap">{row.updatedAt}</Cell>
              <Cell className="max-w-xs break-words">{row.error ?? ""}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Pager page={page} hasMore={hasMore} search={location.search} />
    </>
  );
}
