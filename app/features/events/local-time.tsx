import { use } from "react";
import { useHydrated } from "~/components/form/use-hydrated";
import { sessionWords } from "~/content/events";
import { InlineScriptsContext, NonceContext } from "~/context";
import { cn } from "~/lib/utils";
import { localTimeText } from "./local-time-text";

// Each LocalTime's own script: what LocalTimeScript defined writes every time read so far.
const WRITE_BEFORE_PAINT = "self.__localTime&&__localTime()";

/**
 * The start in the visitor's own time zone, when their clock reads differently from the session's
 * (the server knows only the session's zone). On a page from the server the script right after the
 * span writes it as the browser reads the page, before the first paint, so nothing moves when React
 * arrives; React keeps that text through hydration (suppressHydrationWarning) and writes the same
 * after. Empty, it takes no room. A page reached by a link has React write it at once. Place
 * LocalTimeScript before the first one.
 */
export function LocalTime({ startsAt, timeZone, className }: { startsAt: string | null; timeZone: string; className?: string }) {
  const hydrated = useHydrated();
  const nonce = use(NonceContext);
  if (!startsAt) return null;
  return (
    <>
      <span
        className={cn("empty:hidden", className)}
        data-local-time={sessionWords.yourTime}
        data-starts-at={startsAt}
        data-time-zone={timeZone}
        data-testid="local-time"
        suppressHydrationWarning
      >
        {hydrated ? localTimeText(startsAt, timeZone, sessionWords.yourTime) : ""}
      </span>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: WRITE_BEFORE_PAINT }} />
    </>
  );
}

/** Defines what each LocalTime's script calls: once per page, before the first LocalTime. */
export function LocalTimeScript() {
  const nonce = use(NonceContext);
  const { localTime } = use(InlineScriptsContext);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: localTime }} />;
}
