// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";
import { FULL_GUIDE_UNLOCKED_KEY, isFullGuideUnlocked, markFullGuideUnlocked } from "./full-guide-unlock";

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

test("the flag is stored under the key the mini apps read, with the value true", () => {
  expect(FULL_GUIDE_UNLOCKED_KEY).toBe("relay_full_guide_unlocked");
  expect(isFullGuideUnlocked()).toBe(false);
  expect(markFullGuideUnlocked()).toBe(true);
  expect(window.localStorage.getItem("relay_full_guide_unlocked")).toBe("true");
  expect(isFullGuideUnlocked()).toBe(true);
});

test("any other stored value does not count as unlocked", () => {
  window.localStorage.setItem(FULL_GUIDE_UNLOCKED_KEY, "false");
  expect(isFullGuideUnlocked()).toBe(false);
});

test("a browser that refuses to write storage is ignored, not thrown", () => {
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  });
  expect(markFullGuideUnlocked()).toBe(false);
});

test("a browser that blocks storage altogether is ignored, not thrown", () => {
  vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
    throw new DOMException("Access is denied for this document.", "SecurityError");
  });
  expect(markFullGuideUnlocked()).toBe(false);
  expect(isFullGuideUnlocked()).toBe(false);
});
