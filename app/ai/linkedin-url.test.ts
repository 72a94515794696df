import { expect, test } from "vitest";
import { BEGINNER_URL_MESSAGES, FINDER_URL_MESSAGES, parseProfileUrl, slugWords } from "./linkedin-url";

const accepted = (input: string) => {
  const result = parseProfileUrl(input, "finder");
  if (!result.ok) throw new Error(`refused ${input}: ${result.message}`);
  return result.profile;
};

test("profile links as people paste them are normalised to https://www.linkedin.com/in/<slug>", () => {
  const cases: [string, string][] = [
    ["https://www.linkedin.com/in/jane-doe", "jane-doe"],
    ["https://www.linkedin.com/in/jane-doe/", "jane-doe"],
    ["http://linkedin.com/in/Jane-Doe", "jane-doe"],
    ["  https://uk.linkedin.com/in/jane-doe?originalSubdomain=uk  ", "jane-doe"],
    ["https://m.linkedin.com/in/jane-doe#experience", "jane-doe"],
    ["www.linkedin.com/in/jane-doe", "jane-doe"],
    ["linkedin.com/in/jane-doe/details/experience/", "jane-doe"],
    ["HTTPS://WWW.LINKEDIN.COM/in/JANE-DOE", "jane-doe"],
    ["https://www.linkedin.com:443/in/jane-doe", "jane-doe"],
    ["https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa-product-manager", "josé-garcía-product-manager"],
  ];
  for (const [input, slug] of cases) {
    const profile = accepted(input);
    expect(profile.slug, input).toBe(slug);
    expect(profile.url, input).toBe(`https://www.linkedin.com/in/${encodeURIComponent(slug)}`);
  }
});

test("the slug's words leave out LinkedIn's number suffixes", () => {
  expect(accepted("https://www.linkedin.com/in/jane-doe-product-manager-4b2a91").words).toEqual(["jane", "doe", "product", "manager"]);
  expect(accepted("https://www.linkedin.com/in/sam_lee_cpa_123456789").words).toEqual(["sam", "lee", "cpa"]);
  expect(slugWords("--teacher--")).toEqual(["teacher"]);
});

test("the finder's three messages, in the site's words", () => {
  expect(parseProfileUrl("", "finder")).toEqual({ ok: false, message: "LinkedIn URL is required" });
  expect(parseProfileUrl("   ", "finder")).toEqual({ ok: false, message: FINDER_URL_MESSAGES.required });
  expect(parseProfileUrl("not a url", "finder")).toEqual({ ok: false, message: "Please enter a valid URL" });
  expect(parseProfileUrl("https://www.linkedin.com/company/acme", "finder")).toEqual({
    ok: false,
    message: "Please enter a valid LinkedIn profile URL (should contain 'linkedin.com/in/')",
  });
});

test("the beginner form uses the third dialog's two messages", () => {
  expect(parseProfileUrl("", "beginner")).toEqual({ ok: false, message: "Enter a valid URL" });
  expect(parseProfileUrl("hello", "beginner")).toEqual({ ok: false, message: BEGINNER_URL_MESSAGES.invalidUrl });
  expect(parseProfileUrl("https://example.com/in/jane", "beginner")).toEqual({ ok: false, message: "Please enter a LinkedIn profile URL" });
  expect(parseProfileUrl("https://www.linkedin.com/in/jane-doe", "beginner").ok).toBe(true);
});

test("hostile and look-alike links are refused", () => {
  const refused = [
    "https://linkedin.com.evil.test/in/jane",
    "https://evil-linkedin.com/in/jane",
    "https://www.linkedin.co/in/jane",
    "https://evil.test/https://www.linkedin.com/in/jane",
    "https://evil.test/?u=linkedin.com/in/jane",
    "https://www.linkedin.com@evil.test/in/jane",
    "https://user:pass@www.linkedin.com/in/jane",
    "https://user@www.linkedin.com/in/jane",
    "https://evil.test\\@www.linkedin.com/in/jane",
    "https://evil.test#@www.linkedin.com/in/jane",
    "javascript:alert(1)//linkedin.com/in/jane",
    "data:text/html,linkedin.com/in/jane",
    "ftp://www.linkedin.com/in/jane",
    "file:///etc/passwd",
    "https://127.0.0.1/in/jane",
    "http://[::1]/in/jane",
    "http://2130706433/in/jane",
    "https://10.0.0.1/linkedin.com/in/jane",
    "https://www.linkedin.com:8080/in/jane",
    "https://www.linkedin.com./in/jane",
    "https://xn--linkedn-wya.com/in/jane",
    "https://www.linkedin.com/in/",
    "https://www.linkedin.com/in/jane%2F..%2Fadmin",
    "https://www.linkedin.com/in/<script>",
    "https://www.linkedin.com/in/%E0%A4%A",
    "https://www.linkedin.com/feed/",
    "https://www.linkedin.com/in/jane doe",
    `https://www.linkedin.com/in/${"a".repeat(2000)}`,
    `https://www.linkedin.com/in/jane?${"x".repeat(1000)}`,
  ];
  for (const input of refused) {
    expect(parseProfileUrl(input, "finder").ok, input).toBe(false);
    expect(parseProfileUrl(input, "beginner").ok, input).toBe(false);
  }
});

test("a lower length limit applies when the server sets one", () => {
  expect(parseProfileUrl("https://www.linkedin.com/in/jane-doe", "finder", 20)).toEqual({
    ok: false,
    message: FINDER_URL_MESSAGES.invalidUrl,
  });
});
