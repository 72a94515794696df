import { useLocation } from "react-router";
import { desc } from "drizzle-orm";
import { ADMIN } from "~/content/admin";
import { databaseContext } from "~/context";
import { aiUseCaseRequests } from "~/db/schema";
import { formatWhen } from "~/features/admin/console-format";
import { ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import type { Route } from "./+types/admin.finder";

/** The AI Use Case Finder's requests, newest first, with their status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url));
  const { db } = context.get(databaseContext);
  const rows = await db
    .select({
      id: aiUseCaseRequests.id,
      url: aiUseCaseRequests.linkedinUrl,
      status: aiUseCaseRequests.status,
      error: aiUseCaseRequests.errorMessage,
      createdAt: aiUseCaseRequests.createdAt,
      updatedAt: aiUseCaseRequests.updatedAt,
    })
    .from(aiUseCaseRequests)
    .orderBy(desc(aiUseCaseRequests.createdAt), desc(aiUseCaseRequests.id))
    .limit(ADMIN.pageSize + 1)
    .offset((page - 1) * ADMIN.pageSize);
  return {
    page,
    hasMore: rows.length > ADMIN.pageSize,
    requests: rows
      .slice(0, ADMIN.pageSize)
      .map((row) => ({ ...row, createdAt: formatWhen(row.createdAt), updatedAt: formatWhen(row.updatedAt) })),
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
