/**
 * A console sign-in's browser as the owner would say it, "Chrome on macOS", from the User-Agent
 * the browser sent. A short table of rules, first match wins: browsers built on Chrome name
 * themselves beside "Chrome/", and Chrome names "Safari/", so the specific ones come first.
 */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bVivaldi\//, "Vivaldi"],
  [/\bYaBrowser\//, "Yandex Browser"],
  [/\bHeadlessChrome\//, "Chrome (automated)"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (rules: ReadonlyArray<readonly [RegExp, string]>, userAgent: string) =>
  rules.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome on macOS", "Safari on iPhone", "Firefox", "Windows"; "An unknown browser" when nothing is recognised. */
export function browserName(userAgent: string | null | undefined): string {
  const text = userAgent ?? "";
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : "An unknown browser");
}
