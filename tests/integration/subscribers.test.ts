import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadEnv } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import { adminCollaborators, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "~/db/schema";
import { createSignIn } from "~/features/admin/admin-auth.server";
import { IMPORT_REFUSALS, SUBSCRIBER_IMPORT } from "~/features/newsletter/subscriber-import";
import { loader as overviewLoader } from "~/routes/admin._index";
import { middleware as areaMiddleware } from "~/routes/admin-area";
import { middleware as consoleMiddleware } from "~/routes/admin";
import { action as importAction, loader as subscribersLoader } from "~/routes/admin.subscribers";
import { loader as subscribersCsv } from "~/routes/admin.subscribers[.]csv";
import { callService } from "~/services/calls.server";
import { previewForget } from "~/services/people.server";
import { serviceDeps } from "~/services/service-deps.server";
import { importSubscribers, listSubscribers, subscriberFigures } from "~/services/subscribers.server";
import { runAdminCommand } from "../admin-command";
import { callRoute, routeAnswer, routerContext } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";

const env = loadEnv({ DATA_DIR: "memory://" });
const encode = (text: string) => new TextEncoder().encode(text);

/** The import form's post: one file in a multipart body, as the browser sends it. */
function postFile(bytes: Uint8Array<ArrayBuffer> | string, name = "list.csv") {
  const body = new FormData();
  body.set("file", new File([typeof bytes === "string" ? encode(bytes) : bytes], name, { type: "text/csv" }));
  return new Request("http://localhost/admin/subscribers", { method: "POST", body });
}

/** A list kept by Kit, as its export writes it: good rows and every kind of bad one. */
const KIT_EXPORT = [
  "first_name,email_address,state,created_at",
  "Ana,ana@kit.example,active,2023-04-05 10:20:30 UTC", // 2: added with its date
  "Bo,BO@Kit.Example,active,2024-01-31T08:00:00Z", // 3: added
  "Cy,not-an-address,active,2024-01-01", // 4: not an address
  "Bo again,bo@kit.example,active,2024-02-01", // 5: the same as line 3
  "Di,di@kit.example,cancelled,2023-01-01", // 6: left
  "Ed,ed@kit.example,bounced,2023-01-01", // 7: bounced
  "Fay,fay@kit.example,active,2024-02-30 10:00:00", // 8: no such day
  "Gus,gus@kit.example,active,2999-01-01", // 9: in the future
  "Hal,old@kit.example,active,2022-06-01", // 10: already on the list, unsubscribed there
  'Ivy,"ivy@kit.example",active,', // 11: added, dated now
  "Jo,jo@kit.example,unconfirmed,2024-01-01", // 12: never confirmed
  "Kim,kim@kit.example,inactive,2024-01-01", // 13: left
  "Kim again,kim@kit.example,active,2024-01-02", // 14: line 13 says this address left
  "",
].join("\r\n");

describe.each(testDatabases())("the newsletter's subscribers on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  const deps = (now = new Date(), role: "owner" | "editor" = "owner") =>
    serviceDeps({ database: handle, env, queue: async () => undefined, now, role });
  const ctx = () => ({ database: handle });
  const admin = (argv: string[]) => runAdminCommand(argv, { env, database: handle });
  const clear = () => handle.db.delete(newsletterSubscribers);
  const add = (rows: (typeof newsletterSubscribers.$inferInsert)[]) => handle.db.insert(newsletterSubscribers).values(rows).returning();
  const rowOf = async (email: string) =>
    (
      await handle.db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
    )[0];

  test("the page lists newest first; search (its wildcards literal), status and source filter; a bad status is refused", async () => {
    await clear();
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 12, minutes));
    await add([
      { email: "first@example.com", source: "/blog/a", status: "confirmed", consentedAt: at(0), createdAt: at(0) },
      { email: "second@example.com", source: "/guides/b", status: "pending", createdAt: at(1) },
      { email: "odd_%name@example.com", source: "/blog/a", status: "unsubscribed", createdAt: at(2), unsubscribedAt: at(3) },
      {
        email: "gone@example.com",
        source: "/guides/b",
        status: "bounced",
        createdAt: at(3),
        bounceReason: "550 no such mailbox",
        kitStatus: "failed",
        kitError: "Kit said 422",
        kitState: "bounced",
      },
    ]);
    const all = await callRoute(subscribersLoader, "http://localhost/admin/subscribers", ctx());
    expect(all.subscribers.map((row) => row.email)).toEqual([
      "gone@example.com",
      "odd_%name@example.com",
      "second@example.com",
      "first@example.com",
    ]);
    expect(all.subscribers[0]).toMatchObject({
      status: "bounced",
      bounce: "550 no such mailbox",
      kit: "failed · bounced",
      kitError: "Kit said 422",
    });
    expect(all.subscribers[3]!.consented).not.toBe("");
    expect(all.sources).toEqual(["/blog/a", "/guides/b"]);
    expect(all.figures.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1, bounced: 1 });

    const emails = async (query: string) =>
      (await callRoute(subscribersLoader, `http://localhost/admin/subscribers?${query}`, ctx())).subscribers.map((row) => row.email);
    expect(await emails("q=_%25")).toEqual(["odd_%name@example.com"]);
    expect(await emails("q=SECOND")).toEqual(["second@example.com"]);
    expect(await emails("status=pending")).toEqual(["second@example.com"]);
    expect(await emails("source=%2Fblog%2Fa")).toEqual(["odd_%name@example.com", "first@example.com"]);
    expect(await emails("source=%2Fblog%2Fa&status=confirmed")).toEqual(["first@example.com"]);
    // An unknown status in the address shows every status rather than failing.
    expect(await emails("status=nonsense")).toHaveLength(4);
    expect(await listSubscribers(deps(), { status: "nonsense" })).toMatchObject({ ok: false, field: "status" });
  });

  test("the counts per status and the new subscribers per UTC day of the last 30 days, by the day each joined", async () => {
    await clear();
    const now = new Date("2026-03-31T09:00:00Z");
    const day = (iso: string) => new Date(iso);
    await add([
      // Confirmed today and yesterday; pending today (its sign-up's day counts).
      {
        email: "a@example.com",
        source: "/",
        status: "confirmed",
        consentedAt: day("2026-03-31T01:00:00Z"),
        createdAt: day("2026-03-30T23:00:00Z"),
      },
      {
        email: "b@example.com",
        source: "/",
        status: "confirmed",
        consentedAt: day("2026-03-30T23:59:59Z"),
        createdAt: day("2026-03-30T10:00:00Z"),
      },
      { email: "c@example.com", source: "/", status: "pending", createdAt: day("2026-03-31T00:00:00Z") },
      // The first of the 30 days, and the day before it (not counted).
      {
        email: "d@example.com",
        source: "/",
        status: "unsubscribed",
        consentedAt: day("2026-03-02T00:00:00Z"),
        createdAt: day("2026-03-02T00:00:00Z"),
      },
      { email: "e@example.com", source: "import", status: "confirmed", consentedAt: day("2026-03-01T23:59:59Z"), createdAt: now },
    ]);
    const figures = await subscriberFigures(deps(now), {});
    expect(figures.ok && figures.value).toMatchObject({
      counts: { pending: 1, confirmed: 3, unsubscribed: 1, bounced: 0 },
      total: 5,
      newIn30Days: 4,
    });
    const growth = figures.ok ? figures.value.growth : [];
    expect(growth).toHaveLength(30);
    expect(growth[29]).toBe(2);
    expect(growth[28]).toBe(1);
    expect(growth[0]).toBe(1);

    const overview = await callRoute(overviewLoader, "http://localhost/admin", ctx());
    expect(overview.subscribers).toBe(3);
    expect(overview.listOpen).toBe(true);
  });

  test("the export: BOM, formula guard, consent dates in UTC, one status's; the command line writes the same", async () => {
    await clear();
    await add([
      {
        email: "=cmd@example.com",
        source: '=HYPERLINK("http://evil.example")',
        status: "confirmed",
        consentedAt: new Date("2024-05-06T07:08:09.123Z"),
        createdAt: new Date("2024-05-06T07:00:00Z"),
      },
      { email: "p@example.com", source: "/blog/x", status: "pending", createdAt: new Date("2024-05-07T00:00:00Z") },
    ]);
    const csv = (await callRoute(subscribersCsv, "http://localhost/admin/subscribers.csv", ctx())) as Response;
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="subscribers.csv"');
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(await csv.arrayBuffer()));
    expect(text).toBe(
      "\uFEFFemail,source,status,consented_at,created_at,unsubscribed_at,bounce_reason,kit_status,kit_state,kit_error\r\n" +
        `'=cmd@example.com,"'=HYPERLINK(""http://evil.example"")",confirmed,2024-05-06T07:08:09.123Z,2024-05-06T07:00:00.000Z,,,local,,\r\n` +
        "p@example.com,/blog/x,pending,,2024-05-07T00:00:00.000Z,,,local,,\r\n",
    );
    const pending = (await callRoute(subscribersCsv, "http://localhost/admin/subscribers.csv?status=pending", ctx())) as Response;
    expect((await pending.text()).trim().split("\r\n")).toHaveLength(2);
    const bad = (await callRoute(subscribersCsv, "http://localhost/admin/subscribers.csv?status=nope", ctx())) as Response;
    expect(bad.status).toBe(400);

    const dir = mkdtempSync(path.join(tmpdir(), "subscribers-"));
    const out = path.join(dir, "list.csv");
    const run = await admin(["subscribers", "export", "--out", out]);
    expect(run).toMatchObject({ code: 0 });
    expect(readFileSync(out, "utf8")).toBe(text);
    expect((await admin(["subscribers", "export", "--status", "nope"])).code).not.toBe(0);
  });

  test("a Kit export through the page: added with their dates, every bad row skipped with its line and reason", async () => {
    await clear();
    await add([{ email: "Old@kit.example", source: "/", status: "unsubscribed", createdAt: new Date("2022-06-01T00:00:00Z") }]);
    const before = Date.now();
    const answer = await routeAnswer(importAction, postFile(KIT_EXPORT), ctx());
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      ok: true,
      report: {
        rows: 13,
        added: 3,
        skipped: 10,
        skips: [
          { line: 4, address: "not-an-address", reason: "not an e-mail address" },
          { line: 5, address: "bo@kit.example", reason: "the same address as line 3 of the file" },
          { line: 6, address: "di@kit.example", reason: 'marked "cancelled" in the file: someone who left is not imported' },
          { line: 7, address: "ed@kit.example", reason: 'marked "bounced" in the file: someone who left is not imported' },
          {
            line: 8,
            address: "fay@kit.example",
            reason: 'the date "2024-02-30 10:00:00" cannot be read (use a form such as 2024-03-05 or 2024-03-05 14:30:00 UTC)',
          },
          { line: 9, address: "gus@kit.example", reason: 'the date "2999-01-01" is in the future' },
          { line: 10, address: "old@kit.example", reason: "already on the list (unsubscribed)" },
          {
            line: 12,
            address: "jo@kit.example",
            reason: 'marked "unconfirmed" in the file: never confirmed, so not imported as confirmed',
          },
          { line: 13, address: "kim@kit.example", reason: 'marked "inactive" in the file: someone who left is not imported' },
          { line: 14, address: "kim@kit.example", reason: "line 13 of the file says this address left, so it is not imported" },
        ],
      },
    });
    expect(await rowOf("ana@kit.example")).toMatchObject({
      email: "ana@kit.example",
      source: "import",
      status: "confirmed",
      consentedAt: new Date("2023-04-05T10:20:30Z"),
    });
    // The domain is lower-cased as the site's forms do; the local part is kept.
    expect(await rowOf("bo@kit.example")).toMatchObject({ email: "BO@kit.example", consentedAt: new Date("2024-01-31T08:00:00Z") });
    expect((await rowOf("ivy@kit.example"))!.consentedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Someone who left stays left.
    expect(await rowOf("old@kit.example")).toMatchObject({ status: "unsubscribed", consentedAt: null });
    for (const email of ["di@kit.example", "ed@kit.example", "fay@kit.example", "jo@kit.example", "kim@kit.example"]) {
      expect(await rowOf(email), email).toBeUndefined();
    }

    // The same file again: every address is on the list now.
    const again = await importSubscribers(deps(), { bytes: encode(KIT_EXPORT) });
    expect(again.ok && again.value).toMatchObject({ added: 0, skipped: 13 });
  });

  test("another provider's file (other headers, semicolons, a BOM) and this site's own export are read", async () => {
    await clear();
    const other =
      "\uFEFFEmail Address;First Name;Opt-in Time;Subscriber Status\r\nx@other.example;X;2021-07-08 09:10:11;Subscribed\r\ny@other.example;Y;;\r\n";
    const imported = await importSubscribers(deps(), { bytes: encode(other) });
    expect(imported).toMatchObject({ ok: true, value: { rows: 2, added: 2, skipped: 0, skips: [] } });
    expect(await rowOf("x@other.example")).toMatchObject({ consentedAt: new Date("2021-07-08T09:10:11Z") });

    // Our own export, read back into an empty list: the consent dates come back; the pending and unsubscribed stay out.
    await add([{ email: "pending@own.example", source: "/", status: "pending" }]);
    const exported = await callRoute(subscribersCsv, "http://localhost/admin/subscribers.csv", ctx());
    const bytes = new Uint8Array(await (exported as Response).arrayBuffer());
    await clear();
    const back = await importSubscribers(deps(), { bytes });
    expect(back).toMatchObject({
      ok: true,
      value: {
        added: 2,
        skipped: 1,
        skips: [{ address: "pending@own.example", reason: 'marked "pending" in the file: never confirmed, so not imported as confirmed' }],
      },
    });
    expect(await rowOf("x@other.example")).toMatchObject({ status: "confirmed", consentedAt: new Date("2021-07-08T09:10:11Z") });
  });

  test("a file that is not a list is refused with a 4xx and a sentence, and adds nothing", async () => {
    await clear();
    const refused = async (bytes: Uint8Array<ArrayBuffer> | string, name?: string) => {
      const answer = await routeAnswer(importAction, postFile(bytes, name), ctx());
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      return answer.result.ok ? "" : answer.result.message;
    };
    // A picture (PNG's first bytes), a spreadsheet's own format (a zip), text in another encoding.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(await refused(png, "photo.png")).toBe(IMPORT_REFUSALS.notText);
    expect(await refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0]), "list.xlsx")).toBe(IMPORT_REFUSALS.notText);
    expect(await refused(new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xe9, 0x40, 0x78, 0x2e, 0x66, 0x72]))).toBe(
      IMPORT_REFUSALS.notText,
    );
    expect(await refused("name,city\r\nAna,Lisbon\r\n")).toBe(IMPORT_REFUSALS.noEmailColumn(["name", "city"]));
    expect(await refused("email\r\n")).toBe(IMPORT_REFUSALS.noRows);
    expect(await refused('email\r\n"a@example.com\r\nb@example.com\r\n')).toBe(IMPORT_REFUSALS.unclosedQuote(2));
    const empty = await routeAnswer(importAction, postFile(""), ctx());
    expect([empty.status, empty.result]).toEqual([400, { ok: false, message: "Choose a CSV file to import." }]);

    // The caps: one byte over, one row over.
    const big = new Uint8Array(SUBSCRIBER_IMPORT.maxBytes + 1).fill(0x61);
    expect(await refused(big)).toBe(IMPORT_REFUSALS.tooLarge);
    const rows = Array.from({ length: SUBSCRIBER_IMPORT.maxRows + 1 }, (_, i) => `r${i}@example.com`);
    expect(await refused(`email\n${rows.join("\n")}\n`)).toBe(IMPORT_REFUSALS.tooManyRows);
    expect(await handle.db.select().from(newsletterSubscribers)).toEqual([]);

    // Exactly at the row cap it is taken, in one go.
    const taken = await importSubscribers(deps(), { bytes: encode(`email\n${rows.slice(1).join("\n")}\n`) });
    expect(taken).toMatchObject({ ok: true, value: { added: SUBSCRIBER_IMPORT.maxRows, skipped: 0 } });
  }, 120_000);

  test("the report names the first 100 skipped rows and counts the rest", async () => {
    await clear();
    const lines = ["email", ...Array.from({ length: 150 }, (_, i) => `bad-${i}`), "good@example.com"];
    const imported = await importSubscribers(deps(), { bytes: encode(lines.join("\n")) });
    expect(imported.ok && imported.value).toMatchObject({ rows: 151, added: 1, skipped: 150 });
    expect(imported.ok && imported.value.skips).toHaveLength(100);
    expect(imported.ok && imported.value.skips[99]).toEqual({ line: 101, address: "bad-99", reason: "not an e-mail address" });
  });

  test("the command line: list with filters, import with its report", async () => {
    await clear();
    await add([
      { email: "listed@example.com", source: "/blog/a", status: "confirmed", consentedAt: new Date() },
      { email: "waiting@example.com", source: "/blog/a", status: "pending" },
    ]);
    const list = await admin(["subscribers", "list", "--status", "pending"]);
    expect(list).toMatchObject({ code: 0, stderr: "" });
    expect(list.stdout).toContain("1 pending, 1 confirmed, 0 unsubscribed, 0 bounced");
    expect(list.stdout).toContain("waiting@example.com");
    expect(list.stdout).not.toContain("listed@example.com");
    expect((await admin(["subscribers", "list", "--search", "LISTED"])).stdout).toContain("listed@example.com");
    expect((await admin(["subscribers", "list", "--status", "gone"])).code).not.toBe(0);

    const dir = mkdtempSync(path.join(tmpdir(), "subscribers-"));
    const file = path.join(dir, "kit.csv");
    writeFileSync(file, KIT_EXPORT);
    const imported = await admin(["subscribers", "import", file]);
    expect(imported).toMatchObject({ code: 0, stderr: "" });
    expect(imported.stdout).toContain("Added 4 subscribers of 13 rows; skipped 9.");
    expect(imported.stdout).toContain("  line 4: not-an-address: not an e-mail address\n");
    const notCsv = path.join(dir, "notes.csv");
    writeFileSync(notCsv, "name\nAna\n");
    const refused = await admin(["subscribers", "import", notCsv]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("The file has no e-mail column");
  });

  test("forgetting a subscriber removes their row and every issue sent to them, counted on the page and by the command", async () => {
    await clear();
    const [person, other] = await add([
      { email: "Leaving@Example.com", source: "/", status: "confirmed", consentedAt: new Date() },
      { email: "staying@example.com", source: "/", status: "confirmed", consentedAt: new Date() },
    ]);
    const issues = await handle.db
      .insert(newsletterIssues)
      .values(
        ["One", "Two"].map((subject) => ({
          subject,
          htmlBody: "<p>x</p>",
          textBody: "x",
          status: "sent" as const,
          sendAt: new Date(),
          createdBy: "test",
        })),
      )
      .returning();
    await handle.db
      .insert(newsletterDeliveries)
      .values([
        ...issues.map((issue) => ({ issueId: issue.id, subscriberId: person!.id, status: "sent" as const })),
        ...issues.map((issue) => ({ issueId: issue.id, subscriberId: other!.id, status: "sent" as const })),
      ]);
    const preview = await previewForget(deps(), { email: "leaving@example.com" });
    expect(preview.ok && preview.value).toMatchObject({ total: 3 });
    expect(preview.ok && preview.value.lines).toContain("1 newsletter sign-up (with 2 newsletter issues sent to them)");

    const run = await admin(["subscribers", "forget", "LEAVING@example.com"]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toContain("Forgot LEAVING@example.com: 3 rows removed.");
    expect(run.stdout).toMatch(/newsletter_subscribers\s+1\n/);
    expect(run.stdout).toContain("newsletter_deliveries  2 (2 newsletter issues sent to them removed)");
    expect(await rowOf("leaving@example.com")).toBeUndefined();
    const left = await handle.db.select().from(newsletterDeliveries);
    expect(left.map((row) => row.subscriberId)).toEqual([other!.id, other!.id]);
    expect(await handle.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issues[0]!.id))).toHaveLength(1);
  });

  test("an editor is refused the list's calls, the page, its download and its import; the owner reaches them", async () => {
    const editor = deps(new Date(), "editor");
    for (const call of ["listSubscribers", "subscriberFigures", "exportSubscribers", "streamSubscribers", "importSubscribers"] as const) {
      expect(await callService(editor, call, { bytes: encode("email\na@example.com\n") } as never), call).toEqual({
        ok: false,
        message: "Only the site's owner can do this.",
      });
    }
    expect(await callService(deps(), "listSubscribers", {})).toMatchObject({ ok: true });

    async function signedIn(role: "owner" | "editor", name: string) {
      const [row] = await handle.db.insert(adminCollaborators).values({ name, role, joinedAt: new Date() }).returning();
      const { token } = await createSignIn(handle.db, { method: "passkey", userAgent: "", now: new Date(), collaboratorId: row!.id });
      return `admin_session=${token}`;
    }
    /** A request through the console's middleware; "reached" stands for the route. */
    async function guarded(pathname: string, init: RequestInit & { headers: Record<string, string> }) {
      const request = new Request(`http://localhost${pathname}`, init);
      const context = routerContext({ database: handle });
      const chain = [...areaMiddleware, ...consoleMiddleware];
      const run = async (index: number): Promise<Response> =>
        index === chain.length
          ? new Response("reached")
          : ((await chain[index]!({ request, context, params: {} } as never, () => run(index + 1))) as Response);
      try {
        return await run(0);
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        if (thrown && typeof thrown === "object" && "init" in thrown) return new Response(null, (thrown as { init: ResponseInit }).init);
        throw thrown;
      }
    }
    const editorCookie = await signedIn("editor", "Edna");
    const page = await guarded("/admin/subscribers", { headers: { Accept: "text/html", Cookie: editorCookie } });
    expect([page.status, page.headers.get("Location")]).toEqual([302, "/admin/owner-only"]);
    expect((await guarded("/admin/subscribers.csv", { headers: { Accept: "*/*", Cookie: editorCookie } })).status).toBe(403);
    const post = await guarded("/admin/subscribers", { method: "POST", headers: { Cookie: editorCookie, Origin: "http://localhost" } });
    expect(post.status).toBe(403);
    const ownerCookie = await signedIn("owner", "Olive");
    expect(await (await guarded("/admin/subscribers", { headers: { Accept: "text/html", Cookie: ownerCookie } })).text()).toBe("reached");
  });
});
