/*
 * Inlined once on a page with session times, before the first of them (LocalTimeScript): it defines
 * what each LocalTime's own little script calls as the browser reads the page, writing every time
 * read so far, so the visitor's time is there at the first paint and nothing moves when React
 * arrives. Each span carries what it needs: the start, the session's zone and the label
 * (data-local-time).
 */
import { localTimeText } from "./local-time-text";

(self as unknown as { __localTime: () => void }).__localTime = () => {
  for (const span of document.querySelectorAll<HTMLElement>("[data-local-time]")) {
    const { startsAt = "", timeZone = "", localTime: label = "" } = span.dataset;
    span.textContent = localTimeText(startsAt, timeZone, label);
  }
};
