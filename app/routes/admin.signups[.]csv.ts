import { download, runConsoleCommand } from "~/features/admin/run-command.server";
import type { Route } from "./+types/admin.signups[.]csv";

/** Sign-ups as CSV, all or one page's: the command line's own `signups export` (formula guard, BOM). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pageSource = new URL(request.url).searchParams.get("page-source")?.slice(0, 200);
  const answer = await runConsoleCommand(context, [
    "signups",
    "export",
    ...(pageSource ? [`--page-source=${pageSource}`] : []),
    "--out=signups.csv",
  ]);
  if (!answer.ok) return Response.json({ error: answer.message }, { status: 400 });
  return download(answer.result, pageSource ? `signups-${pageSource.replace(/[^\w-]/g, "")}.csv` : "signups.csv");
}
