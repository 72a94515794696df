import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  adminCollaborators,
  emailOutbox,
  eventRegistrations,
  events,
  landingPageSignups,
  newsletterSubscribers,
  purchases,
} from "~/db/schema";
import { loadEnv } from "~/config/env.server";
import { queueEmail } from "~/mail/outbox.server";
import { forgetPerson, TABLES_WITH_ADDRESSES } from "~/owner/forget-person.server";
import { ownerNoticeText } from "~/owner/owner-notifications.server";
import { runAdminCommand } from "../admin-command";
import { createTestDatabase, testDatabases } from "../db";
import { addEvent } from "../factories";
import { mailboxKey } from "~/lib/email-address";

/** Runs `npm run admin -- …` on the test's database and keeps what it printed. */
function admin(argv: string[], database: DatabaseHandle) {
  return runAdminCommand(argv, { env, database });
}

const env = loadEnv({ DATA_DIR: "memory://" });
/** For the calls where no one waits: a freed seat stays free. */
const keepFreedSeats = async () => 0;

describe.each(testDatabases())("forgetting a person on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  /** Ana in every table that can hold an address, in several cases; Lee beside her, to be kept. */
  async function seed(ana: string) {
    const first = await addEvent(handle, { title: "Session one", maxAttendees: 5, currentAttendees: 2 });
    const second = await addEvent(handle, { title: "Session two", maxAttendees: null, currentAttendees: 1 });
    await handle.db.insert(eventRegistrations).values([
      { eventId: first.id, email: ana.toUpperCase(), emailKey: mailboxKey(ana.toUpperCase()), name: "Ana" },
      { eventId: first.id, email: `lee-${ana}`, emailKey: mailboxKey(`lee-${ana}`), name: "Lee" },
      { eventId: second.id, email: ana, emailKey: mailboxKey(ana), name: "Ana" },
    ]);
    await handle.db.insert(landingPageSignups).values([
      { firstName: "Ana", lastName: "Lima", email: ana, pageSource: "career-ai" },
      { firstName: "Ana", lastName: "Lima", email: ana.replace(/^./, (c) => c.toUpperCase()), pageSource: "business-building-ai" },
      { firstName: "Lee", lastName: "Park", email: `lee-${ana}`, pageSource: "career-ai" },
    ]);
    await handle.db.insert(newsletterSubscribers).values([
      { email: ana.toUpperCase(), source: "/" },
      { email: `lee-${ana}`, source: "/" },
    ]);
    const sent = await queueEmail(handle.db, { kind: "event-registration", to: ana, subject: "You're registered", text: "See you" });
    await handle.db.update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(emailOutbox.id, sent.id));
    await queueEmail(handle.db, { kind: "event-registration", to: ana.toUpperCase(), subject: "You're registered", text: "See you" });
    // The owner's notice names her in its text; the owner's digest does not, and stays.
    await queueEmail(handle.db, {
      kind: "owner-signup",
      to: "owner@example.com",
      ...ownerNoticeText(
        {
          kind: "early-access-signup",
          email: ana,
          firstName: "Ana",
          lastName: "Lima",
          pageSource: "career-ai",
          learningInterest: null,
        },
        "America/Los_Angeles",
      ),
    });
    await queueEmail(handle.db, { kind: "owner-digest", to: "owner@example.com", subject: "Your site today", text: "1 sign-up" });
    await queueEmail(handle.db, { kind: "event-registration", to: `lee-${ana}`, subject: "You're registered", text: "See you" });
    return { first, second };
  }

  const seatsOf = async (id: string) => (await handle.db.select().from(events).where(eq(events.id, id)))[0]!.currentAttendees;
  const holding = async (address: string) => {
    const lower = address.toLowerCase();
    const [row] = (
      (await handle.db.execute(sql`select
        (select count(*)::int from landing_page_signups where lower(email) = ${lower}) as signups,
        (select count(*)::int from event_registrations where lower(email) = ${lower}) as registrations,
        (select count(*)::int from newsletter_subscribers where lower(email) = ${lower}) as subscribers,
        (select count(*)::int from email_outbox where lower(to_address) = ${lower} or position(${lower} in lower(text_body)) > 0) as outbox`)) as unknown as {
        rows: { signups: number; registrations: number; subscribers: number; outbox: number }[];
      }
    ).rows;
    return row!;
  };

  test("removes the address in any case from every table, frees its seats, keeps everyone else, and reports the counts", async () => {
    const { first, second } = await seed("ana@example.com");
    // Ana was also invited to help: she stays a collaborator, without the address.
    const [helper] = await handle.db
      .insert(adminCollaborators)
      .values({ name: "Ana", email: "ANA@example.com", role: "editor" })
      .returning({ id: adminCollaborators.id });
    // Ana bought the guide: the sale stays, without her address.
    const [sale] = await handle.db
      .insert(purchases)
      .values({
        product: "full-guide",
        amount: 500,
        currency: "usd",
        buyerEmail: "Ana@Example.com",
        stripeCheckoutSessionId: "cs_test_ana",
      })
      .returning({ id: purchases.id });
    const report = await forgetPerson(handle.db, "  Ana@Example.COM ", keepFreedSeats);
    expect(report).toEqual({
      email: "Ana@Example.COM",
      removed: {
        landing_page_signups: 2,
        event_registrations: 2,
        newsletter_subscribers: 1,
        email_outbox: 3,
        admin_collaborators: 1,
        purchases: 1,
      },
      deliveries: 0,
      seatsFreed: expect.arrayContaining([
        { eventId: first.id, title: "Session one", seats: 1, promoted: 0 },
        { eventId: second.id, title: "Session two", seats: 1, promoted: 0 },
      ]) as unknown,
    });
    expect(await holding("ana@example.com")).toEqual({ signups: 0, registrations: 0, subscribers: 0, outbox: 0 });
    expect(
      await handle.db
        .select({ name: adminCollaborators.name, email: adminCollaborators.email })
        .from(adminCollaborators)
        .where(eq(adminCollaborators.id, helper!.id)),
    ).toEqual([{ name: "Ana", email: null }]);
    expect(
      await handle.db
        .select({ product: purchases.product, amount: purchases.amount, buyerEmail: purchases.buyerEmail })
        .from(purchases)
        .where(eq(purchases.id, sale!.id)),
    ).toEqual([{ product: "full-guide", amount: 500, buyerEmail: null }]);
    expect(await seatsOf(first.id)).toBe(1);
    expect(await seatsOf(second.id)).toBe(0);
    expect(await holding("lee-ana@example.com")).toEqual({ signups: 1, registrations: 1, subscribers: 1, outbox: 1 });
    const digests = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "owner-digest"));
    expect(digests).toHaveLength(1);

    // Again: nothing left to remove.
    expect((await forgetPerson(handle.db, "ana@example.com", keepFreedSeats)).removed).toEqual({
      landing_page_signups: 0,
      event_registrations: 0,
      newsletter_subscribers: 0,
      email_outbox: 0,
      admin_collaborators: 0,
      purchases: 0,
    });
  });

  test("npm run admin -- forget EMAIL does the same and says what it removed; a missing or bad address is a usage error", async () => {
    await seed("mo@example.com");
    const done = await admin(["forget", "MO@example.com"], handle);
    expect(done).toMatchObject({ code: 0, stderr: "" });
    expect(done.stdout).toContain("Forgot MO@example.com: 8 rows removed.");
    expect(done.stdout).toMatch(/landing_page_signups\s+2/);
    expect(done.stdout).toMatch(/event_registrations\s+2/);
    expect(done.stdout).toMatch(/newsletter_subscribers\s+1/);
    expect(done.stdout).toMatch(/email_outbox\s+3/);
    expect(done.stdout).toContain("Session one: 1 seat freed");
    expect(await holding("mo@example.com")).toEqual({ signups: 0, registrations: 0, subscribers: 0, outbox: 0 });

    expect((await admin(["forget", "mo@example.com"], handle)).stdout).toContain("Nothing held mo@example.com.");
    expect(await admin(["forget"], handle)).toMatchObject({ code: 2, stderr: expect.stringContaining("missing <email>") as unknown });
    for (const argv of [
      ["forget", "not an address"],
      ["forget", "a\u0000b@example.com"],
    ]) {
      const refused = await admin(argv, handle);
      expect(refused.code, argv.join(" ")).not.toBe(0);
      expect(refused.stderr).toContain("Please enter the e-mail address to forget.");
    }
  });

  test("a seat freed in a full session goes to the first person waiting, who is e-mailed; a place on the waitlist frees none", async () => {
    const full = await addEvent(handle, { title: "Full session", maxAttendees: 1, currentAttendees: 1 });
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, seconds));
    await handle.db.insert(eventRegistrations).values([
      {
        eventId: full.id,
        email: "seat@example.com",
        emailKey: mailboxKey("seat@example.com"),
        name: "Sam",
        status: "registered",
        createdAt: at(0),
      },
      {
        eventId: full.id,
        email: "first-waiting@example.com",
        emailKey: mailboxKey("first-waiting@example.com"),
        name: "Fay",
        status: "waiting",
        createdAt: at(1),
        manageToken: "fay-token",
      },
      {
        eventId: full.id,
        email: "second-waiting@example.com",
        emailKey: mailboxKey("second-waiting@example.com"),
        name: "Sid",
        status: "waiting",
        createdAt: at(2),
        manageToken: "sid-token",
      },
    ]);
    const statusOf = async (email: string) =>
      (await handle.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email)))[0]?.status;

    const done = await admin(["forget", "seat@example.com"], handle);
    expect(done).toMatchObject({ code: 0, stderr: "" });
    expect(done.stdout).toContain("Full session: 1 seat freed, taken by 1 person from the waitlist");
    expect(await statusOf("first-waiting@example.com")).toBe("registered");
    expect(await statusOf("second-waiting@example.com")).toBe("waiting");
    expect(await seatsOf(full.id)).toBe(1);
    const told = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "first-waiting@example.com"));
    expect(told).toHaveLength(1);
    expect(told[0]!.textBody).toContain("/events/manage/fay-token");

    // Forgetting someone who only waited frees no seat and moves nobody.
    const waiting = await forgetPerson(handle.db, "second-waiting@example.com", () => {
      throw new Error("no seat was freed");
    });
    expect(waiting.seatsFreed).toEqual([{ eventId: full.id, title: "Full session", seats: 0, promoted: 0 }]);
    expect(await seatsOf(full.id)).toBe(1);
    await handle.db
      .insert(eventRegistrations)
      .values({ eventId: full.id, email: "third@example.com", emailKey: mailboxKey("third@example.com"), name: "Tia", status: "waiting" });
    expect((await admin(["forget", "third@example.com"], handle)).stdout).toContain("Full session: no seat held");
  });

  test("every column that can hold an e-mail address is one that forgetting clears", async () => {
    // A new table with an address must be added to forgetPerson; this fails until it is.
    const columns = (
      (await handle.db.execute(sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and (column_name like '%email%' or column_name = 'to_address')`)) as unknown as {
        rows: { table_name: string; column_name: string }[];
      }
    ).rows;
    expect([...new Set(columns.map((column) => column.table_name))].sort()).toEqual([...TABLES_WITH_ADDRESSES].sort());
  });
});
