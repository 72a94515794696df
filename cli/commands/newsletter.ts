import { isPostId } from "~/services/posts.server";
import { AdminError, resultOf, type CommandContext, type CommandGroup } from "../command";
import { formatRecord, formatTable, ownerStampIn } from "../output";

/** The post an argument names, by id or by address: its id. */
async function postId(context: CommandContext, reference: string): Promise<string> {
  const trimmed = reference.trim().toLowerCase();
  const outcome = await context.call("getPost", isPostId(trimmed) ? { id: trimmed } : { slug: trimmed });
  if (!outcome.ok) throw new AdminError(`${outcome.message} 'posts list' shows every post.`);
  return outcome.value.id;
}

const ISSUE_ARGUMENT = { name: "issue", description: "The issue's id (see 'newsletter list')" };

export const newsletterCommands: CommandGroup = {
  name: "newsletter",
  summary: "The newsletter's issues sent from the site: send a post (or a test), list, report, cancel.",
  subcommands: [
    {
      name: "send",
      summary: "Send a post as an issue to every confirmed subscriber, or a test to you",
      description:
        "Makes the issue from the post as it is saved (its title is the subject unless --subject is given) and sends it to every confirmed subscriber, each at most once, now or at --at (read in OWNER_TIME_ZONE). --test sends it to your contact address alone instead. A post that is not on the blog is e-mailed only, unless --publish publishes it too.",
      positionals: [{ name: "post", description: "The post's address (its slug) or id (see 'posts list')" }],
      options: {
        test: { type: "boolean", description: "Send a test to your own contact address only" },
        at: { type: "string", value: "<date time>", description: "Send at this time, like 2026-12-01 09:00, instead of now" },
        subject: { type: "string", value: "<text>", description: "The e-mail's subject (default: the post's title)" },
        publish: { type: "boolean", description: "Also publish the post on the blog, if it is not there yet" },
      },
      examples: [
        "newsletter send three-prompts --test",
        "newsletter send three-prompts",
        'newsletter send three-prompts --at "2026-12-01 09:00"',
      ],
      async run(context, { options, positionals }) {
        const id = await postId(context, positionals[0]!);
        const subject = typeof options.subject === "string" ? options.subject : undefined;
        if (options.test) {
          const { to } = resultOf(await context.call("sendIssueTest", { postId: id, subject }), "newsletter send");
          context.io.stdout(`Sent a test to ${to}.\n`);
          return;
        }
        // One key per command run: the command is the owner's one decision to send.
        const preview = resultOf(await context.call("previewIssue", { postId: id, subject }), "newsletter send");
        const at = typeof options.at === "string" ? options.at : undefined;
        const sent = resultOf(
          await context.call("sendIssue", { key: preview.key, postId: id, subject, at, publish: options.publish === true }),
          "newsletter send",
        );
        context.io.stdout(
          sent.status === "scheduled"
            ? `Scheduled issue ${sent.id}, “${preview.subject}”, for ${ownerStampIn(context, sent.sendAt)} (${preview.recipients} confirmed subscribers now).\n`
            : `Sending issue ${sent.id}, “${preview.subject}”, to ${sent.recipients} subscribers. 'newsletter report ${sent.id}' shows its progress.\n`,
        );
      },
    },
    {
      name: "list",
      summary: "List the issues, newest first, with how many each reached",
      async run(context) {
        const { issues, confirmed, blocked } = resultOf(await context.call("listIssues", {}), "newsletter list");
        context.io.stdout(`${confirmed} confirmed subscribers.${blocked ? ` ${blocked}` : ""}\n`);
        if (issues.length === 0) {
          context.io.stdout("No issue yet.\n");
          return;
        }
        context.io.stdout(
          formatTable(
            ["id", "subject", "state", "when", "sent"],
            issues.map((issue) => [
              issue.id,
              issue.subject,
              issue.status,
              ownerStampIn(context, issue.sendAt),
              `${issue.sent} of ${issue.recipients}`,
            ]),
          ),
        );
      },
    },
    {
      name: "report",
      summary: "An issue's report, and the addresses it did not reach",
      positionals: [ISSUE_ARGUMENT],
      async run(context, { positionals }) {
        const { issue, counts, problems } = resultOf(
          await context.call("issueReport", { id: positionals[0]!.trim() }),
          "newsletter report",
        );
        context.io.stdout(
          formatRecord([
            ["subject", issue.subject],
            ["state", issue.status],
            ["send at", ownerStampIn(context, issue.sendAt)],
            ["finished", issue.finishedAt ? ownerStampIn(context, issue.finishedAt) : "—"],
            ["recipients", String(issue.recipients)],
            ["sent", String(counts.sent)],
            ["to go", String(counts.toGo)],
            ["failed", String(counts.failed)],
            ["bounced", String(counts.bounced)],
            ["left before their turn", String(counts.skipped)],
            ["not known to have arrived", String(counts.unknown)],
            ["unsubscribed since", String(counts.unsubscribedSince)],
          ]),
        );
        for (const problem of problems) context.io.stdout(`  ${problem.email} (${problem.status}): ${problem.reason}\n`);
      },
    },
    {
      name: "cancel",
      summary: "Cancel a scheduled issue before it starts",
      positionals: [ISSUE_ARGUMENT],
      async run(context, { positionals }) {
        resultOf(await context.call("cancelIssue", { id: positionals[0]!.trim() }), "newsletter cancel");
        context.io.stdout("Cancelled: it will not be sent.\n");
      },
    },
  ],
};
