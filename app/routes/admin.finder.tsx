import { consoleTime } from "~/features/admin/console-time.server";
import { useLocation } from "react-router";
import { ConsoleEmpty, ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { listFinderRequests } from "~/services/finder.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { RequestStatus } from "~/db/schema";
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

/** Where a request stands, in the owner's words. */
const STATUS_WORDS: Record<RequestStatus, string> = {
  submitted: "Waiting to start",
  processing: "Working on it",
  completed: "Answered",
  failed: "Failed",
};

export default function AdminFinder({ loaderData }: Route.ComponentProps) {
  const { requests, page, hasMore } = loaderData;
  const location = useLocation();
  return (
    <>
      <ConsoleHeading title="Finder requests">The AI Use Case Finder's recent requests and where each one stands.</ConsoleHeading>
      {requests.length === 0 ? (
        <ConsoleEmpty>
          {page > 1
            ? "No more requests."
            : "No requests yet. When a visitor asks the AI Use Case Finder about a profile, the request appears here with where it stands."}
        </ConsoleEmpty>
      ) : (
        <ConsoleTable caption="Finder requests" head={["Asked", "Profile", "Status", "Last change", "Why it failed"]}>
          {requests.map((row) => (
            <tr key={row.id}>
              <Cell className="whitespace-nowrap">{row.createdAt}</Cell>
              <Cell className="break-all">{row.url}</Cell>
              <Cell>{STATUS_WORDS[row.status]}</Cell>
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
