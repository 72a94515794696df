import { data } from "react-router";
import { isEventId } from "~/features/events/event-queries.server";
import { download, runConsoleCommand } from "~/features/admin/run-command.server";
import type { Route } from "./+types/admin.live-sessions.$id.registrants[.]csv";

/** The session's registrations as CSV: the command line's own `registrations export` (formula guard, BOM). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isEventId(params.id)) throw data(null, { status: 404 });
  const answer = await runConsoleCommand(context, ["registrations", "export", params.id, "--out=registrations.csv"]);
  if (!answer.ok) return Response.json({ error: answer.message }, { status: 404 });
  return download(answer.result, `registrations-${params.id.slice(0, 8)}.csv`);
}
