import { parseEnv } from "node:util";
import { expect, test } from "vitest";
import { configVariables, loadEnv, renderEnvExample } from "~/config/env.server";

// .env.example is generated from the schemas; after adding or changing a variable, run `npm run env:example`.
test(".env.example lists every variable with its default and description, as the schemas say", async () => {
  await expect(renderEnvExample()).toMatchFileSnapshot("../../.env.example");
});

test("every variable has a one-line description", () => {
  const variables = configVariables();
  expect(variables.length).toBeGreaterThan(60);
  for (const variable of variables) {
    expect(variable.description, variable.name).toMatch(/^\S.{10,}$/);
    expect(variable.description, variable.name).not.toContain("\n");
  }
});

test("each default in .env.example, uncommented, reads back as that same default", () => {
  const uncommented = renderEnvExample().replace(/^# ([A-Z][A-Z0-9_]*=)/gm, "$1");
  const values = parseEnv(uncommented) as Record<string, string>;
  for (const variable of configVariables()) expect(values[variable.name], variable.name).toBe(variable.default ?? "");
  // Only the public origin differs: it is pinned when SITE_URL is written down, and taken from each request when it is not.
  const { siteOrigin, ...fromFile } = loadEnv(values);
  const { siteOrigin: unset, ...fromNothing } = loadEnv({});
  expect(fromFile).toEqual(fromNothing);
  expect([siteOrigin, unset]).toEqual(["http://localhost:3000", undefined]);
});
