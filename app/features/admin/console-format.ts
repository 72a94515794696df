import { utcMinute } from "~/lib/dates";

/** "2026-11-25 14:03 UTC": how the console shows an instant, the same on server and browser (and as the command line prints it). */
export const formatWhen = utcMinute;
