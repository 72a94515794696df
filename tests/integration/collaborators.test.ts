import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { loadEnv } from "~/config/env.server";
import { ADMIN } from "~/content/admin";
import type { DatabaseHandle } from "~/db/client.server";
import { adminActivity, adminCollaborators, adminPasskeys, emailOutbox } from "~/db/schema";
import { deleteActivityBefore, registerActivityRetentionWorker } from "~/features/admin/activity.server";
import { createSignIn, findSignIn } from "~/features/admin/admin-auth.server";
import { claimInvitation, findInvitation } from "~/features/admin/collaborators.server";
import { startJobQueue } from "~/jobs/job-queue.server";
import { QUEUES } from "~/jobs/queues";
import { middleware as areaMiddleware } from "~/routes/admin-area";
import { middleware as consoleMiddleware } from "~/routes/admin";
import { callService } from "~/services/calls.server";
import { changeCollaboratorRole, inviteCollaborator, listActivity, removeCollaborator } from "~/services/collaborators.server";
import { consoleDeps, serviceDeps } from "~/services/service-deps.server";
import { SECRET_PLACEHOLDER } from "~/mail/outbox.server";
import { routerContext } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";
import { eventually } from "../eventually";
import { addEvent } from "../factories";

const DAY = 24 * 60 * 60_000;
const env = loadEnv({ DATA_DIR: "memory://", SITE_URL: "https://site.example" });
const quietLogger = { info() {} };

