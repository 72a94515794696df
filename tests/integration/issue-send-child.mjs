// Works newsletter issues in a process of its own, as a server instance does, until it is killed:
// the parent kills it with SIGKILL in the middle of a send. Vite's module runner loads the
// TypeScript source as-is, so the child runs the same code as the app.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const [where, smtpUrl] = process.argv.slice(2);
const appDir = fileURLToPath(new URL("../../app", import.meta.url));
const load = async (file) =>
  (
    await runnerImport(fileURLToPath(new URL(`../../app/${file}`, import.meta.url)), {
      configFile: false,
      logLevel: "silent",
      resolve: { alias: { "~": appDir } },
    })
  ).module;

const { openDatabase } = await load("db/client.server.ts");
const { loadEnv } = await load("config/env.server.ts");
const { startJobQueue } = await load("jobs/job-queue.server.ts");
const { registerIssueWorkers } = await load("features/newsletter/issue-send.server.ts");

const database = where.startsWith("postgres")
  ? await openDatabase({ databaseUrl: where, dataDir: "memory://" })
  : await openDatabase({ dataDir: where });
const env = loadEnv({
  DATA_DIR: "memory://",
  SMTP_URL: smtpUrl,
  MAIL_FROM: "Newsletter <news@example.com>",
  SITE_URL: "https://example.com",
});
const queue = await startJobQueue(database.connection, { onError: (e) => console.log(String(e)) });
const say = (...parts) =>
  console.log(
    parts
      .map((p) =>
        p instanceof Error ? p.stack : typeof p === "object" ? JSON.stringify(p, (k, v) => (v instanceof Error ? v.stack : v)) : p,
      )
      .join(" "),
  );
const logger = { info: say, warn: say, error: say };
// The module runner is closed once the modules are loaded, so the transport's own late import of
// nodemailer cannot run here: the same pooled SMTP transport is made with nodemailer loaded natively.
const { createTransport } = await import("nodemailer");
const smtp = createTransport({ pool: true, url: smtpUrl });
const transport = {
  description: "test",
  send: async (message) => ({ messageId: String((await smtp.sendMail({ from: env.server.MAIL_FROM, ...message })).messageId) }),
  close: () => smtp.close(),
};
await registerIssueWorkers({ database, queue, env, logger }, { pollingIntervalSeconds: 0.5, transport });
console.log("ready");
