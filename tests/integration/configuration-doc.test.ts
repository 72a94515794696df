import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { siteConfigEnv } from "~/content/site-config";
import { configVariables, type ConfigVariable } from "~/config/env.server";

/*
 * docs/configuration.md is prose written by hand around tables generated from the schemas: each
 * table sits between `<!-- variables: <section> -->` and `<!-- end variables -->`, and holds every
 * variable of its section with the default and the description the schema gives it (a variable is
 * described once, in app/config/env.server.ts or app/content/site-config.server.ts). After adding or
 * changing a variable, `npm run env:example` rewrites the tables as it rewrites .env.example.
 */
const DOC = "docs/configuration.md";

const identity = new Set<string>(Object.values(siteConfigEnv));
// Each variable goes to the first section that claims it; the server's table takes the rest.
const SECTIONS: [string, (name: string) => boolean][] = [
  ["identity", (name) => identity.has(name)],
  ["ai", (name) => /^(AI_|OPENAI_|PROFILE_|ENRICHLAYER_)/.test(name)],
  ["finder", (name) => name.startsWith("FINDER_")],
  ["videos", (name) => /^(YOUTUBE_|VIDEO_SYNC_)/.test(name)],
  ["newsletter", (name) => /^(KIT_|NEWSLETTER_)/.test(name)],
  ["live-sessions", (name) => /^(REGISTRATION_|EVENT_)/.test(name)],
  ["sign-ups", (name) => name.startsWith("SIGNUP_")],
  ["e-mail", (name) => name === "SMTP_URL" || name === "MAIL_FROM" || name.startsWith("DKIM_")],
  ["owner", (name) => name === "ANALYTICS_ENABLED" || name.startsWith("OWNER_")],
  ["server", () => true],
];

function sectionOf(name: string): string {
  return SECTIONS.find(([, claims]) => claims(name))![0];
}

const cell = (text: string) => text.replaceAll("|", "\\|");

function table(variables: ConfigVariable[]): string {
  const rows = variables.map(
    (variable) =>
      `| \`${variable.name}\` | ${variable.default === undefined ? "—" : `\`${cell(variable.default)}\``} | ${cell(variable.description)} |`,
  );
  return ["| variable | default | meaning |", "| --- | --- | --- |", ...rows].join("\n");
}

/** The document with every generated table written afresh from the schemas. */
function renderConfigurationDoc(written: string): string {
  const variables = configVariables();
  return written.replace(
    /(<!-- variables: ([a-z-]+) -->\n)[\s\S]*?(<!-- end variables -->)/g,
    (_, open: string, section: string, close: string) =>
      `${open}${table(variables.filter((variable) => sectionOf(variable.name) === section))}\n${close}`,
  );
}

test("docs/configuration.md's tables are the schemas' variables, defaults and descriptions", async () => {
  const written = readFileSync(DOC, "utf8");
  const sections = [...written.matchAll(/<!-- variables: ([a-z-]+) -->/g)].map((match) => match[1]);
  expect([...sections].sort()).toEqual(SECTIONS.map(([section]) => section).sort());
  await expect(renderConfigurationDoc(written)).toMatchFileSnapshot("../../docs/configuration.md");
});

// The configuration reference is how an owner learns the variables: keep it complete.
test("docs/configuration.md documents every environment variable the server reads", () => {
  const doc = renderConfigurationDoc(readFileSync(DOC, "utf8"));
  const variables = configVariables();
  expect(variables.length).toBeGreaterThan(60);
  for (const { name } of variables) expect(doc, name).toContain(`| \`${name}\` |`);
});
