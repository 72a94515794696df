import { siteValueField, type SiteValueArea, type SiteValueChangeView, type SiteValueView } from "~/content/site-values";
import type { Refusal } from "~/services/outcome";
import { AdminError, resultOf, UsageError, type CommandContext, type CommandGroup } from "../command";
import { formatTable } from "../output";

/**
 * The console's Settings and Offers pages on the command line (decision 068): the same fields, by
 * key, read and saved through the same service, so a value typed here is read as the page's form
 * reads it and refused with the page's words.
 */

const PAGE: Record<SiteValueArea, { title: string; one: string; example: [string, string] }> = {
  settings: { title: "Settings", one: "setting", example: ["ownerName", "Jamie Rivera"] },
  offers: { title: "Offers", one: "offer field", example: ["courses.executive-coach.offerPrice", "$39"] },
};

/**
 * A refusal as the command line says it: its message names the field by its label; the key goes
 * before it, as offers repeat their labels from course to course.
 */
function refused(area: SiteValueArea, outcome: Refusal): never {
  if (outcome.notFound) throw new AdminError(`${outcome.message} '${area} history' lists the changes.`);
  if (outcome.field === undefined) throw new AdminError(outcome.message);
  if (!siteValueField(outcome.field)) throw new AdminError(`${outcome.message} '${area} list' shows every key.`);
  throw new AdminError(`${outcome.field}: ${outcome.message}`);
}

/** How a value is typed, in the page's own terms. */
const TYPED: Record<SiteValueArea, string> = {
  settings:
    '"" turns a social profile off or leaves the illustrated portrait in place of your photo; a blank line in the bio starts a paragraph; "site" or "kit" for who sends the newsletter',
  offers:
    '"$49" or "49.50" for a price; "2026-12-24 23:59" for an offer\'s end, in the time zone beside it; "" for an offer without an end',
};

async function fieldsOf(context: CommandContext, area: SiteValueArea): Promise<SiteValueView[]> {
  return resultOf(await context.call("listSiteValues", { area }), `${area} list`).fields;
}

/** Where the value in force comes from. */
const source = (field: SiteValueView) => (field.saved ? `saved (default: ${field.defaultShown})` : "default");

/** The fields, a table per group as the page shows them. */
function printFields(context: CommandContext, fields: SiteValueView[]) {
  const groups = [...new Set(fields.map((field) => field.group))];
  context.io.stdout(
    groups
      .map(
        (group) =>
          `${group}\n` +
          formatTable(
            ["key", "label", "value", "from"],
            fields.filter((field) => field.group === group).map((field) => [field.key, field.label, field.shown, source(field)]),
          ),
      )
      .join("\n"),
  );
}

function printChange(context: CommandContext, change: SiteValueChangeView) {
  const notes = [change.undoes ? `undoes ${change.undoes}` : "", change.undoneBy ? `undone by ${change.undoneBy}` : ""].filter(Boolean);
  context.io.stdout(`${change.id}  ${change.atText}  by ${change.by}${notes.length > 0 ? `  (${notes.join(", ")})` : ""}\n`);
  for (const entry of change.entries) context.io.stdout(`  ${entry.label} (${entry.key}): ${entry.before} → ${entry.after}\n`);
}

/** The key-value pairs of `set`, or the keys of `set --default`, each key once. */
function readPairs(area: SiteValueArea, positionals: string[], useDefault: boolean) {
  const helpFor = `${area} set`;
  const keys = useDefault ? positionals : positionals.filter((_, index) => index % 2 === 0);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated !== undefined) throw new UsageError(`${repeated} is given twice`, helpFor);
  if (useDefault) return { values: {}, useDefault: keys };
  if (positionals.length % 2 === 1)
    throw new UsageError(
      `${positionals.at(-1)} has no value: give one after it ("" empties it), or --default to return it to its default`,
      helpFor,
    );
  return { values: Object.fromEntries(keys.map((key, index) => [key, positionals[index * 2 + 1]!])), useDefault: [] };
}

