import { use } from "react";
import { useHydrated } from "~/components/form/use-hydrated";
import { sessionWords } from "~/content/events";
import { InlineScriptsContext, NonceContext } from "~/context";
import { cn } from "~/lib/utils";
import type { EventView } from "./event-view";
import { localTimeText } from "./local-time-text";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React's types take a custom element
  namespace JSX {
    interface IntrinsicElements {
      "local-time": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * The start in the visitor's own time zone, when their clock reads differently from the session's
 * (the server knows only the session's zone, and sends its offset from UTC at the start). On a page
 * from the server it is a <local-time> element that LocalTimeScript defined: the browser writes the
 * time into it as it reads the page, before the first paint, so nothing moves when React arrives;
 * React keeps that text through hydration (suppressHydrationWarning) and writes the same after.
 * Empty, it takes no room. A page reached by a link has React write it at once. Place
 * LocalTimeScript before the first one.
 */
export function LocalTime({ event, className }: { event: Pick<EventView, "startsAt" | "startsAtOffset">; className?: string }) {
  const hydrated = useHydrated();
  const { startsAt, startsAtOffset } = event;
  if (startsAt === null || startsAtOffset === null) return null;
  return (
    <local-time
      className={cn("empty:hidden", className)}
      data-label={sessionWords.yourTime}
      data-starts-at={startsAt}
      data-offset={startsAtOffset}
      data-testid="local-time"
      suppressHydrationWarning
    >
      {hydrated ? localTimeText(startsAt, startsAtOffset, sessionWords.yourTime) : ""}
    </local-time>
  );
}

/** Defines the <local-time> element: once per page, before the first LocalTime. */
export function LocalTimeScript() {
  const nonce = use(NonceContext);
  const { localTime } = use(InlineScriptsContext);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: localTime }} />;
}
