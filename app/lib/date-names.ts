/**
 * The short names en-US gives months and weekdays ("Nov", "Tue"), for dates the browser writes
 * without Intl: a page's first Intl formatter loads the browser's locale data, a long task on a
 * phone (decision 050).
 */
export const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
export const SHORT_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
