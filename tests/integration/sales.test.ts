import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { purchases } from "~/db/schema";
import { exportSales, revenueSummary, salesReport } from "~/services/payments.server";
import { createTestDatabase, testDatabases } from "../db";

/** The owner's sales figures from the purchases Stripe reported: per day, per product, today and this month, and the export. */

const NOW = new Date("2026-11-29T15:00:00Z");
let n = 0;
const sale = (at: string, product: string, amount: number, refund?: { amount: number; at: string }, currency = "usd") => ({
  product,
  amount,
  currency,
  buyerEmail: `buyer${++n}@example.com`,
  stripeCheckoutSessionId: `cs_test_sales_${n}`,
  stripePaymentIntentId: `pi_test_sales_${n}`,
  createdAt: new Date(at),
  landingPage: n % 2 ? "/mini-apps" : null,
  ...(refund ? { status: "refunded", refundedAmount: refund.amount, refundedAt: new Date(refund.at) } : {}),
});

describe.each(testDatabases())("sales figures on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await handle.db.insert(purchases).values([
      sale("2026-11-29T09:00:00Z", "full-guide", 500),
      sale("2026-11-29T10:00:00Z", "full-guide", 500, { amount: 500, at: "2026-11-29T12:00:00Z" }),
      sale("2026-11-28T10:00:00Z", "executive-coach", 49_700),
      // Sold last month, refunded this month: the refund counts on its own day.
      sale("2026-10-20T10:00:00Z", "ai-tools-job-hunting", 19_700, { amount: 5_000, at: "2026-11-02T10:00:00Z" }),
      sale("2026-11-10T10:00:00Z", "full-guide", 450, undefined, "eur"),
      // Outside 90 days: in no figure.
      sale("2026-07-01T10:00:00Z", "full-guide", 500),
    ]);
  });
  afterAll(() => handle?.close());

  const deps = () => ({ db: handle.db, now: NOW });

  test("the last 7 days: sales on their day, refunds on theirs, per product, newest purchase first", async () => {
    const report = await salesReport(deps(), { days: 7, page: 1 });
    if (!report.ok) throw new Error(report.message);
    const { totals, perDay, products, purchases: rows, since } = report.value;
    expect(since).toBe("2026-11-23");
    expect(totals).toEqual({ sales: 3, refunds: 1, gross: { usd: 50_700 }, refunded: { usd: 500 } });
    expect(perDay).toEqual([
      { day: "2026-11-29", sales: 2, gross: { usd: 1_000 }, refunded: { usd: 500 } },
      { day: "2026-11-28", sales: 1, gross: { usd: 49_700 }, refunded: {} },
    ]);
    expect(products.map((row) => [row.productName, row.sales, row.gross, row.refunded])).toEqual([
      ["Full implementation guide", 2, { usd: 1_000 }, { usd: 500 }],
      ["Build Your AI Executive Coach", 1, { usd: 49_700 }, {}],
    ]);
    expect(rows.map((row) => row.product)).toEqual(["full-guide", "full-guide", "executive-coach"]);
  });

  test("the last 30 days take in an older sale's refund and another currency, kept apart", async () => {
    const report = await salesReport(deps(), { days: 30, page: 1 });
    if (!report.ok) throw new Error(report.message);
    expect(report.value.totals).toEqual({ sales: 4, refunds: 2, gross: { usd: 50_700, eur: 450 }, refunded: { usd: 5_500 } });
    const job = report.value.products.find((row) => row.product === "ai-tools-job-hunting")!;
    expect(job).toMatchObject({ sales: 0, gross: {}, refunded: { usd: 5_000 } });
    expect(report.value.perDay.find((row) => row.day === "2026-11-02")).toEqual({
      day: "2026-11-02",
      sales: 0,
      gross: {},
      refunded: { usd: 5_000 },
    });
  });

  test("today's and this month's revenue are sales less refunds, per currency", async () => {
    expect(await revenueSummary(deps())).toEqual({
      today: { sales: 2, money: { usd: 500 } },
      month: { sales: 4, money: { usd: 50_700 - 5_500, eur: 450 } },
    });
  });

  test("the export is one purchase a row, amounts in whole units", async () => {
    const exported = await exportSales(deps(), { days: 90 });
    if (!exported.ok) throw new Error(exported.message);
    const lines = exported.value.csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "date,product,product_name,amount,currency,refunded,refunded_at,buyer_email,landing_page,stripe_checkout_session",
    );
    expect(lines).toHaveLength(6);
    expect(lines.find((line) => line.includes("ai-tools-job-hunting"))).toContain(",197,usd,50,2026-11-02T10:00:00.000Z,");
    expect(lines.some((line) => line.startsWith("2026-07-01"))).toBe(false);
  });
});
