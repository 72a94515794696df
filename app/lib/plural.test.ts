import { expect, test } from "vitest";
import { plural } from "./plural";

test("a count takes the singular at one and the plural otherwise, regular or given", () => {
  expect(plural(1, "passkey")).toBe("1 passkey");
  expect(plural(0, "passkey")).toBe("0 passkeys");
  expect(plural(3, "person", "people")).toBe("3 people");
  expect(plural(1, "person", "people")).toBe("1 person");
});
