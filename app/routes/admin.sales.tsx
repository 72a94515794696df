import { Link, useLocation } from "react-router";
import { Panel } from "~/components/panel";
import { consoleTime } from "~/features/admin/console-time.server";
import { ConsoleEmpty, ConsoleHeading } from "~/features/admin/console-shell";
import { Cell, ConsoleTable, Pager, pageNumber } from "~/features/admin/console-table";
import { Figure } from "~/features/admin/figure";
import { moneyText, netOf, type Money } from "~/features/admin/money-text";
import { formatMinorUnits, refundedInFull } from "~/lib/price";
import { SALES_PERIODS, type SalesPeriod } from "~/features/admin/sales-periods";
import { salesReport } from "~/services/payments.server";
import { consoleDeps } from "~/services/service-deps.server";
import type { Route } from "./+types/admin.sales";

/** Every sale and refund Stripe reported (decision 072): revenue per day and per product over 7, 30 or 90 days, and each purchase. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get("days"));
  const days: SalesPeriod = SALES_PERIODS.find((period) => period === asked) ?? 30;
  const page = pageNumber(url);
  const report = await salesReport(consoleDeps(context), { days, page });
  if (!report.ok) throw new Error(report.message);
  const { totals, perDay, products, purchases, hasMore, since } = report.value;
  // Every figure's money in words: what sold, what was refunded, and the revenue between them.
  const money = ({ gross, refunded }: { gross: Money; refunded: Money }) => ({
    gross: moneyText(gross),
    refunded: moneyText(refunded),
    net: moneyText(netOf(gross, refunded)),
  });
  return {
    days,
    since,
    page,
    hasMore,
    totals: { sales: totals.sales, refunds: totals.refunds, ...money(totals) },
    perDay: perDay.map((row) => ({ day: row.day, sales: row.sales, ...money(row) })),
    products: products.map((row) => ({ product: row.product, name: row.productName, sales: row.sales, ...money(row) })),
    purchases: purchases.map((row) => ({
      id: row.id,
      at: consoleTime(row.at),
      product: row.productName,
      amount: formatMinorUnits(row.amount, row.currency),
      buyer: row.buyerEmail ?? "(forgotten)",
      landing: row.landingPage ?? "",
      status:
        row.refundedAmount === 0
          ? "Paid"
          : refundedInFull(row.amount, row.refundedAmount)
            ? `Refunded${row.refundedAt ? ` ${consoleTime(row.refundedAt)}` : ""}`
            : `Refunded ${formatMinorUnits(row.refundedAmount, row.currency)} of it`,
    })),
  };
}

export default function AdminSales({ loaderData }: Route.ComponentProps) {
  const { days, since, totals, perDay, products, purchases, page, hasMore } = loaderData;
  const location = useLocation();
  return (
    <>
      <ConsoleHeading title="Sales">
        What sold through Stripe, and what was refunded: the last {days} days, from {since} (UTC days).
      </ConsoleHeading>
      <nav aria-label="Period" className="mb-6 flex flex-wrap items-center gap-2">
        {SALES_PERIODS.map((period) => (
          <Link
            key={period}
            to={`?days=${period}`}
            aria-current={period === days ? "page" : undefined}
            className={`rounded-md border px-3 py-1.5 text-sm font-medium ${period === days ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:bg-muted"}`}
          >
            {period} days
          </Link>
        ))}
        <a className="ml-auto text-sm text-primary underline" href={`/admin/sales.csv?days=${days}`} download>
          Export these {days} days as CSV
        </a>
      </nav>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel className="lg:col-span-2" aria-labelledby="sales-totals">
          <h2 id="sales-totals" className="mb-4 text-lg font-semibold">
            Revenue
          </h2>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            <Figure label="Revenue" value={totals.net} note="sales less refunds" />
            <Figure label="Sales" value={totals.sales} />
            <Figure label="Sold for" value={totals.gross} />
            <Figure label="Refunds" value={totals.refunds} />
            <Figure label="Refunded" value={totals.refunded} />
          </dl>
        </Panel>
        <Panel aria-labelledby="sales-products">
          <h2 id="sales-products" className="mb-4 text-lg font-semibold">
            Per product
          </h2>
          {products.length === 0 ? (
            <ConsoleEmpty>No sales in these {days} days.</ConsoleEmpty>
          ) : (
            <ConsoleTable caption="Revenue per product" head={["Product", "Sales", "Revenue", "Refunded"]}>
              {products.map((row) => (
                <tr key={row.product}>
                  <Cell>{row.name}</Cell>
                  <Cell>{row.sales}</Cell>
                  <Cell className="whitespace-nowrap">{row.net}</Cell>
                  <Cell className="whitespace-nowrap">{row.refunded}</Cell>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </Panel>
        <Panel aria-labelledby="sales-days">
          <h2 id="sales-days" className="mb-4 text-lg font-semibold">
            Per day
          </h2>
          {perDay.length === 0 ? (
            <ConsoleEmpty>No sales or refunds in these {days} days.</ConsoleEmpty>
          ) : (
            <ConsoleTable caption="Revenue per day, days with a sale or a refund" head={["Day", "Sales", "Revenue", "Refunded"]}>
              {perDay.map((row) => (
                <tr key={row.day}>
                  <Cell className="whitespace-nowrap">{row.day}</Cell>
                  <Cell>{row.sales}</Cell>
                  <Cell className="whitespace-nowrap">{row.net}</Cell>
                  <Cell className="whitespace-nowrap">{row.refunded}</Cell>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </Panel>
        <Panel className="lg:col-span-2" aria-labelledby="sales-purchases">
          <h2 id="sales-purchases" className="mb-4 text-lg font-semibold">
            Purchases
          </h2>
          {purchases.length === 0 ? (
            <ConsoleEmpty>
              {page > 1
                ? "No more purchases."
                : "No purchases yet. Each sale Stripe reports to the site appears here, newest first, with the page that brought the buyer."}
            </ConsoleEmpty>
          ) : (
            <ConsoleTable caption="Purchases, newest first" head={["Bought", "Product", "Amount", "Buyer", "Landing page", "Status"]}>
              {purchases.map((row) => (
                <tr key={row.id}>
                  <Cell className="whitespace-nowrap">{row.at}</Cell>
                  <Cell>{row.product}</Cell>
                  <Cell className="whitespace-nowrap">{row.amount}</Cell>
                  <Cell className="break-all">{row.buyer}</Cell>
                  <Cell className="break-all">{row.landing}</Cell>
                  <Cell>{row.status}</Cell>
                </tr>
              ))}
            </ConsoleTable>
          )}
          <Pager page={page} hasMore={hasMore} search={location.search} />
        </Panel>
      </div>
    </>
  );
}
