import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { siteConfigEnv } from "~/content/site-config";

// The README's configuration tables are how an owner learns the variables: keep them complete.
test("the README documents every environment variable the server reads", () => {
  const readme = readFileSync("README.md", "utf8");
  const envSource = readFileSync("app/env.server.ts", "utf8");
  const serverVariables = [...envSource.matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
  expect(serverVariables.length).toBeGreaterThan(5);
  for (const name of [...serverVariables, ...Object.values(siteConfigEnv)]) {
    expect(readme, name).toContain(`\`${name}\``);
  }
});
