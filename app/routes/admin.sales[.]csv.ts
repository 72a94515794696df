import { csvDownload } from "~/features/admin/csv-download";
import { SALES_PERIODS } from "~/features/admin/sales-periods";
import { exportSales } from "~/services/payments.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.sales[.]csv";

/** The sales of the last 7, 30 or 90 days as CSV, one purchase a row (formula guard, BOM). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = Number(new URL(request.url).searchParams.get("days"));
  const days = SALES_PERIODS.find((period) => period === asked) ?? 30;
  const outcome = await exportSales(consoleDeps(context), { days });
  if (!outcome.ok) return Response.json({ error: outcome.message }, { status: 400 });
  return csvDownload(outcome.value.csv, `sales-${days}-days.csv`);
}
