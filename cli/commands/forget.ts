import { outboxJobs, promoteWaiting } from "~/features/events/registration-mutations.server";
import { forgetPerson, parseForgetEmail, TABLES_WITH_ADDRESSES } from "~/owner/forget-person.server";
import { UsageError, type CommandGroup } from "../command";

/** "1 seat freed, taken by 1 person from the waitlist", or "no seat held" for a place on the waitlist. */
function seatsLine({ seats, promoted }: { seats: number; promoted: number }): string {
  if (seats === 0) return "no seat held";
  const freed = `${seats} seat${seats === 1 ? "" : "s"} freed`;
  return promoted === 0 ? freed : `${freed}, taken by ${promoted} ${promoted === 1 ? "person" : "people"} from the waitlist`;
}

export const forgetCommands: CommandGroup = {
  name: "forget",
  summary: "Forget a person: remove an e-mail address from every table that holds it.",
  subcommands: [],
  command: {
    name: "forget",
    summary: "Remove an e-mail address (any case) from sign-ups, registrations and the outbox",
    description:
      "Removes the address, whatever its case, from the early-access sign-ups, the live-session registrations (their seats " +
      "are freed and go to the first people waiting, who are e-mailed) and the e-mail outbox (messages to it, sent or not, and the owner's notices naming it), in one transaction, " +
      "and says how many rows left each table.",
    positionals: [{ name: "email", description: "The e-mail address to forget" }],
    examples: ["forget ana@example.com"],
    async run(context, { positionals }) {
      const checked = parseForgetEmail(positionals[0]);
      if (!checked.ok) throw new UsageError(checked.message, "forget");
      const { db } = await context.database();
      const jobs = await outboxJobs(await context.jobQueue());
      const mail = { now: context.now(), site: context.env.site };
      const report = await forgetPerson(db, checked.email, (tx, eventId) => promoteWaiting(tx, jobs, eventId, mail));
      const total = Object.values(report.removed).reduce((sum, count) => sum + count, 0);
      const lines = TABLES_WITH_ADDRESSES.map((table) => `  ${table.padEnd(22)} ${report.removed[table]}`);
      const seats = report.seatsFreed.map((session) => `  ${session.title}: ${seatsLine(session)}`);
      context.io.stdout(
        `${total === 0 ? `Nothing held ${report.email}.` : `Forgot ${report.email}: ${total} row${total === 1 ? "" : "s"} removed.`}\n` +
          `${lines.join("\n")}\n${seats.length > 0 ? `${seats.join("\n")}\n` : ""}`,
      );
    },
  },
};
