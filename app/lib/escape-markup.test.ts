import { expect, test } from "vitest";
import { escapeMarkup } from "./escape-markup";

test("markup's five special characters are escaped, ampersands once, and other text is left alone", () => {
  expect(escapeMarkup(`Tom & Jerry's <b>"best"</b>`)).toBe("Tom &amp; Jerry&#39;s &lt;b&gt;&quot;best&quot;&lt;/b&gt;");
  expect(escapeMarkup("&amp;")).toBe("&amp;amp;");
  expect(escapeMarkup("Zoë — 東京 🎉")).toBe("Zoë — 東京 🎉");
});
