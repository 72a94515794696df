/** The periods the sales page offers, in days up to today (UTC days, as the analytics count them). */
export const SALES_PERIODS = [7, 30, 90] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];
