import { ESLint } from "eslint";
import { expect, test } from "vitest";

// The import rules of eslint.config.js, run on snippets placed where real files would live. The
// snippets are no files TypeScript knows, so the rules that need types are left out here.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
  },
});

async function importErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

test("a feature may not import another feature, the routes or climb out with ../", async () => {
  expect(await importErrors("app/features/home/x.ts", 'import { a } from "~/features/layout/site-header";\nexport { a };')).toEqual([
    expect.stringContaining("never imports another feature"),
  ]);
  expect(await importErrors("app/features/home/x.ts", 'import a from "~/routes/home";\nexport { a };')).toHaveLength(1);
  expect(await importErrors("app/features/home/x.ts", 'import { a } from "../layout/site-header";\nexport { a };')).toHaveLength(1);
  expect(await importErrors("app/features/home/x.ts", 'import { a } from "~/features/home/guide-list";\nexport { a };')).toEqual([]);
  expect(await importErrors("app/features/home/x.ts", 'import { cn } from "~/lib/utils";\nexport { cn };')).toEqual([]);
});

test("shared code may not depend on features, and lib/ stays free of server code", async () => {
  expect(await importErrors("app/components/x.ts", 'import { a } from "~/features/home/guide-list";\nexport { a };')).toHaveLength(1);
  expect(await importErrors("app/lib/x.ts", 'import { openDatabase } from "~/db/client.server";\nexport { openDatabase };')).toHaveLength(
    1,
  );
  expect(await importErrors("app/lib/x.ts", 'import { readFile } from "node:fs";\nexport { readFile };')).toHaveLength(1);
  expect(await importErrors("app/routes/x.tsx", 'import { a } from "~/features/home/guide-list";\nexport { a };')).toEqual([]);
});

test("services sit between the adapters and the rest: routes and commands query through them, nothing below imports them", async () => {
  const query = 'import { eq } from "drizzle-orm";\nexport { eq };';
  expect(await importErrors("app/routes/admin.x.tsx", query)).toEqual([expect.stringContaining("through a service")]);
  expect(await importErrors("cli/commands/x.ts", query)).toEqual([expect.stringContaining("through a service")]);
  expect(await importErrors("app/services/x.server.ts", query)).toEqual([]);
  const service = 'import { listOutbox } from "~/services/outbox.server";\nexport { listOutbox };';
  expect(await importErrors("app/routes/admin.x.tsx", service)).toEqual([]);
  expect(await importErrors("cli/commands/x.ts", service)).toEqual([]);
  expect(await importErrors("app/features/events/x.ts", service)).toEqual([expect.stringContaining("Services sit above")]);
  expect(await importErrors("app/owner/x.ts", service)).toEqual([expect.stringContaining("Services sit above")]);
  expect(await importErrors("app/services/x.server.ts", 'import a from "~/routes/home";\nexport { a };')).toHaveLength(1);
});

test("a console page takes its server code from the services, the console's sign-in and guard, and the request edge only", async () => {
  const imports = (from: string) => `import { a } from "${from}";\nexport { a };`;
  for (const from of [
    "~/owner/owner-notifications.server",
    "~/features/videos/video-owner.server",
    "~/features/events/event-queries.server",
    "~/db/client.server",
  ]) {
    expect(await importErrors("app/routes/admin.x.tsx", imports(from))).toEqual([expect.stringContaining("through a service")]);
  }
  for (const from of [
    "~/services/videos.server",
    "~/features/admin/admin-guard.server",
    "~/context",
    "~/config/env.server",
    "~/db/limits.server",
    "~/lib/dates",
  ]) {
    expect(await importErrors("app/routes/admin.x.tsx", imports(from))).toEqual([]);
  }
  expect(await importErrors("app/routes/admin.x.tsx", 'import { eq } from "drizzle-orm";\nexport { eq };')).toEqual([
    expect.stringContaining("through a service"),
  ]);
  // The public pages are not fenced this way.
  expect(await importErrors("app/routes/x.tsx", imports("~/features/videos/video-owner.server"))).toEqual([]);
});

test("the type-aware rules are on: a promise nobody awaits is an error", async () => {
  const typed = new ESLint({ cwd: process.cwd() });
  const [result] = await typed.lintFiles(["app/features/finder/follow-request.ts"]);
  expect(result?.messages).toEqual([]);
  const config = (await typed.calculateConfigForFile("app/features/finder/follow-request.ts")) as { rules: Record<string, unknown> };
  expect(config.rules["@typescript-eslint/no-floating-promises"]).toEqual([2]);
  expect(config.rules["@typescript-eslint/no-misused-promises"]).toEqual([2, expect.anything()]);
});

test("server code logs through the logger, never the console; the browser's code may", async () => {
  const consoleErrors = async (filePath: string) => {
    const [result] = await eslint.lintText('console.error("could not read the sessions");\n', { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === "no-console");
  };
  for (const filePath of [
    "app/features/events/x.server.ts",
    "app/routes/x.tsx",
    "app/db/x.ts",
    "app/entry.server.tsx",
    "server/x.ts",
    "cli/commands/x.ts",
  ]) {
    expect(await consoleErrors(filePath), filePath).toHaveLength(1);
  }
  expect(await consoleErrors("app/features/newsletter/provider-script.ts")).toEqual([]);
  expect(await consoleErrors("app/features/events/x.server.test.ts")).toEqual([]);
});

test("an e2e spec may not leave settings in process.env for the specs after it in its worker", async () => {
  const envErrors = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: "tests/e2e/x.spec.ts" });
    return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
  };
  expect(await envErrors('Object.assign(process.env, { AI_RATE_LIMIT_PER_HOUR: "2" });')).toEqual([
    expect.stringContaining("startBuiltServer"),
  ]);
  expect(await envErrors('process.env.LOG_LEVEL = "warn";')).toHaveLength(1);
  expect(await envErrors('const level = process.env.LOG_LEVEL ?? "info";\nexport { level };')).toEqual([]);
});
