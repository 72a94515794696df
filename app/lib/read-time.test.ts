import { expect, test } from "vitest";
import { countWords, readTimeLabel, WORDS_PER_MINUTE } from "~/lib/read-time";

test("words are counted without markdown symbols or HTML tags", () => {
  expect(countWords("## Three waves\n\n- **Bold** move\n- 2nd step")).toBe(6);
  expect(countWords("<h2>Three waves</h2><p>A <strong>bold</strong>&nbsp;move</p>")).toBe(5);
  expect(countWords("   ")).toBe(0);
});

test("read time rounds up to whole minutes and is never zero", () => {
  expect(readTimeLabel(0)).toBe("1 min read");
  expect(readTimeLabel(WORDS_PER_MINUTE)).toBe("1 min read");
  expect(readTimeLabel(WORDS_PER_MINUTE + 1)).toBe("2 min read");
  expect(readTimeLabel(1200)).toBe("6 min read");
});
