import type { ConversionKind } from "~/db/schema";

/** The conversions as the console names them, in the order its tables show them. */
export const CONVERSION_LABELS: ReadonlyArray<[ConversionKind, string]> = [
  ["early-access-signup", "Early-access sign-ups"],
  ["registration", "Registrations"],
  ["mini-app-run", "Mini-app runs"],
  ["newsletter-signup", "Newsletter sign-ups"],
  ["newsletter-click", "Newsletter clicks"],
];

/** The console's ranges of UTC days, as ?range= names them. */
export const ANALYTICS_RANGES = [
  { key: "today", days: 1, label: "Today" },
  { key: "7", days: 7, label: "7 days" },
  { key: "30", days: 30, label: "30 days" },
] as const;
export type AnalyticsRangeKey = (typeof ANALYTICS_RANGES)[number]["key"];
