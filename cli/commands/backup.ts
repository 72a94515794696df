import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { backupFormat, BackupError, restorePgliteBackup, restorePostgresBackup, type RestoreResult } from "~/db/backup.server";
import { redactedUrl as redacted } from "~/services/site-data.server";
import { adminSocketPath, probeAdminSocket } from "../admin-socket";
import { AdminError, resultOf, UsageError, type CommandContext, type CommandGroup } from "../command";
import { formatTable, writeLocalFile } from "../output";

const seconds = (startedAt: number) => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const countsTable = (counts: Record<string, number>) =>
  formatTable(
    ["table", "rows"],
    Object.entries(counts).map(([table, n]) => [table, String(n)]),
  );

export const backupCommands: CommandGroup = {
  name: "backup",
  summary: "Back up the database while the site runs.",
  subcommands: [],
  command: {
    name: "backup",
    summary: "Back up the database while the site runs (to --out, or a dated file here)",
    description:
      "Takes a consistent backup without stopping the site. On PGlite it is the data directory's dump, taken by the running " +
      "server through its admin socket (a .pglite.tar.gz); on PostgreSQL it is pg_dump's custom format when pg_dump is installed " +
      "(a .pgdump), otherwise every row of the site's tables as gzipped JSON (a .rows.json.gz). 'restore' puts any of them back.",
    options: {
      out: {
        type: "string",
        short: "o",
        value: "<file>",
        description: "Write the backup to this file (default: work-waves-<time>.<format> in the current directory)",
      },
    },
    examples: ["backup", "backup --out /var/backups/work-waves/before-upgrade.pglite.tar.gz"],
    async run(context, { options }) {
      const startedAt = performance.now();
      const backup = resultOf(await context.call("takeBackup", {}), "backup");
      const { target, bytes } = await writeLocalFile((options.out as string | undefined) ?? backup.fileName, backup.body);
      context.io.stdout(
        `Backed up the ${backup.kind === "pglite" ? "PGlite" : "PostgreSQL"} database (${backup.format}, ${megabytes(bytes)}) to ${target} in ${seconds(startedAt)}.\n`,
      );
    },
  },
};

async function refuseWhileServerRuns(context: CommandContext, dataDir: string): Promise<void> {
  if ((await probeAdminSocket(adminSocketPath(dataDir))) === "answering") {
    throw new AdminError(
      `a server is running on ${path.resolve(dataDir)}: a restore would replace the database under it. Stop the server, run restore, then start it again.`,
    );
  }
}

export const restoreCommands: CommandGroup = {
  name: "restore",
  summary: "Put a backup back.",
  subcommands: [],
  command: {
    name: "restore",
    summary: "Put a backup back (the server on that DATA_DIR must be stopped)",
    description:
      "Restores a file made by 'backup'. On PGlite (DATABASE_URL unset) it refuses while a server runs on DATA_DIR; a database already " +
      "there is kept beside it as <DATA_DIR>.before-restore-<time>. On PostgreSQL (DATABASE_URL) it refuses a database that holds rows " +
      "unless --force, which replaces them; pg_dump backups need pg_restore installed.",
    positionals: [{ name: "file", description: "The backup file" }],
    options: { force: { type: "boolean", description: "On PostgreSQL: replace the rows the database holds" } },
    examples: ["restore work-waves-2026-11-23T03-00-00Z.pglite.tar.gz", "restore nightly.pgdump --force"],
    local: true,
    async run(context, { positionals, options }) {
      const file = path.resolve(positionals[0]!);
      if (!existsSync(file)) throw new UsageError(`no such file: ${file}`, "restore");
      const data = new Uint8Array(readFileSync(file));
      if (!(await backupFormat(data)))
        throw new AdminError(`${file} is not a backup made by 'backup' (neither a PGlite dump, a pg_dump file nor a rows file)`);
      const { DATABASE_URL, DATA_DIR } = context.env.server;
      const startedAt = performance.now();
      let result: RestoreResult;
      let into: string;
      try {
        if (DATABASE_URL) {
          into = redacted(DATABASE_URL);
          result = await restorePostgresBackup(DATABASE_URL, data, { force: options.force === true });
        } else {
          if (DATA_DIR === "memory://")
            throw new UsageError("DATA_DIR is memory://: set DATA_DIR (or DATABASE_URL) to the database to restore into", "restore");
          await refuseWhileServerRuns(context, DATA_DIR);
          into = path.resolve(DATA_DIR);
          result = await restorePgliteBackup(DATA_DIR, data, { now: context.now() });
        }
      } catch (error) {
        if (error instanceof BackupError) throw new AdminError(error.message);
        throw error;
      }
      context.io.stdout(`Restored ${file} (${result.format}) into ${into} in ${seconds(startedAt)}.\n\n${countsTable(result.counts)}`);
      if (result.previous)
        context.io.stdout(`\nThe database that was there is kept in ${result.previous} (delete it once the site runs well).\n`);
    },
  },
};

export const moveToPostgresCommands: CommandGroup = {
  name: "move-to-postgres",
  summary: "Copy every row from the embedded database into an empty PostgreSQL database.",
  subcommands: [],
  command: {
    name: "move-to-postgres",
    summary: "Copy every row from the embedded database into an empty PostgreSQL database",
    description:
      "Migrates the PostgreSQL database at <url>, refuses it unless its tables are empty, then copies every table of the embedded " +
      "database (PGlite in DATA_DIR) table by table, parents first, in one transaction, resets the sequences and checks the row " +
      "counts. The job queue's tables are not copied: the server re-creates its queues and schedules at start, and e-mails still " +
      "pending are picked up by the outbox's sweep. Afterwards set DATABASE_URL to <url> and restart the server.",
    positionals: [{ name: "url", description: "The target: postgres://user:password@host:5432/database" }],
    examples: ["move-to-postgres postgres://site:secret@127.0.0.1:5432/site"],
    async run(context, { positionals }) {
      const url = positionals[0]!;
      if (!/^postgres(ql)?:\/\/\S+$/.test(url)) throw new UsageError(`"${url}" is not a postgres:// connection URL`, "move-to-postgres");
      if (context.env.server.DATABASE_URL)
        throw new AdminError("DATABASE_URL is set: the site already runs on PostgreSQL, there is no embedded database to move.");
      const startedAt = performance.now();
      const { copied } = resultOf(await context.call("moveToPostgres", { url }), "move-to-postgres");
      context.io.stdout(`Copied every row into ${redacted(url)} in ${seconds(startedAt)}; the counts match.\n\n${countsTable(copied)}\n`);
      context.io.stdout(
        [
          "Next: set DATABASE_URL to this database where the server runs and restart it (see docs/deploy.md).",
          ...(context.insideServer
            ? [
                "The site kept running on PGlite during the copy: anything written from now on stays there. Stop the server before switching.",
              ]
            : []),
          "",
        ].join("\n"),
      );
    },
  },
};
