import { Fragment } from "react";

/** A part of an address longer than this may still break inside, rather than run off a phone's screen. */
const LONGEST_UNBROKEN = 24;

/**
 * Splits an e-mail address or a link where a reader expects a line to end: after "@" and after a
 * single "/" ("https://" stays whole), and before ".", "?", "#" and "&". Exported for its test.
 */
export function addressParts(text: string): string[] {
  return text.split(/(?<=@)|(?<=[^/]\/)(?!\/)|(?=[.?#&])/).filter(Boolean);
}

/**
 * An e-mail address or a link as text that wraps, on a narrow screen, only between its parts
 * (addressParts), never inside one: "design-review-" over "390@example.org" reads as two words.
 * Each part keeps its line; a very long one may still break where it must.
 */
export function AddressText({ text }: { text: string }) {
  return addressParts(text).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      <span className={part.length > LONGEST_UNBROKEN ? "[overflow-wrap:anywhere]" : "whitespace-nowrap"}>{part}</span>
    </Fragment>
  ));
}
