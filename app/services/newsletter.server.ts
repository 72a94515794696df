import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, isNotNull } from "drizzle-orm";
import type { SiteConfig } from "~/content/site-config";
import { ISSUE_SUBJECT_MAX, newsletterIssueWords } from "~/content/newsletter";
import {
  blogPosts,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  type DeliveryStatus,
  type IssueStatus,
} from "~/db/schema";
import { consoleTime } from "~/features/admin/console-time.server";
import { htmlToMarkdown } from "~/features/blog/post-markdown.server";
import { renderPostBodyForEmail } from "~/features/blog/render-post-body.server";
import { issueEmail, withUnsubscribeLink } from "~/features/newsletter/issue-email";
import { startIssue } from "~/features/newsletter/issue-send.server";
import { jobsInTransaction } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { hasControlCharacters } from "~/lib/control-characters";
import { readOwnerTime } from "~/lib/owner-time";
import { plural } from "~/lib/plural";
import { deliveryReason } from "~/mail/delivery-reason";
import { openOutbox, sendEmail } from "~/mail/outbox.server";
import { done, notFound, refuse, type Outcome } from "./outcome";
import { isPostId, publishPost } from "./posts.server";
import type { ServiceDeps } from "./service-deps.server";

/**
 * The newsletter's issues, sent from the site (decision 069): one made from a post, previewed as
 * the e-mail its readers get, sent as a test to the owner, then sent now or at a set time to every
 * confirmed subscriber, each exactly once at most; and the report of each. The console, the
 * command line and the admin socket call these alike.
 */

/** The latest an issue may be scheduled: a year ahead. */
const MAX_SCHEDULE_DAYS = 366;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What stands between the owner and sending: e-mail not set up, Kit chosen as the sender. Null when the site can send. */
async function cannotSend(deps: ServiceDeps, site: SiteConfig): Promise<string | null> {
  if (!deps.env.server.SMTP_URL || !deps.env.server.MAIL_FROM)
    return "E-mail is not set up, so the site cannot send an issue: set SMTP_URL and MAIL_FROM (the Setup page says how).";
  if (site.newsletter.sender === "kit")
    return "Kit sends your newsletter (Your details › Newsletter): send the issue from Kit, or choose this site as the sender first.";
  return null;
}

const confirmedCount = async (deps: ServiceDeps) =>
  (await deps.db.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "confirmed")))[0]?.n ?? 0;

/** An issue as the console lists it. */
export interface IssueSummary {
  id: string;
  subject: string;
  status: IssueStatus;
  sendAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  recipients: number;
  sent: number;
}

/** The issues, newest first, with how many each reached; the posts an issue can be made from; and whether the site can send now. */
export async function listIssues(deps: ServiceDeps, _input: Record<string, never>) {
  const site = await deps.site();
  const [issues, sentCounts, posts, confirmed, blocked] = await Promise.all([
    deps.db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.sendAt), desc(newsletterIssues.createdAt)).limit(200),
    deps.db
      .select({ issueId: newsletterDeliveries.issueId, n: count() })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.status, "sent"))
      .groupBy(newsletterDeliveries.issueId),
    deps.db
      .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, status: blogPosts.status })
      .from(blogPosts)
      .orderBy(desc(blogPosts.updatedAt))
      .limit(200),
    confirmedCount(deps),
    cannotSend(deps, site),
  ]);
  const sentOf = new Map(sentCounts.map((row) => [row.issueId, row.n]));
  return done({
    issues: issues.map((row): IssueSummary => ({
      id: row.id,
      subject: row.subject,
      status: row.status,
      sendAt: row.sendAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      recipients: row.recipients,
      sent: sentOf.get(row.id) ?? 0,
    })),
    posts,
    confirmed,
    blocked,
  });
}

/** An issue as it will be sent: made from the post's saved fields, with the subject the owner gave (the title when empty). */
interface ComposedIssue {
  postId: string;
  postStatus: string;
  postTitle: string;
  subject: string;
  html: string;
  text: string;
}

async function compose(deps: ServiceDeps, { postId, subject }: { postId: unknown; subject?: unknown }): Promise<Outcome<ComposedIssue>> {
  if (!isPostId(postId)) return notFound("No post has this id.");
  const [post] = await deps.db.select().from(blogPosts).where(eq(blogPosts.id, postId));
  if (!post) return notFound("No post has this id.");
  const given = typeof subject === "string" ? subject.trim() : "";
  const chosen = given || post.title.trim();
  if (!chosen) return refuse("Give the issue a subject (the post has no title yet).", "subject");
  if (chosen.length > ISSUE_SUBJECT_MAX) return refuse(`Keep the subject within ${ISSUE_SUBJECT_MAX} characters.`, "subject");
  if (hasControlCharacters(chosen)) return refuse("The subject must be one line of plain text.", "subject");
  if (!post.body.trim()) return refuse("The post has no words yet: write it before sending it.", "postId");
  const site = await deps.site();
  const bodyHtml = renderPostBodyForEmail(post.body, site.siteUrl);
  const email = issueEmail(
    {
      subject: chosen,
      excerpt: post.excerpt.trim(),
      bodyHtml,
      bodyText: htmlToMarkdown(bodyHtml),
      // Only a post on the blog has a page to read it on; an issue sent "e-mail only" has none.
      ...(post.status === "published" ? { postUrl: new URL(`/blog/${post.slug}`, site.siteUrl).toString() } : {}),
    },
    site,
  );
  return done({ postId: post.id, postStatus: post.status, postTitle: post.title, ...email });
}

