import { describeSetup } from "~/config/env.server";
import { findingLine, typoFindings, type LaunchFinding } from "~/config/launch-check.server";
import { AdminError, INVOCATION, resultOf, type CommandGroup } from "../command";

/** A finding's console fix, as the command line points to it. */
function fixLine(finding: LaunchFinding, siteUrl: string): string | undefined {
  const setup = `${siteUrl.replace(/\/+$/, "")}/admin/setup`;
  switch (finding.fix?.kind) {
    case "remove-sample-session":
      return `Remove it on ${setup}, or take it off: ${INVOCATION} events deactivate ${finding.fix.sessionId}`;
    case "open-session":
      return `See ${siteUrl.replace(/\/+$/, "")}/admin/live-sessions/${finding.fix.sessionId} before taking it off: that e-mails them.`;
    case "remove-sample-videos":
      return `Delete them on ${setup}.`;
    case "test-email":
      return `Send a test e-mail on ${setup}.`;
    case "test-newsletter-key":
      return `Test the key again on ${setup}.`;
    case "site-value": {
      const { area, keys } = finding.fix;
      const page = `${siteUrl.replace(/\/+$/, "")}/admin/${area}`;
      return `Change ${keys.length === 1 ? "it" : "them"} on ${page}, or: ${INVOCATION} ${area} set ${keys.map((key) => `${key} <value>`).join(" ")}`;
    }
    default:
      return undefined;
  }
}

export const doctorCommands: CommandGroup = {
  name: "doctor",
  summary: "The launch check: what would embarrass you once the site is public",
  subcommands: [],
  command: {
    name: "doctor",
    summary: "The launch check: what would embarrass you once the site is public",
    description:
      "The launch check: what would embarrass you once the site is public, the list the console's Setup page shows, each with the settings to change. " +
      "Lists what is still a sample or a placeholder (example.com links, a localhost SITE_URL, the sample owner name, the newsletter forms' sample ids, " +
      "sample sessions with invented seat counts, the sample videos), what is missing (the guide's checkout, SMTP, the newsletter key, the owner's photo, " +
      "Stripe's webhook secret beside its key), Stripe's test mode " +
      "and misspelt settings, and asks the model endpoint, the mail server and Kit whether they take the site's keys. " +
      "Runs before the first start too: it creates and migrates the database when there is none. Exits with 1 while anything remains.",
    options: {
      offline: { type: "boolean", description: "Skip the requests to the model endpoint, the mail server and Kit" },
    },
    examples: ["doctor", "doctor --offline"],
    createsDatabase: true,
    async run(context, { options }) {
      const setup = describeSetup(context.env.server);
      context.io.stdout(
        `AI: ${setup.ai}\nDatabase: ${setup.database}\nE-mail: ${setup.email}\nMetrics: ${setup.metrics}\nPayments: ${setup.payments}\n\n`,
      );
      const findings = [
        ...typoFindings(context.source),
        ...resultOf(await context.call("launchFindings", { probe: options.offline !== true }), "doctor"),
      ];
      if (findings.length === 0) {
        context.io.stdout("Ready to launch: nothing on the list.\n");
        return;
      }
      const lines = findings.map((finding) => {
        const fix = fixLine(finding, context.env.site.siteUrl);
        return `  - ${findingLine(finding)}\n${fix ? `    ${fix}\n` : ""}`;
      });
      context.io.stdout(`Before launch (${findings.length}):\n${lines.join("")}`);
      throw new AdminError(`${findings.length} ${findings.length === 1 ? "thing" : "things"} to fix before launch.`);
    },
  },
};
