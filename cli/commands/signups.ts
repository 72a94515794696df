import { asc, eq } from "drizzle-orm";
import { businessBuildingEarlyAccess, careerEarlyAccess, coachesLeadersEarlyAccess } from "~/content/early-access";
import { landingPageSignups } from "~/db/schema";
import { toCsv } from "../csv";
import { UsageError, type CommandGroup } from "../command";
import { writeExport } from "../output";

const PAGE_SOURCES = [businessBuildingEarlyAccess, careerEarlyAccess, coachesLeadersEarlyAccess].map((page) => page.pageSource as string);

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
        const { db } = await context.database();
        const query = db.select().from(landingPageSignups);
        const rows = await (pageSource === undefined ? query : query.where(eq(landingPageSignups.pageSource, pageSource))).orderBy(
          asc(landingPageSignups.createdAt),
          asc(landingPageSignups.email),
        );
        // A typo would otherwise export an empty file without a word; sources no page uses any more still export.
        if (pageSource !== undefined && rows.length === 0 && !PAGE_SOURCES.includes(pageSource)) {
          throw new UsageError(`--page-source "${pageSource}" is not a page: use ${PAGE_SOURCES.join(", ")}`, "signups export");
        }
        const csv = toCsv(
          ["first_name", "last_name", "email", "page_source", "learning_interest", "created_at", "updated_at"],
          rows.map((row) => [row.firstName, row.lastName, row.email, row.pageSource, row.learningInterest, row.createdAt, row.updatedAt]),
        );
        await writeExport(
          context.io,
          csv,
          options.out as string | undefined,
          `${rows.length} sign-ups${pageSource ? ` from ${pageSource}` : ""}`,
        );
      },
    },
  ],
};
