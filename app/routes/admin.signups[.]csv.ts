import { csvDownload } from "~/features/admin/csv-download";
import { consoleDeps } from "~/services/service-deps.server";
import { exportSignups } from "~/services/signups.server";
import type { Route } from "./+types/admin.signups[.]csv";

/** Sign-ups as CSV, all or one page's, the same export as the command line's `signups export` (formula guard, BOM). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pageSource = new URL(request.url).searchParams.get("page-source")?.slice(0, 200).trim() || undefined;
  const outcome = await exportSignups(consoleDeps(context), { pageSource });
  if (!outcome.ok) return Response.json({ error: outcome.message }, { status: 400 });
  return csvDownload(outcome.value.csv, pageSource ? `signups-${pageSource.replace(/[^\w-]/g, "")}.csv` : "signups.csv");
}