describe.each(testDatabases())("collaborators on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  const deps = (now = new Date(), role: "owner" | "editor" = "owner", said: string[] = []) =>
    serviceDeps({ database: handle, env, queue: async () => undefined, now, role, did: (sentence) => said.push(sentence) });
  const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

  test("an invitation's link works once, within its days, and only its hash is kept", async () => {
    const now = new Date("2026-11-28T10:00:00Z");
    const said: string[] = [];
    const invited = await inviteCollaborator(deps(now, "owner", said), { name: "Ada", role: "editor" });
    if (!invited.ok) throw new Error(invited.message);
    const token = tokenOf(invited.value.link);
    expect(invited.value.link).toMatch(/^https:\/\/site\.example\/admin\/invitation\?token=/);
    expect(invited.value.expiresAt.getTime()).toBe(now.getTime() + ADMIN.invitationDays * DAY);
    expect(said).toEqual(["Invited “Ada” as an editor"]);
    const [row] = await handle.db.select().from(adminCollaborators).where(eq(adminCollaborators.name, "Ada"));
    expect(JSON.stringify(row)).not.toContain(token);

    // Opening the page does not use it; past its days it is gone.
    expect(await findInvitation(handle.db, token, now)).toMatchObject({ name: "Ada", role: "editor" });
    expect(await findInvitation(handle.db, token, new Date(now.getTime() + ADMIN.invitationDays * DAY + 1))).toBeUndefined();
    expect(await claimInvitation(token, new Date(now.getTime() + ADMIN.invitationDays * DAY + 1))(handle.db)).toBeUndefined();

    // Two uses racing: one wins.
    const claims = await Promise.all([claimInvitation(token, now)(handle.db), claimInvitation(token, now)(handle.db)]);
    expect(claims.filter(Boolean)).toEqual([row!.id]);
    expect(await findInvitation(handle.db, token, now)).toBeUndefined();
    expect(await claimInvitation("not-a-token", now)(handle.db)).toBeUndefined();
  });

  test("an invitation e-mailed goes through the outbox with the link as its secret; bad input is refused by field", async () => {
    const outbox = await inviteCollaborator(deps(), { name: "Grace", role: "owner", email: "grace@example.com" });
    if (!outbox.ok) throw new Error(outbox.message);
    const [mail] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "grace@example.com"));
    expect(mail!.textBody).toContain(SECRET_PLACEHOLDER);
    expect(mail!.textBody).not.toContain(tokenOf(outbox.value.link));
    expect(await inviteCollaborator(deps(), { name: " ", role: "editor" })).toMatchObject({ ok: false, field: "name" });
    expect(await inviteCollaborator(deps(), { name: "Eve", role: "admin" })).toMatchObject({ ok: false, field: "role" });
    expect(await inviteCollaborator(deps(), { name: "Eve", role: "editor", email: "nope" })).toMatchObject({ ok: false, field: "email" });
  });

  test("a collaborator's sign-in carries their role, a change holds at once, and removal ends their sign-ins and passkeys", async () => {
    const invited = await inviteCollaborator(deps(), { name: "Linus", role: "editor" });
    if (!invited.ok) throw new Error(invited.message);
    const id = await claimInvitation(tokenOf(invited.value.link), new Date())(handle.db);
    await handle.db.insert(adminPasskeys).values({ id: `key-${id}`, collaboratorId: id!, publicKey: "x", name: "Phone" });
    const { token } = await createSignIn(handle.db, { method: "passkey", userAgent: "", now: new Date(), collaboratorId: id! });
    expect(await findSignIn(handle.db, token, new Date())).toMatchObject({ name: "Linus", role: "editor", collaboratorId: id });

    const said: string[] = [];
    expect(await changeCollaboratorRole(deps(new Date(), "owner", said), { id: id!, role: "owner" })).toMatchObject({ ok: true });
    expect(await findSignIn(handle.db, token, new Date())).toMatchObject({ role: "owner" });
    expect(await changeCollaboratorRole(deps(), { id: id!, role: "king" })).toMatchObject({ ok: false, field: "role" });

    const removed = await removeCollaborator(deps(new Date(), "owner", said), { id: id! });
    expect(removed).toMatchObject({ ok: true, value: { name: "Linus", passkeys: 1, signIns: 1 } });
    expect(said).toEqual(["Made “Linus” an owner", "Removed “Linus” (1 passkey deleted, 1 sign-in ended)"]);
    expect(await findSignIn(handle.db, token, new Date())).toBeUndefined();
    expect(await handle.db.$count(adminPasskeys, eq(adminPasskeys.id, `key-${id}`))).toBe(0);
    expect(await removeCollaborator(deps(), { id: id! })).toMatchObject({ ok: false, notFound: true });
    // The owner's own sign-ins are nobody's collaborator's: still the owner.
    const owner = await createSignIn(handle.db, { method: "link", userAgent: "", now: new Date() });
    expect(await findSignIn(handle.db, owner.token, new Date())).toMatchObject({ role: "owner", collaboratorId: null });
  });

  test("an editor is refused the owner's service calls and makes the others", async () => {
    const editor = deps(new Date(), "editor");
    expect(await callService(editor, "forgetPerson", { email: "someone@example.com" })).toEqual({
      ok: false,
      message: "Only the site's owner can do this.",
    });
    expect(await callService(editor, "exportSignups", { pageSource: "", search: "" } as never)).toMatchObject({ ok: false });
    expect(await callService(editor, "listActivity", { page: 1 })).toMatchObject({ ok: false });
    expect(await callService(editor, "listLiveSessions", {} as never)).toMatchObject({ ok: true });
    expect(await callService(deps(), "listActivity", { page: 1 })).toMatchObject({ ok: true });
  });

  describe("the console's guard", () => {
    /** Runs a request through the console's middleware with `next` standing for the route. */
    async function guarded(
      path: string,
      init: RequestInit & { headers?: Record<string, string> },
      route?: (context: ReturnType<typeof routerContext>) => Response | Promise<Response>,
    ) {
      const request = new Request(`http://localhost${path}`, init);
      const context = routerContext({ database: handle });
      const chain = [...areaMiddleware, ...consoleMiddleware];
      const run = async (index: number): Promise<Response> => {
        if (index === chain.length) return route ? route(context) : new Response("reached");
        return (await chain[index]!({ request, context, params: {} } as never, () => run(index + 1))) as Response;
      };
      try {
        return await run(0);
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        if (thrown && typeof thrown === "object" && "init" in thrown)
          return new Response(
            JSON.stringify((thrown as unknown as { data: unknown }).data),
            (thrown as unknown as { init: ResponseInit }).init,
          );
        throw thrown;
      }
    }

    async function signedIn(role: "owner" | "editor", name: string) {
      const [row] = await handle.db.insert(adminCollaborators).values({ name, role, joinedAt: new Date() }).returning();
      const { token, session } = await createSignIn(handle.db, {
        method: "passkey",
        userAgent: "",
        now: new Date(),
        collaboratorId: row!.id,
      });
      return { cookie: `admin_session=${token}`, signInId: session.id, collaboratorId: row!.id };
    }

    test("an editor gets 403 in the owner's areas (a page, its data, a download, a write) and reaches the rest", async () => {
      const { cookie } = await signedIn("editor", "Edith");
      const page = { Accept: "text/html", Cookie: cookie };
      // A page, or a navigation's data, is sent to the refusal page (a 403 in the console's frame); a download gets 403.
      for (const path of ["/admin/forget", "/admin/collaborators", "/admin/activity", "/admin/forget.data"]) {
        const answer = await guarded(path, { headers: path.endsWith(".data") ? { Cookie: cookie } : page });
        expect([answer.status, answer.headers.get("Location")], path).toEqual([302, "/admin/owner-only"]);
      }
      for (const path of ["/admin/signups.csv", "/admin/live-sessions/x/registrants.csv"]) {
        expect((await guarded(path, { headers: { Accept: "*/*", Cookie: cookie } })).status, path).toBe(403);
      }
      expect((await guarded("/admin/signups.csv", { headers: { Accept: "*/*", Cookie: cookie } })).status).toBe(403);
      expect((await guarded("/admin/forget", { method: "POST", headers: { Cookie: cookie, Origin: "http://localhost" } })).status).toBe(
        403,
      );
      for (const path of ["/admin", "/admin/live-sessions", "/admin/live-sessions/x/registrants", "/admin/signups", "/admin/outbox"]) {
        expect(await (await guarded(path, { headers: page })).text(), path).toBe("reached");
      }
      const owner = await signedIn("owner", "Olga");
      expect(await (await guarded("/admin/forget", { headers: { Accept: "text/html", Cookie: owner.cookie } })).text()).toBe("reached");
    });

    test("every write that succeeds is recorded once, with who, the role and the sign-in; a refused one is not", async () => {
      const { cookie, signInId, collaboratorId } = await signedIn("editor", "Eddie");
      const write = { method: "POST", headers: { Cookie: cookie, Origin: "http://localhost" } };
      const event = await addEvent(handle, { title: "AI for Coaches" });
      // A service call says what it did.
      const done = await guarded(`/admin/live-sessions/${event.id}`, write, async (context) => {
        const outcome = await callService(consoleDeps(context), "deactivateLiveSession", { id: event.id });
        expect(outcome.ok).toBe(true);
        return new Response("ok");
      });
      expect(done.status).toBe(200);
      // A write no call described is recorded by its page and button.
      const form = new FormData();
      form.set("intent", "hide");
      await guarded("/admin/videos", { ...write, body: form }, () => new Response("ok"));
      // A refusal (4xx) and a read are not recorded.
      await guarded("/admin/live-sessions", write, (context) => {
        consoleDeps(context).did("Should not be kept");
        return new Response("no", { status: 400 });
      });
      await guarded("/admin/live-sessions", { headers: { Cookie: cookie } });

      const rows = await handle.db.select().from(adminActivity).where(eq(adminActivity.collaboratorId, collaboratorId));
      expect(rows.map((row) => row.sentence).sort()).toEqual(
        ["Deactivated “AI for Coaches”", "Made “hide” on Videos (/admin/videos)"].sort(),
      );
      for (const row of rows) expect(row).toMatchObject({ actor: "Eddie", role: "editor", signInId, signInMethod: "passkey" });
      const listed = await listActivity(deps(), { page: 1 });
      expect(listed.ok && listed.value.rows[0]!.at >= listed.value.rows.at(-1)!.at).toBe(true);
    });
  });

  test("the activity log keeps a year: the daily job deletes older lines", async () => {
    const now = Date.UTC(2026, 10, 28, 4, 41);
    const line = (daysAgo: number, sentence: string) => ({
      at: new Date(now - daysAgo * DAY),
      actor: "The owner",
      role: "owner" as const,
      signInMethod: "link",
      sentence,
    });
    await handle.db.delete(adminActivity);
    await handle.db
      .insert(adminActivity)
      .values([line(400, "old"), line(366, "just over a year"), line(364, "within the year"), line(0, "today")]);
    expect(await deleteActivityBefore(handle.db, new Date(now - 390 * DAY))).toBe(1);

    const queue = await startJobQueue(handle.connection);
    onTestFinished(() => queue.stop({ graceful: false }).catch(() => {}));
    await registerActivityRetentionWorker({ database: handle, queue, logger: quietLogger, now: () => now });
    expect((await queue.getSchedules()).map((schedule) => [schedule.name, schedule.cron])).toContainEqual([
      QUEUES.activityRetention.name,
      QUEUES.activityRetention.cron,
    ]);
    await queue.send(QUEUES.activityRetention.name, {});
    const left = await eventually(
      () => handle.db.select({ sentence: adminActivity.sentence }).from(adminActivity),
      (rows) => rows.length === 2,
    );
    expect(left.map((row) => row.sentence).sort()).toEqual(["today", "within the year"]);
    await queue.unschedule(QUEUES.activityRetention.name);
  });
});