/**
 * The e-mail an issue made from the post would be, for the owner to look at before sending: its
 * subject, HTML and text (the unsubscribe link drawn but going nowhere), how many it would reach
 * now, and the key its send carries, so a repeated send sends nothing twice (decision 060's rule).
 */
export async function previewIssue(deps: ServiceDeps, input: { postId: string; subject?: string }) {
  const composed = await compose(deps, input);
  if (!composed.ok) return composed;
  const site = await deps.site();
  return done({
    ...composed.value,
    html: withUnsubscribeLink(composed.value.html, "#"),
    text: withUnsubscribeLink(composed.value.text, "#"),
    recipients: await confirmedCount(deps),
    blocked: await cannotSend(deps, site),
    key: randomUUID(),
  });
}

/** Sends the issue as it would go out to the owner's contact address alone, marked as a test; its unsubscribe link goes nowhere. */
export async function sendIssueTest(deps: ServiceDeps, input: { postId: string; subject?: string }): Promise<Outcome<{ to: string }>> {
  const composed = await compose(deps, input);
  if (!composed.ok) return composed;
  const site = await deps.site();
  if (!deps.env.server.SMTP_URL || !deps.env.server.MAIL_FROM)
    return refuse("E-mail is not set up, so no test can be sent: set SMTP_URL and MAIL_FROM (the Setup page says how).");
  const outbox = await openOutbox(await deps.queue());
  const testLink = new URL("/newsletter", site.siteUrl).toString();
  await deps.db.transaction((tx) =>
    sendEmail(tx, outbox, {
      kind: "newsletter-test",
      to: site.ownerEmail,
      subject: `${newsletterIssueWords.testPrefix}${composed.value.subject}`,
      html: withUnsubscribeLink(composed.value.html, testLink),
      text: withUnsubscribeLink(composed.value.text, testLink),
    }),
  );
  deps.did(`Sent a test of “${composed.value.subject}” to ${site.ownerEmail}`);
  return done({ to: site.ownerEmail });
}

export interface SendIssueInput {
  /** The key the preview made (a UUID): the issue's id, so a second send of it sends nothing. */
  key: string;
  postId: string;
  subject?: string;
  /** "now", or a date and time read in the owner's time zone (2026-12-01 09:00). */
  at?: string;
  /** Publish a post that is not on the blog as the issue goes (else an unpublished post is e-mailed only). */
  publish?: boolean;
}

/**
 * Sends the issue to every confirmed subscriber now, or schedules it. The post's words are kept in
 * the issue as they are now (a later edit of the post changes nothing sent). Sent now, it starts in
 * the same transaction that writes it: its delivery rows and jobs commit with it.
 */
export async function sendIssue(
  deps: ServiceDeps,
  input: SendIssueInput,
): Promise<Outcome<{ id: string; status: IssueStatus; sendAt: string; recipients: number; already: boolean }>> {
  if (typeof input.key !== "string" || !UUID.test(input.key))
    return refuse("This send has no key from a preview: preview the issue again, then send.");
  const site = await deps.site();
  const blocked = await cannotSend(deps, site);
  if (blocked) return refuse(blocked);
  const [existing] = await deps.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, input.key));
  if (existing) return done({ ...alreadyAnswer(existing), already: true });

  const now = !input.at || input.at === "now";
  let sendAt = deps.now;
  if (!now) {
    const zone = deps.env.server.OWNER_TIME_ZONE;
    const when = readOwnerTime(input.at, zone);
    if (!when) return refuse(`Give the time to send as a date and a time, like 2026-12-01 09:00 (read in ${zone}).`, "at");
    if (when.getTime() <= deps.now.getTime()) return refuse("Pick a time in the future (or send now).", "at");
    if (when.getTime() > deps.now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) return refuse("Pick a time within the next year.", "at");
    sendAt = when;
  }
  if ((await confirmedCount(deps)) === 0) return refuse("No one has confirmed a subscription yet, so there is no one to send it to.");
  const composed = await compose(deps, input);
  if (!composed.ok) return composed;
  if (input.publish && composed.value.postStatus !== "published") {
    const published = await publishPost(deps, { id: composed.value.postId });
    if (!published.ok) return published;
  }
  // Composed again after publishing: the e-mail then links to the post's page.
  const final = input.publish ? await compose(deps, input) : composed;
  if (!final.ok) return final;

  const queue = await deps.queue();
  const jobs = queue && now ? await jobsInTransaction(queue, [QUEUES.newsletterSend.name]) : undefined;
  const written = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterIssues)
      .values({
        id: input.key,
        postId: final.value.postId,
        subject: final.value.subject,
        htmlBody: final.value.html,
        textBody: final.value.text,
        sendAt,
        createdBy: deps.actor,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    // Without a queue here (the command line beside a stopped server) the server's minute starts it.
    const recipients = jobs ? await startIssue(tx as unknown as typeof deps.db, jobs, row.id) : undefined;
    return { row, recipients };
  });
  if (!written) {
    const [again] = await deps.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, input.key));
    return done({ ...alreadyAnswer(again!), already: true });
  }
  const { row, recipients } = written;
  deps.did(
    now
      ? `Sent the issue “${row.subject}” to ${plural(recipients ?? 0, "subscriber")}`
      : `Scheduled the issue “${row.subject}” for ${consoleTime(sendAt)}`,
  );
  return done({
    id: row.id,
    status: recipients === undefined ? "scheduled" : "sending",
    sendAt: sendAt.toISOString(),
    recipients: recipients ?? 0,
    already: false,
  });
}

