import { data } from "react-router";
import { csvDownload } from "~/features/admin/csv-download";
import { exportRegistrants, isLiveSessionId } from "~/services/live-sessions.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.live-sessions.$id.registrants[.]csv";

/** The session's registrations as CSV (everyone with a status column, or ?status= one status), the same export as the command line's `registrations export` (formula guard, BOM). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isLiveSessionId(params.id)) throw data(null, { status: 404 });
  const outcome = await exportRegistrants(consoleDeps(context), {
    eventId: params.id,
    status: new URL(request.url).searchParams.get("status") ?? "",
  });
  if (!outcome.ok) return Response.json({ error: outcome.message }, { status: 404 });
  return csvDownload(outcome.value.csv, `registrations-${params.id.slice(0, 8)}.csv`);
}
