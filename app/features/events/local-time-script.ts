/*
 * Inlined once on a page with session times, before the first of them (LocalTimeScript). It
 * defines the <local-time> element: the browser builds each one as it reads the page and writes
 * the visitor's time into it at once, so the text is there before any paint can show it empty, and
 * nothing moves when React arrives. Each element carries what it needs: the start, the session's
 * offset from UTC at that start and the label (data attributes).
 */
import { localTimeText } from "./local-time-text";

customElements.define(
  "local-time",
  class extends HTMLElement {
    connectedCallback() {
      const { startsAt = "", offset = "", label = "" } = this.dataset;
      this.textContent = localTimeText(startsAt, Number(offset), label);
    }
  },
);