const alreadyAnswer = (row: typeof newsletterIssues.$inferSelect) => ({
  id: row.id,
  status: row.status,
  sendAt: row.sendAt.toISOString(),
  recipients: row.recipients,
});

/** Cancels an issue that has not started; one that is sending or sent cannot be called back. */
export async function cancelIssue(deps: ServiceDeps, { id }: { id: string }): Promise<Outcome<{ id: string }>> {
  if (typeof id !== "string" || !UUID.test(id)) return notFound("No issue has this id.");
  const [row] = await deps.db
    .update(newsletterIssues)
    .set({ status: "canceled" })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "scheduled")))
    .returning({ id: newsletterIssues.id, subject: newsletterIssues.subject });
  if (row) {
    deps.did(`Cancelled the issue “${row.subject}”`);
    return done({ id });
  }
  const [found] = await deps.db.select({ status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!found) return notFound("No issue has this id.");
  return refuse(
    found.status === "canceled"
      ? "The issue is already cancelled."
      : "The issue has started: an e-mail that has gone cannot be called back.",
  );
}

/** A recipient the report names: one whose copy failed, bounced or may not have arrived. */
export interface IssueProblem {
  email: string;
  status: DeliveryStatus;
  reason: string;
}

/**
 * One issue's report: how many it was addressed to, sent, failed, bounced, skipped (they left before
 * their turn), unknown (the site stopped while the server had it), still to go, and how many of
 * its recipients have unsubscribed since it started; the first recipients whose copy did not go, with why.
 */
export async function issueReport(deps: ServiceDeps, { id }: { id: string }) {
  if (typeof id !== "string" || !UUID.test(id)) return notFound("No issue has this id.");
  const [issue] = await deps.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!issue) return notFound("No issue has this id.");
  const d = newsletterDeliveries;
  const s = newsletterSubscribers;
  const [byStatus, left, problems] = await Promise.all([
    deps.db.select({ status: d.status, n: count() }).from(d).where(eq(d.issueId, id)).groupBy(d.status),
    issue.startedAt
      ? deps.db
          .select({ n: count() })
          .from(d)
          .innerJoin(s, eq(s.id, d.subscriberId))
          .where(and(eq(d.issueId, id), isNotNull(s.unsubscribedAt), gte(s.unsubscribedAt, issue.startedAt)))
      : Promise.resolve([{ n: 0 }]),
    deps.db
      .select({ email: s.email, status: d.status, lastError: d.lastError })
      .from(d)
      .innerJoin(s, eq(s.id, d.subscriberId))
      .where(and(eq(d.issueId, id), inArray(d.status, ["failed", "bounced", "unknown"])))
      .orderBy(asc(d.updatedAt))
      .limit(100),
  ]);
  const counts: Record<DeliveryStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0, bounced: 0, skipped: 0, unknown: 0 };
  for (const row of byStatus) counts[row.status] = row.n;
  return done({
    issue: {
      id: issue.id,
      subject: issue.subject,
      status: issue.status,
      postId: issue.postId,
      sendAt: issue.sendAt.toISOString(),
      startedAt: issue.startedAt?.toISOString() ?? null,
      finishedAt: issue.finishedAt?.toISOString() ?? null,
      recipients: issue.recipients,
      createdBy: issue.createdBy,
    },
    counts: { ...counts, toGo: counts.queued + counts.sending, unsubscribedSince: left[0]?.n ?? 0 },
    problems: problems.map((row): IssueProblem => ({
      email: row.email,
      status: row.status,
      reason: row.status === "unknown" ? (row.lastError ?? "") : (deliveryReason(row.lastError) ?? ""),
    })),
    // How an HTML part looks, for the report's own preview of what went.
    html: withUnsubscribeLink(issue.htmlBody, "#"),
  });
}
