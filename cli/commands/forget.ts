import { parseForgetEmail } from "~/owner/forget-person.server";
import { resultOf, UsageError, type CommandGroup } from "../command";

export const forgetCommands: CommandGroup = {
  name: "forget",
  summary: "Forget a person: remove an e-mail address from every table that holds it.",
  subcommands: [],
  command: {
    name: "forget",
    summary: "Remove an e-mail address (any case) from sign-ups, registrations and the outbox",
    description:
      "Removes the address, whatever its case, from the early-access sign-ups, the live-session registrations (their seats " +
      "are freed and go to the first people waiting, who are e-mailed), the newsletter's list with every issue sent to them, and the e-mail outbox (messages to it, sent or not, and the owner's notices naming it), in one transaction, " +
      "and says how many rows left each table.",
    positionals: [{ name: "email", description: "The e-mail address to forget" }],
    examples: ["forget ana@example.com"],
    async run(context, { positionals }) {
      const checked = parseForgetEmail(positionals[0]);
      if (!checked.ok) throw new UsageError(checked.message, "forget");
      const { text } = resultOf(await context.call("forgetPerson", { email: checked.email }), "forget");
      context.io.stdout(text);
    },
  },
};
