import { ADMIN } from "~/content/admin";
import { resultOf, UsageError, type CommandGroup } from "../command";
import { formatTable, ownerStampIn } from "../output";

/** The owner's first way into the console (/admin), and the way to lock everybody out of it. */
export const loginLinkCommands: CommandGroup = {
  name: "login-link",
  summary: `Print a one-time sign-in link to the console (/admin), valid ${ADMIN.signInLinkMinutes} minutes.`,
  subcommands: [],
  command: {
    name: "login-link",
    summary: `Print a one-time sign-in link to the console, valid ${ADMIN.signInLinkMinutes} minutes`,
    description: `Prints a link that signs this browser into the console once, within ${ADMIN.signInLinkMinutes} minutes. The link is built on SITE_URL. Register a passkey inside the console afterwards.`,
    examples: ["login-link"],
    async run(context) {
      const { link } = resultOf(await context.call("createLoginLink", {}), "login-link");
      context.io.stdout(`${link}\n`);
      context.io.stderr(`Open it within ${ADMIN.signInLinkMinutes} minutes; it works once.\n`);
    },
  },
};

export const sessionsCommands: CommandGroup = {
  name: "sessions",
  summary: "The console's signed-in sessions: list them, or sign every one out.",
  subcommands: [
    {
      name: "list",
      summary: "List the console's open sessions, the latest used first",
      async run(context) {
        const rows = resultOf(await context.call("listConsoleSignIns", {}), "sessions list");
        if (rows.length === 0) {
          context.io.stdout("No open sessions.\n");
          return;
        }
        context.io.stdout(
          formatTable(
            ["id", "signed in with", "since", "last used", "ends", "browser"],
            rows.map((row) => [
              row.id,
              row.method,
              ownerStampIn(context, row.createdAt),
              ownerStampIn(context, row.lastSeenAt),
              ownerStampIn(context, row.expiresAt),
              row.userAgent,
            ]),
            40,
          ),
        );
      },
    },
    {
      name: "revoke",
      summary: "Sign every console session out (--all)",
      description: "Ends every open console session at once: every browser must sign in again (a passkey or a new link).",
      options: { all: { type: "boolean", description: "Every session (required: there is no other choice yet)" } },
      examples: ["sessions revoke --all"],
      async run(context, { options }) {
        if (!options.all) throw new UsageError("give --all to sign every session out", "sessions revoke");
        const { revoked: n } = resultOf(await context.call("revokeConsoleSignIns", { all: true }), "sessions revoke");
        context.io.stdout(`${n} session${n === 1 ? "" : "s"} signed out.\n`);
      },
    },
  ],
};
