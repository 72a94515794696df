import { csvDownload } from "~/features/admin/csv-download";
import { consoleDeps } from "~/services/service-deps.server";
import { exportSubscribers } from "~/services/subscribers.server";
import type { Route } from "./+types/admin.subscribers[.]csv";

/** The newsletter's list as CSV, all or one status's, the same export as the command line's `subscribers export` (formula guard, BOM). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const status = new URL(request.url).searchParams.get("status")?.slice(0, 40).trim() || undefined;
  const outcome = await exportSubscribers(consoleDeps(context), { status });
  if (!outcome.ok) return Response.json({ error: outcome.message }, { status: 400 });
  return csvDownload(outcome.value.csv, status ? `subscribers-${status}.csv` : "subscribers.csv");
}
