import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultSiteConfig } from "~/content/site-config";
import type { DatabaseHandle } from "~/db/client.server";
import { emailOutbox, eventRegistrations, events, type NewEventRow } from "~/db/schema";
import { eventUid } from "~/features/events/event-calendar";
import type { EventsResult } from "~/features/events/event-view";
import { cancelRegistration, registerForEvent } from "~/features/events/registration-mutations.server";
import { addSession, changeSession } from "~/features/events/session-mutations.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { action as manageAction, loader as manageLoader } from "~/routes/events.manage.$token";
import { loader as privateCalendarLoader } from "~/routes/events.manage.$token.calendar[.]ics";
import { action, loader } from "~/routes/events";
import { loader as feedLoader } from "~/routes/events[.]ics";
import { callRoute, postForm, routeAnswer, routerContext } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { addEvent as addEventTo, isoDay } from "../factories";
import { parseCalendar } from "../ics-parse";
import { mailboxKey } from "~/lib/email-address";

const site = { ...defaultSiteConfig, siteUrl: "http://localhost:3000" };
const JOIN = "https://meet.example.com/secret-room-42";
const PLACE = "Pike Place Studio, Room 3";

describe.each(testDatabases())("live sessions people can attend, on %s", (kind) => {
  let handle: DatabaseHandle;
  const queue = { send: async () => randomUUID() } as unknown as JobQueue;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  const addEvent = (overrides?: Partial<NewEventRow>) => addEventTo(handle, { joinUrl: JOIN, location: PLACE, ...overrides });
  const context = () => routerContext({ database: handle, queue });
  const register = (fields: Record<string, string>) =>
    routeAnswer(action, postForm(`/events?session=${fields.eventId}`, fields), context());
  const mailTo = (to: string) =>
    handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
  const registrationOf = async (email: string) =>
    (await handle.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email)))[0]!;
  const seats = async (id: string) => (await handle.db.select().from(events).where(eq(events.id, id)))[0]!.currentAttendees;
  const tokenIn = (text: string) => /\/events\/manage\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  const mail = () => ({ now: new Date(), site });

  test("a real instant: the texts the page accepts give starts_at in the session's zone; another zone's time is converted", async () => {
    const added = await addSession(handle.db, {
      title: "Zones",
      date: "2099-12-03",
      time: "10 AM EST",
      category: "Workshop",
      description: "Converted, not shifted.",
    });
    expect(added).toMatchObject({ status: "saved", converted: { to: "2099-12-03 7:00 AM PST" } });
    if (added.status !== "saved") return;
    expect(added.event).toMatchObject({ time: "7:00 AM", timeZone: "America/Los_Angeles" });
    expect(added.event.startsAt!.toISOString()).toBe("2099-12-03T15:00:00.000Z");
    expect(
      await addSession(handle.db, { title: "X", date: "2099-12-03", time: "10 AM BST", category: "Workshop", description: "x" }),
    ).toMatchObject({
      status: "invalid",
      message: expect.stringContaining('"BST"'),
    });
  });

  test("where: registrants get the link and place (panel, e-mail, invitation, manage page); the page, the feed and the JSON-LD don't", async () => {
    const event = await addEvent({ title: "Where test" });
    const email = `where-${kind}@example.com`;
    const answer = await register({ eventId: event.id, email, name: "Ana" });
    expect(answer).toMatchObject({ status: 200, result: { ok: true, joinUrl: JOIN, location: PLACE } });
    // Someone typing the same address again is told what a new registration is told now, nothing more.
    const again = await register({ eventId: event.id, email, name: "Ana" });
    expect(again.result).toEqual(answer.result);

    const [confirmation] = await mailTo(email);
    expect(confirmation!.textBody).toContain(JOIN);
    expect(confirmation!.textBody).toContain(PLACE);
    const token = tokenIn(confirmation!.textBody)!;
    expect(token).toBeDefined();
    const invite = parseCalendar(confirmation!.attachments[0]!.content);
    expect(invite.events[0]).toMatchObject({ url: JOIN, uid: eventUid(event.id, site) });
    expect(invite.root.getFirstSubcomponent("vevent")!.getFirstPropertyValue("location")).toBe(PLACE);

    const page = (await callRoute(loader, "http://localhost/events", context())) as { result: EventsResult; jsonLd: object[] };
    const pageText = JSON.stringify(page);
    expect(pageText).not.toContain("secret-room-42");
    expect(pageText).not.toContain("Pike Place");
    expect(pageText).toContain("Online and in person, link and place sent after registering");
    const ld = page.jsonLd.find((entry) => (entry as { name: string }).name === "Where test") as Record<string, unknown>;
    expect(ld).toMatchObject({
      "@type": "Event",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: `http://localhost:3000/events?session=${event.id}` },
      offers: { price: 0, availability: "https://schema.org/InStock" },
      organizer: { "@type": "Person" },
      remainingAttendeeCapacity: 99,
      maximumAttendeeCapacity: 100,
      startDate: event.startsAt!.toISOString(),
    });
    const feed = await (await callRoute(feedLoader, "http://localhost/events.ics", context())).text();
    expect(feed).not.toContain("secret-room-42");
    expect(feed).toContain("link and place sent after registering");

    const manage = await routeAnswer(manageLoader, `http://localhost/events/manage/${token}`, context(), { token });
    expect(manage).toMatchObject({ status: 200, result: { page: { state: "registered", joinUrl: JOIN, location: PLACE, email } } });
    const mine = await callRoute(privateCalendarLoader, "http://localhost/", context(), { token });
    const mineParsed = parseCalendar(await mine.text());
    expect(mineParsed.events[0]).toMatchObject({ url: JOIN, uid: eventUid(event.id, site), startZone: "America/Los_Angeles" });
  });

  test("forged, expired and cancelled links answer a plain page and nobody's data", async () => {
    for (const token of ["x", "A".repeat(43), "'; drop table events; --", randomUUID()]) {
      const answer = await routeAnswer(manageLoader, "http://localhost/", context(), { token });
      expect(answer).toMatchObject({ status: 404, result: { page: { state: "bad-link" } } });
      expect(JSON.stringify(answer.result)).not.toContain("@");
      const cancel = await routeAnswer(manageAction, postForm("/", { intent: "cancel" }), context(), { token });
      expect(cancel).toMatchObject({ status: 404, result: { answer: { outcome: "invalid" } } });
    }
    // A session long past: its links have expired.
    const old = await addEvent({ date: isoDay(-30) });
    const email = `old-${kind}@example.com`;
    await handle.db.insert(eventRegistrations).values({ eventId: old.id, email, emailKey: mailboxKey(email), manageToken: "B".repeat(43) });
    expect(await routeAnswer(manageLoader, "http://localhost/", context(), { token: "B".repeat(43) })).toMatchObject({
      status: 404,
      result: { page: { state: "bad-link" } },
    });
  });

  test("cancel frees the seat at once and sends METHOD:CANCEL; twice is answered plainly; a past session can't be cancelled", async () => {
    const event = await addEvent({ maxAttendees: 5 });
    const email = `cancel-${kind}@example.com`;
    await register({ eventId: event.id, email });
    expect(await seats(event.id)).toBe(1);
    const token = tokenIn((await mailTo(email))[0]!.textBody)!;

    const first = await routeAnswer(manageAction, postForm("/", { intent: "cancel" }), context(), { token });
    expect(first).toMatchObject({ status: 200, result: { answer: { outcome: "cancelled", was: "registered" } } });
    expect(await seats(event.id)).toBe(0);
    expect((await registrationOf(email)).status).toBe("cancelled");
    const cancellation = (await mailTo(email)).at(-1)!;
    expect(cancellation.kind).toBe("event-cancellation");
    expect(cancellation.textBody).not.toContain(JOIN);
    const parsed = parseCalendar(cancellation.attachments[0]!.content);
    expect(parsed.method).toBe("CANCEL");
    expect(parsed.events[0]!.uid).toBe(eventUid(event.id, site));
    expect(parsed.root.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(parsed.root.getFirstSubcomponent("vevent")!.getFirstPropertyValue("sequence")).toBe(1);

    const second = await routeAnswer(manageAction, postForm("/", { intent: "cancel" }), context(), { token });
    expect(second).toMatchObject({ status: 409, result: { answer: { outcome: "already-cancelled" } } });
    expect(await seats(event.id)).toBe(0);
    expect(await routeAnswer(manageLoader, "http://localhost/", context(), { token })).toMatchObject({
      status: 410,
      result: { page: { state: "cancelled" } },
    });

    // Registering again after cancelling takes a seat with a fresh link; the old one stays dead.
    await register({ eventId: event.id, email });
    expect((await registrationOf(email)).status).toBe("registered");
    expect((await registrationOf(email)).manageToken).not.toBe(token);

    // A session that has started can't be cancelled.
    const started = await addEvent({ date: isoDay(-1) });
    await handle.db
      .insert(eventRegistrations)
      .values({ eventId: started.id, email, emailKey: mailboxKey(email), manageToken: "C".repeat(43) });
    await handle.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(events.id, started.id));
    expect(await cancelRegistration(handle.db, queue, "C".repeat(43), mail())).toEqual({ status: "past" });
  });

  test("changes reach people: an update with the same UID and a higher SEQUENCE; a deactivation sends cancellations", async () => {
    const event = await addEvent({ title: "Moving session" });
    const people = [`move-a-${kind}@example.com`, `move-b-${kind}@example.com`];
    for (const email of people) await register({ eventId: event.id, email });
    const outsider = `move-cancelled-${kind}@example.com`;
    await register({ eventId: event.id, email: outsider });
    await cancelRegistration(handle.db, queue, tokenIn((await mailTo(outsider))[0]!.textBody)!, mail());
    const outsiderMail = (await mailTo(outsider)).length;

    // The description alone is nobody's business.
    expect(await changeSession(handle.db, queue, event.id, { description: "New words." }, mail())).toMatchObject({ notified: 0 });
    const moved = await changeSession(handle.db, queue, event.id, { date: isoDay(17), time: "11:30 AM" }, mail());
    expect(moved).toMatchObject({ status: "saved", notified: 2, event: { sequence: 1, time: "11:30 AM" } });
    for (const email of people) {
      const update = (await mailTo(email)).at(-1)!;
      expect(update).toMatchObject({ kind: "event-update", subject: "Updated: Moving session" });
      expect(update.textBody).toContain("11:30 AM PST");
      const invite = parseCalendar(update.attachments[0]!.content);
      expect(invite.events[0]).toMatchObject({
        uid: eventUid(event.id, site),
        startLocal: `${isoDay(17)}T11:30:00`,
        startZone: "America/Los_Angeles",
      });
      expect(invite.root.getFirstSubcomponent("vevent")!.getFirstPropertyValue("sequence")).toBe(1);
    }
    expect(await changeSession(handle.db, queue, event.id, { joinUrl: "https://meet.example.com/new-room" }, mail())).toMatchObject({
      notified: 2,
      event: { sequence: 2 },
    });
    expect((await mailTo(people[0]!)).at(-1)!.textBody).toContain("https://meet.example.com/new-room");

    const off = await changeSession(handle.db, queue, event.id, { isActive: false }, mail());
    expect(off).toMatchObject({ status: "saved", notified: 2 });
    for (const email of people) {
      const cancellation = (await mailTo(email)).at(-1)!;
      expect(cancellation.kind).toBe("event-session-cancelled");
      expect(parseCalendar(cancellation.attachments[0]!.content).method).toBe("CANCEL");
    }
    expect(await mailTo(outsider)).toHaveLength(outsiderMail);
    expect(await changeSession(handle.db, queue, randomUUID(), { title: "x" }, mail())).toEqual({ status: "not-found" });
    expect(await changeSession(handle.db, queue, event.id, { maxAttendees: 1 }, mail())).toMatchObject({ status: "invalid" });
  });

  test("waitlist: a full session offers it, a freed seat goes to the first waiting person, who is e-mailed the link", async () => {
    const event = await addEvent({ maxAttendees: 1 });
    const holder = `wl-holder-${kind}@example.com`;
    await register({ eventId: event.id, email: holder });
    expect(await register({ eventId: event.id, email: `wl-plain-${kind}@example.com` })).toMatchObject({
      status: 409,
      result: { errors: { form: "This session is full" } },
    });
    const first = `wl-first-${kind}@example.com`;
    const second = `wl-second-${kind}@example.com`;
    // The answer names no place in line: a known address must get the same answer as a new one (the
    // manage page, linked from the e-mail, shows the place).
    const joined = await register({ eventId: event.id, email: first, waitlist: "1" });
    expect(joined).toMatchObject({ status: 200, result: { ok: true, waiting: true } });
    expect(await register({ eventId: event.id, email: second, waitlist: "1" })).toMatchObject({ result: { waiting: true } });
    // Twice on the waitlist is still one place, answered as a first time is.
    const twice = await register({
      eventId: event.id,
      email: second.toUpperCase(),
      emailKey: mailboxKey(second.toUpperCase()),
      waitlist: "1",
    });
    expect(twice.result).toEqual({ ...joined.result, email: second.toUpperCase().replace("EXAMPLE.COM", "example.com") });
    const waitlistMail = (await mailTo(first))[0]!;
    expect(waitlistMail.kind).toBe("event-waitlist");
    expect(waitlistMail.textBody).not.toContain(JOIN);
    const secondToken = tokenIn((await mailTo(second))[0]!.textBody)!;
    expect(await routeAnswer(manageLoader, "http://localhost/", context(), { token: secondToken })).toMatchObject({
      result: { page: { state: "waiting", position: 2, joinUrl: null, location: null } },
    });

    await cancelRegistration(handle.db, queue, tokenIn((await mailTo(holder))[0]!.textBody)!, mail());
    expect((await registrationOf(first)).status).toBe("registered");
    expect(await seats(event.id)).toBe(1);
    const promoted = (await mailTo(first)).at(-1)!;
    expect(promoted.kind).toBe("event-seat-opened");
    expect(promoted.textBody).toContain(JOIN);
    expect(await routeAnswer(manageLoader, "http://localhost/", context(), { token: secondToken })).toMatchObject({
      result: { page: { state: "waiting", position: 1 } },
    });

    // A raised maximum seats the next one; leaving the waitlist frees nothing.
    const third = `wl-third-${kind}@example.com`;
    await register({ eventId: event.id, email: third, waitlist: "1" });
    expect(await changeSession(handle.db, queue, event.id, { maxAttendees: 2 }, mail())).toMatchObject({ promoted: 1 });
    expect((await registrationOf(second)).status).toBe("registered");
    const left = await cancelRegistration(handle.db, queue, tokenIn((await mailTo(third))[0]!.textBody)!, mail());
    expect(left).toMatchObject({ status: "cancelled", was: "waiting", promoted: 0 });
    expect(await seats(event.id)).toBe(2);
  });

  test("50 registrations racing 10 cancellations on a 10-seat session: exactly 10 registered, the waitlist in arrival order", async () => {
    const event = await addEvent({ maxAttendees: 10 });
    const holders = Array.from({ length: 10 }, (_, i) => `race-holder-${i}-${kind}@example.com`);
    const tokens: string[] = [];
    for (const email of holders) {
      const outcome = await registerForEvent(handle.db, queue, { eventId: event.id, email, name: "" }, mail());
      if (outcome.status === "registered") tokens.push(outcome.manageToken);
    }
    expect(tokens).toHaveLength(10);
    const started = Date.now();
    const joiners = Array.from({ length: 50 }, (_, i) => `race-joiner-${i}-${kind}@example.com`);
    const outcomes = await Promise.all([
      ...joiners.map((email) => registerForEvent(handle.db, queue, { eventId: event.id, email, name: "", waitlist: true }, mail())),
      ...tokens.map((token) => cancelRegistration(handle.db, queue, token, mail())),
    ]);
    const elapsed = Date.now() - started;
    expect(outcomes.filter((outcome) => outcome.status === "cancelled")).toHaveLength(10);

    const rows = await handle.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id)))
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
    const registered = rows.filter((row) => row.status === "registered");
    const waiting = rows.filter((row) => row.status === "waiting");
    expect(registered).toHaveLength(10);
    expect(await seats(event.id)).toBe(10);
    expect(waiting).toHaveLength(40);
    expect(
      rows
        .filter((row) => row.status === "cancelled")
        .map((row) => row.email)
        .sort(),
    ).toEqual([...holders].sort());
    // Seats went in the order people arrived under the lock: the first ten joiners hold them, the rest wait behind.
    const joinerRows = rows.filter((row) => row.email.startsWith("race-joiner-"));
    expect(joinerRows.slice(0, 10).every((row) => row.status === "registered")).toBe(true);
    expect(joinerRows.slice(10).every((row) => row.status === "waiting")).toBe(true);
    // Each waiting person's answer named their place at that moment; no two were told the same one later.
    console.info(
      `[race ${kind}] 50 registrations + 10 cancellations on 10 seats: ${elapsed} ms; ${registered.length} registered, ${waiting.length} waiting`,
    );
  });

  /** An answer as the visitor sees it, less the address they typed (which it echoes). */
  const shown = ({ status, result }: { status: number; result: unknown }) => {
    const { email: _email, values: _values, ...rest } = result as Record<string, unknown>;
    return { status, ...rest };
  };
  const rowsOf = (eventId: string) =>
    handle.db
      .select({ email: eventRegistrations.email, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId))
      .orderBy(asc(eventRegistrations.createdAt));

  test("one mailbox, one seat or place: a +tag, Gmail's dots and googlemail.com are one address, written to as typed first", async () => {
    const event = await addEvent({ maxAttendees: 3 });
    const taken = async (emails: string[]) => {
      const rows = (await rowsOf(event.id)).filter((row) => emails.includes(row.email));
      return {
        seats: rows.filter((row) => row.status === "registered").length,
        places: rows.filter((row) => row.status === "waiting").length,
      };
    };
    const alice = "mbx-alice@example.com";
    const aliceGmail = "mbx.alice@gmail.com";
    await register({ eventId: event.id, email: alice });
    const firstGmail = await register({ eventId: event.id, email: aliceGmail });
    // Each alias asks for the waitlist too, as the page's form does once the session is full.
    const aliases = ["mbx-alice+1@example.com", "MBX-Alice+news@example.com", "m.b.x.alice@gmail.com", "mbxalice+2@googlemail.com"];
    const aliasAnswers = [];
    for (const email of aliases) aliasAnswers.push(await register({ eventId: event.id, email, waitlist: "1" }));
    const aliasSeats = await taken(aliases);
    await register({ eventId: event.id, email: "mbx-carol@example.com" });
    await register({ eventId: event.id, email: "mbx-bob@example.com", waitlist: "1" });
    const bobAliases = ["mbx-bob+1@example.com", "mbx-bob+2@example.com", "mbx-bob+3@example.com"];
    for (const email of bobAliases) await register({ eventId: event.id, email, waitlist: "1" });
    const bobPlaces = await taken(bobAliases);
    console.info(
      `[mailbox ${kind}] 4 aliases of 2 seat holders took ${aliasSeats.seats} seat(s) and ${aliasSeats.places} waitlist place(s); ` +
        `3 aliases of a waiting person took ${bobPlaces.places} place(s)`,
    );

    expect(aliasSeats).toEqual({ seats: 0, places: 0 });
    expect(bobPlaces).toEqual({ seats: 0, places: 0 });
    expect(await seats(event.id)).toBe(3);
    expect(await rowsOf(event.id)).toEqual([
      { email: alice, status: "registered" },
      { email: aliceGmail, status: "registered" },
      { email: "mbx-carol@example.com", status: "registered" },
      { email: "mbx-bob@example.com", status: "waiting" },
    ]);
    // An alias is answered as a new address would have been at that moment, and nothing is written to it.
    expect(shown(aliasAnswers[2]!)).toEqual(shown(firstGmail));
    for (const email of aliases) expect(await mailTo(email)).toHaveLength(0);
    // An hour on, an alias gets the registration's details again, sent to the address registered.
    await registerForEvent(
      handle.db,
      queue,
      { eventId: event.id, email: "m.b.x.alice+3@googlemail.com", name: "" },
      {
        now: new Date(Date.now() + 61 * 60_000),
        site,
      },
    );
    expect((await mailTo(aliceGmail)).map((message) => message.kind)).toEqual(["event-registration", "event-registration"]);
  });

  test("registering again answers as a new registration would at that moment and e-mails the details again, at most once an hour", async () => {
    const event = await addEvent({ maxAttendees: 2 });
    const known = "again-known@example.com";
    const first = await register({ eventId: event.id, email: known, name: "Kim" });
    const again = await register({ eventId: event.id, email: known, name: "Kim" });
    const fresh = await register({ eventId: event.id, email: "again-fresh@example.com" });
    expect(first).toMatchObject({ status: 200, result: { ok: true, joinUrl: JOIN, location: PLACE } });
    expect(shown(again)).toEqual(shown(first));
    expect(shown(fresh)).toEqual(shown(first));

    // Its confirmation went minutes ago: nothing more yet. An hour on, five tries at once send the
    // same details with the same manage link once.
    expect(await mailTo(known)).toHaveLength(1);
    const hourLater = { now: new Date(Date.now() + 61 * 60_000), site };
    await Promise.all(
      Array.from({ length: 5 }, () => registerForEvent(handle.db, queue, { eventId: event.id, email: known, name: "" }, hourLater)),
    );
    const sent = await mailTo(known);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ kind: "event-registration", subject: sent[0]!.subject });
    expect(sent[1]!.textBody).toContain(JOIN);
    expect(tokenIn(sent[1]!.textBody)).toBe(tokenIn(sent[0]!.textBody));
    expect(await seats(event.id)).toBe(2);

    // Full: a new address asking for the waitlist is put on it; the seat holder and the waiting
    // person asking again get that same answer.
    const waiting = "again-waiting@example.com";
    const newWaiting = await register({ eventId: event.id, email: waiting, waitlist: "1" });
    expect(newWaiting).toMatchObject({ status: 200, result: { ok: true, waiting: true } });
    expect(shown(await register({ eventId: event.id, email: known, waitlist: "1" }))).toEqual(shown(newWaiting));
    expect(shown(await register({ eventId: event.id, email: waiting, waitlist: "1" }))).toEqual(shown(newWaiting));
    // Without the waitlist's field (a page loaded before the session filled) everyone is told it is full.
    const late = await register({ eventId: event.id, email: "again-late@example.com" });
    expect(late).toMatchObject({ status: 409, result: { errors: { form: "This session is full" } } });
    expect(shown(await register({ eventId: event.id, email: known }))).toEqual(shown(late));
    expect(shown(await register({ eventId: event.id, email: waiting }))).toEqual(shown(late));

    // The waiting person gets their waitlist e-mail again an hour on, with its manage link.
    await registerForEvent(handle.db, queue, { eventId: event.id, email: waiting, name: "", waitlist: true }, hourLater);
    const waitlistMail = await mailTo(waiting);
    expect(waitlistMail.map((message) => message.kind)).toEqual(["event-waitlist", "event-waitlist"]);
    expect(tokenIn(waitlistMail[1]!.textBody)).toBe(tokenIn(waitlistMail[0]!.textBody));
    expect(await rowsOf(event.id)).toEqual([
      { email: known, status: "registered" },
      { email: "again-fresh@example.com", status: "registered" },
      { email: waiting, status: "waiting" },
    ]);
  });
});
