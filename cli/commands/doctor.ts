import { describeSetup } from "~/config/env.server";
import { findLaunchProblems } from "~/config/launch-check.server";
import { AdminError, resultOf, type CommandGroup } from "../command";

export const doctorCommands: CommandGroup = {
  name: "doctor",
  summary: "The launch check: what would embarrass you once the site is public",
  subcommands: [],
  command: {
    name: "doctor",
    summary: "The launch check: what would embarrass you once the site is public",
    description:
      "The launch check: what would embarrass you once the site is public. Lists what is still a sample or a placeholder (example.com links, a localhost SITE_URL, the sample owner name, " +
      "sample sessions with invented seat counts), what is missing (the guide's checkout, SMTP) and misspelt settings, " +
      "and asks the model endpoint whether it answers. Exits with 1 while anything remains.",
    options: {
      offline: { type: "boolean", description: "Skip the request to the model endpoint" },
    },
    examples: ["doctor", "doctor --offline"],
    async run(context, { options }) {
      const setup = describeSetup(context.env.server);
      context.io.stdout(`AI: ${setup.ai}\nDatabase: ${setup.database}\nE-mail: ${setup.email}\n\n`);
      const problems = await findLaunchProblems({
        env: context.env,
        source: context.source,
        dataProblems: resultOf(await context.call("launchDataProblems", {}), "doctor"),
        probeModel: options.offline !== true,
      });
      if (problems.length === 0) {
        context.io.stdout("Ready to launch: nothing on the list.\n");
        return;
      }
      context.io.stdout(`Before launch (${problems.length}):\n${problems.map((problem) => `  - ${problem}\n`).join("")}`);
      throw new AdminError(`${problems.length} ${problems.length === 1 ? "thing" : "things"} to fix before launch.`);
    },
  },
};
