import { expect, test } from "vitest";
import { initials } from "./initials";

test("initials takes the first letters of the first and last names", () => {
  expect(initials("Morgan Lee")).toBe("ML");
  expect(initials("  ada   king lovelace ")).toBe("AL");
  expect(initials("Cher")).toBe("C");
  expect(initials("Émile Zola")).toBe("ÉZ");
  expect(initials("")).toBe("?");
});