function siteValueCommands(area: SiteValueArea, summary: string): CommandGroup {
  const { title, one, example } = PAGE[area];
  const KEY = { name: "key", description: `The ${one}'s key (see '${area} list')` };
  return {
    name: area,
    summary,
    subcommands: [
      {
        name: "list",
        summary: `List every ${one}: its key, the value in force, saved or the default`,
        description: `Lists the fields of the console's ${title} page by group: each one's key (what '${area} set' takes), its label, the value in force and where it comes from: "saved", with the default beside it, or "default".`,
        examples: [`${area} list`],
        async run(context) {
          printFields(context, await fieldsOf(context, area));
        },
      },
      {
        name: "set",
        summary: `Save ${one}s, as the console's ${title} page saves them`,
        description:
          `Saves the values given as one change, read as the ${title} page reads what is typed (${TYPED[area]}). A value the ` +
          `rules refuse refuses the whole change and nothing is saved. --default returns the keys given to their defaults instead. ` +
          `The site shows the change at once; '${area} undo <id>' takes it back.`,
        positionals: [KEY, { name: "value", description: `Its new value, as typed on the ${title} page`, optional: true }],
        repeats: true,
        options: { default: { type: "boolean", description: "Return the keys given to their defaults (give no values)" } },
        examples: [
          `${area} set ${example[0]} "${example[1]}"`,
          ...(area === "settings"
            ? ['settings set tagline "AI for busy people" social.tiktok ""']
            : ['offers set courses.executive-coach.offerEndsAt "2026-12-24 23:59" courses.executive-coach.coupon EARLY']),
          `${area} set ${example[0]} --default`,
        ],
        async run(context, { options, positionals }) {
          const input = readPairs(area, positionals, options.default === true);
          const outcome = await context.call("saveSiteValues", { area, ...input });
          if (!outcome.ok) refused(area, outcome);
          if (outcome.value.id === null) {
            context.io.stdout("Nothing changed: the values given are the ones in force.\n");
            return;
          }
          const fields = await fieldsOf(context, area);
          context.io.stdout(`Saved change ${outcome.value.id}:\n`);
          for (const key of outcome.value.changed) {
            const field = fields.find((candidate) => candidate.key === key)!;
            context.io.stdout(`  ${field.label} (${key}): ${field.shown}${field.saved ? "" : " (default)"}\n`);
          }
          context.io.stderr(`'${area} undo ${outcome.value.id}' takes it back.\n`);
        },
      },
      {
        name: "history",
        summary: `List the saves of the ${title} page, newest first, each value before and after`,
        options: { limit: { type: "string", value: "<n>", description: "How many changes (default 50, at most 200)" } },
        examples: [`${area} history`, `${area} history --limit 5`],
        async run(context, { options }) {
          const limitText = options.limit as string | undefined;
          if (limitText !== undefined && (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 200))
            throw new UsageError(`--limit "${limitText}" is not a number from 1 to 200`, `${area} history`);
          const { changes } = resultOf(
            await context.call("listSiteValueChanges", { area, ...(limitText ? { limit: Number(limitText) } : {}) }),
            `${area} history`,
          );
          if (changes.length === 0) {
            context.io.stdout(`No changes yet: every ${one} has its default.\n`);
            return;
          }
          for (const change of changes) printChange(context, change);
        },
      },
      {
        name: "undo",
        summary: "Take back a change: its fields return to what they were before",
        description: `Returns each field of the change to the value it had before (its default, if that stood), as a new change. Refused when one of them has changed again since: undo the later change first.`,
        positionals: [{ name: "id", description: `The change's id (see '${area} history')` }],
        examples: [`${area} undo 3f2b6c1e-0000-4000-8000-000000000000`],
        async run(context, { positionals }) {
          const outcome = await context.call("undoSiteValueChange", { id: positionals[0]!.trim().toLowerCase(), area });
          if (!outcome.ok) refused(area, outcome);
          const fields = await fieldsOf(context, area);
          context.io.stdout(`Undid it as change ${outcome.value.id}:\n`);
          for (const key of outcome.value.changed) {
            const field = fields.find((candidate) => candidate.key === key);
            if (field) context.io.stdout(`  ${field.label} (${key}): ${field.shown}${field.saved ? "" : " (default)"}\n`);
          }
        },
      },
    ],
  };
}

export const settingsCommands = siteValueCommands(
  "settings",
  "Who you are on the site: your name, tagline, bio, photo, social profiles, links and newsletter forms, as the console's Settings page edits them.",
);

export const offersCommands = siteValueCommands(
  "offers",
  "What the site sells and at what price: the courses' prices, offers, coupons and checkouts, the services' prices and booking links, the guide's, as the console's Offers page edits them.",
);
