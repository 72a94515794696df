import { SIGNUP_PAGE_SOURCES as PAGE_SOURCES } from "~/services/signups.server";
import { resultOf, type CommandGroup } from "../command";
import { writeExport } from "../output";

export const signupsCommands: CommandGroup = {
  name: "signups",
  summary: "Early-access sign-ups from the course pages: export them as CSV.",
  subcommands: [
    {
      name: "export",
      summary: "Export early-access sign-ups as CSV (all pages, or one)",
      description:
        "Writes the early-access sign-ups as CSV (first_name, last_name, email, page_source, learning_interest, created_at and updated_at in UTC), oldest first, to --out or to standard output.",
      options: {
        "page-source": { type: "string", value: "<page>", description: `Only this page's sign-ups: ${PAGE_SOURCES.join(", ")}` },
        out: { type: "string", short: "o", value: "<file.csv>", description: "Write to this file instead of standard output" },
      },
      examples: ["signups export --out signups.csv", "signups export --page-source career-ai --out career-ai.csv"],
      async run(context, { options }) {
        const pageSource = typeof options["page-source"] === "string" ? options["page-source"].trim() : undefined;
        const { body, count } = resultOf(await context.call("streamSignups", { pageSource }), "signups export");
        await writeExport(
          context.io,
          body,
          options.out as string | undefined,
          `${count} sign-ups${pageSource ? ` from ${pageSource}` : ""}`,
        );
      },
    },
  ],
};
