import { getEnv } from "~/config/env.server";
import { ownerSessionStart, ownerTime } from "~/lib/owner-time";
import type { EventRow } from "~/db/schema";

/** An instant on a console page, in the owner's time zone ("Sat, Nov 28, 2026, 6:00 PM CST"); "—" for none. */
export const consoleTime = (instant: Date | string | null | undefined): string => ownerTime(instant, getEnv().server.OWNER_TIME_ZONE);

/** When a session starts, on a console page, in the owner's time zone. */
export const consoleSessionStart = (row: Pick<EventRow, "date" | "time" | "timeZone" | "startsAt">): string =>
  ownerSessionStart(row, getEnv().server.OWNER_TIME_ZONE);
