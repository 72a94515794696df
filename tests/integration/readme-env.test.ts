import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { configVariables } from "~/env.server";

// The README's configuration tables are how an owner learns the variables: keep them complete.
test("the README documents every environment variable the server reads", () => {
  const readme = readFileSync("README.md", "utf8");
  const variables = configVariables();
  expect(variables.length).toBeGreaterThan(60);
  for (const { name } of variables) expect(readme, name).toContain(`\`${name}\``);
});
