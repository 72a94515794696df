import { eq, sql } from "drizzle-orm";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import { startJobQueue } from "~/jobs/job-queue.server";
import type { DatabaseHandle } from "~/db/client.server";
import { adminSessions, adminTokens, emailOutbox, rateLimits } from "~/db/schema";
import { createLimitStore, setProcessLimitStore } from "~/db/limits.server";
import { QUEUES } from "~/jobs/queues";
import { registerSignInEmailWorker } from "~/features/admin/sign-in-email.server";
import { ADMIN } from "~/content/admin";
import {
  consumeAdminToken,
  createSignIn,
  createSignInLink,
  findSignIn,
  listSignIns,
  revokeSignIns,
} from "~/features/admin/admin-auth.server";
import routes from "~/routes";
import { middleware as areaMiddleware } from "~/routes/admin-area";
import { middleware as consoleMiddleware } from "~/routes/admin";
import { action as linkAction } from "~/routes/admin.sign-in.link";
import { action as signInAction } from "~/routes/admin.sign-in";
import { loadEnv } from "~/config/env.server";
import { callRoute, postForm, routeAnswer, routerContext } from "../call-route";
import { runAdminCommand } from "../admin-command";
import { createTestDatabase, testDatabases } from "../db";

const DAY = 24 * 60 * 60_000;

/** Every route under /admin in the route table, with its full path and the layouts around it. */
function adminRoutes(): Array<{ path: string; file: string; layouts: string[] }> {
  const found: Array<{ path: string; file: string; layouts: string[] }> = [];
  const walk = (entries: RouteConfigEntry[], parentPath: string, layouts: string[]) => {
    for (const entry of entries) {
      const path = entry.index ? parentPath : entry.path === undefined ? parentPath : `${parentPath.replace(/\/$/, "")}/${entry.path}`;
      const around = [...layouts, entry.file];
      if (path.startsWith("/admin") && entry.file !== "routes/admin-area.tsx") found.push({ path, file: entry.file, layouts });
      if (entry.children) walk(entry.children, path, around);
    }
  };
  walk(routes, "", []);
  return found;
}

// Open without a sign-in: the sign-in pages and a collaborator's invitation.
const SIGN_IN_PATHS = ["/admin/sign-in", "/admin/sign-in/link", "/admin/sign-in/passkey", "/admin/invitation", "/admin/invitation/passkey"];

test("every /admin route sits inside the console's guards: the sign-in pages inside the area's, every other inside the session's too", () => {
  const listed = adminRoutes();
  expect(listed.map((route) => route.path).sort()).toEqual(
    [
      "/admin",
      "/admin",
      ...SIGN_IN_PATHS,
      "/admin/sign-out",
      "/admin/security",
      "/admin/setup",
      "/admin/owner-only",
      "/admin/passkeys/register",
      "/admin/posts",
      "/admin/posts/:id",
      "/admin/posts/:id/save",
      "/admin/posts/:id/preview",
      "/admin/posts/:id/revisions/:revision",
      "/admin/posts/images",
      "/admin/live-sessions",
      "/admin/live-sessions/:id",
      "/admin/live-sessions/:id/registrants",
      "/admin/live-sessions/:id/registrants.csv",
      "/admin/live-sessions/:id/message",
      "/admin/newsletter",
      "/admin/newsletter/new",
      "/admin/newsletter/:id",
      "/admin/signups",
      "/admin/signups.csv",
      "/admin/sales",
      "/admin/sales.csv",
      "/admin/subscribers",
      "/admin/subscribers.csv",
      "/admin/outbox",
      "/admin/outbox/:id",
      "/admin/videos",
      "/admin/finder",
      "/admin/analytics",
      "/admin/notifications",
      "/admin/settings",
      "/admin/offers",
      "/admin/forget",
      "/admin/*",
      "/admin/collaborators",
      "/admin/collaborators/:id/remove",
      "/admin/activity",
    ].sort(),
  );
  for (const route of listed) {
    expect(route.layouts[0], route.path).toBe("routes/admin-area.tsx");
    // The console's layout carries the session check for itself and every route inside it.
    if (!SIGN_IN_PATHS.includes(route.path)) expect([route.file, route.layouts[1]], route.path).toContain("routes/admin.tsx");
  }
});

describe.each(testDatabases())("the owner's sessions on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  test("a session lasts 14 days from its last use (sliding), then ends; a revoked one ends at once", async () => {
    const start = new Date("2026-11-01T10:00:00Z");
    const { token, session } = await createSignIn(handle.db, { method: "link", userAgent: "test", now: start });
    expect(session.expiresAt.getTime()).toBe(start.getTime() + ADMIN.sessionDays * DAY);
    // Used on day 10: the end moves to day 24.
    const day10 = new Date(start.getTime() + 10 * DAY);
    expect((await findSignIn(handle.db, token, day10))?.expiresAt.getTime()).toBe(day10.getTime() + ADMIN.sessionDays * DAY);
    // Day 20 is past the first end but within the slid one.
    expect(await findSignIn(handle.db, token, new Date(start.getTime() + 20 * DAY))).toBeDefined();
    // Unused for 14 days after that: over.
    expect(await findSignIn(handle.db, token, new Date(start.getTime() + 35 * DAY))).toBeUndefined();

    const other = await createSignIn(handle.db, { method: "passkey", userAgent: "test", now: start });
    expect(await revokeSignIns(handle.db, { id: other.session.id }, start)).toBe(1);
    expect(await findSignIn(handle.db, other.token, start)).toBeUndefined();
    expect(await findSignIn(handle.db, "not-a-token", start)).toBeUndefined();
  });

  test("the database keeps only a hash of the cookie's token", async () => {
    const { token, session } = await createSignIn(handle.db, { method: "link", userAgent: "", now: new Date() });
    const [row] = await handle.db.select().from(adminSessions).where(eq(adminSessions.id, session.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  test("revoke --all ends every open session", async () => {
    const now = new Date();
    await createSignIn(handle.db, { method: "link", userAgent: "a", now });
    await createSignIn(handle.db, { method: "link", userAgent: "b", now });
    expect((await listSignIns(handle.db, now)).length).toBeGreaterThanOrEqual(2);
    await revokeSignIns(handle.db, "all", now);
    expect(await listSignIns(handle.db, now)).toEqual([]);
  });

  test("a sign-in link works once, within 15 minutes", async () => {
    const now = new Date();
    const link = await createSignInLink(handle.db, { siteUrl: "https://site.test", now });
    const token = new URL(link).searchParams.get("token")!;
    expect(link.startsWith("https://site.test/admin/sign-in/link?token=")).toBe(true);
    // Expired: 16 minutes later.
    expect(await consumeAdminToken(handle.db, token, "sign-in-link", new Date(now.getTime() + 16 * 60_000))).toBeUndefined();
    expect(await consumeAdminToken(handle.db, token, "sign-in-link", now)).toEqual({ challenge: null });
    // Used: refused the second time, also when two uses race.
    expect(await consumeAdminToken(handle.db, token, "sign-in-link", now)).toBeUndefined();
    const second = new URL(await createSignInLink(handle.db, { siteUrl: "https://site.test", now })).searchParams.get("token")!;
    const raced = await Promise.all([1, 2, 3].map(() => consumeAdminToken(handle.db, second, "sign-in-link", new Date())));
    expect(raced.filter(Boolean)).toHaveLength(1);
  });

  test("the link's page signs in on the press, once: the second press is refused", async () => {
    const token = new URL(await createSignInLink(handle.db, { siteUrl: "http://localhost", now: new Date() })).searchParams.get("token")!;
    const press = () => {
      const body = new FormData();
      body.set("token", token);
      return callRoute(linkAction, new Request("http://localhost/admin/sign-in/link", { method: "POST", body }), {
        database: handle,
      }).catch((thrown: unknown) => thrown);
    };
    const first = (await press()) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/admin");
    const cookie = first.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^admin_session=[\w-]+; Path=\/; Max-Age=1209600; HttpOnly; SameSite=Strict$/);
    const again = (await press()) as { init: { status: number } };
    expect(again.init.status).toBe(401);
  });

  test("npm run admin -- login-link prints a link that signs in once; sessions revoke --all signs every session out", async () => {
    const env = loadEnv({ DATA_DIR: "memory://", SITE_URL: "https://owner.test" });
    const run = (argv: string[]) => runAdminCommand(argv, { env, database: handle });
    const printed = await run(["login-link"]);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(/^https:\/\/owner\.test\/admin\/sign-in\/link\?token=[\w-]{43}\n$/);
    expect(printed.stderr).toContain("within 15 minutes");
    const token = new URL(printed.stdout.trim()).searchParams.get("token")!;
    expect(await consumeAdminToken(handle.db, token, "sign-in-link", new Date())).toBeDefined();
    expect(await consumeAdminToken(handle.db, token, "sign-in-link", new Date())).toBeUndefined();

    const { token: sessionToken } = await createSignIn(handle.db, { method: "link", userAgent: "", now: new Date() });
    expect((await run(["sessions", "revoke"])).code).toBe(2);
    const revoked = await run(["sessions", "revoke", "--all"]);
    expect(revoked).toMatchObject({ code: 0 });
    expect(revoked.stdout).toMatch(/^\d+ sessions? signed out\.\n$/);
    expect(await findSignIn(handle.db, sessionToken, new Date())).toBeUndefined();
    expect((await run(["sessions", "list"])).stdout).toBe("No open sessions.\n");
  });

  /** The sign-in e-mail jobs waiting or done, as the handler wrote them. */
  async function signInEmailJobs(state?: string) {
    const result = (await handle.db.execute(
      sql`select data, state from pgboss.job where name = ${QUEUES.adminSignInEmail.name} order by created_on`,
    )) as unknown as { rows: { data: Record<string, unknown>; state: string }[] };
    return result.rows.filter((row) => state === undefined || row.state === state);
  }

  async function startSignInWorker() {
    const queue = await startJobQueue(handle.connection, { onError: () => {} });
    onTestFinished(() => queue.stop({ graceful: false, timeout: 2_000 }));
    // A fresh count of the site-wide cap, in this test's database on PostgreSQL.
    await handle.db.delete(rateLimits);
    setProcessLimitStore(createLimitStore(handle));
    onTestFinished(() => setProcessLimitStore(createLimitStore()));
    const logger = { info: () => {}, warn: () => {}, error: () => {} };
    await registerSignInEmailWorker({ database: handle, queue, logger }, { pollingIntervalSeconds: 0.5 });
    return queue;
  }

  test("'E-mail me a sign-in link' does the same work for any address (one job), and the job e-mails a link only to SITE_OWNER_EMAIL", async () => {
    await handle.db.delete(emailOutbox);
    const queue = await startJobQueue(handle.connection, { onError: () => {} });
    onTestFinished(() => queue.stop({ graceful: false, timeout: 2_000 }));
    const tokensBefore = await handle.db.$count(adminTokens);
    const ask = (email: string) => routeAnswer(signInAction, postForm("/admin/sign-in", { email }), { database: handle, queue });
    const stranger = await ask("someone@example.org");
    // The default owner address (SITE_OWNER_EMAIL unset in tests), in another case.
    const owner = await ask("Hello@Example.com");
    expect(stranger).toEqual(owner);
    expect(owner.result).toMatchObject({ ok: true });
    // The answer comes before any decision: no link, no e-mail yet, one job of one shape for each.
    expect(await handle.db.$count(emailOutbox)).toBe(0);
    expect(await handle.db.$count(adminTokens)).toBe(tokensBefore);
    const jobs = await signInEmailJobs();
    expect(jobs).toHaveLength(2);
    expect(Object.keys(jobs[0]!.data)).toEqual(Object.keys(jobs[1]!.data));
    expect(JSON.stringify(jobs)).not.toMatch(/someone@|hello@/i);

    await startSignInWorker();
    await expect.poll(() => signInEmailJobs("completed").then((done) => done.length), { timeout: 20_000 }).toBe(2);
    const mails = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "admin-sign-in"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe("hello@example.com");
    // The link travels in the row's secret until sent; the text the console shows never holds it.
    expect(mails[0]!.textBody).not.toContain("token=");
    const link = /^http:\/\/localhost:3000\/admin\/sign-in\/link\?token=([\w-]+)$/.exec(mails[0]!.secret ?? "")!;
    expect(await consumeAdminToken(handle.db, link[1], "sign-in-link", new Date())).toBeDefined();
  });

  test("75 asks for the owner's link from 15 addresses e-mail the owner only the site-wide hourly cap, and answer alike", async () => {
    await handle.db.delete(emailOutbox);
    await handle.db.execute(sql`delete from pgboss.job where name = ${QUEUES.adminSignInEmail.name}`).catch(() => {});
    const queue = await startSignInWorker();
    const asks = Array.from({ length: 75 }, (_, i) =>
      routeAnswer(signInAction, postForm("/admin/sign-in", { email: "hello@example.com" }), {
        database: handle,
        queue,
        address: `198.51.100.${(i % 15) + 1}`,
      }),
    );
    const answers = await Promise.all(asks);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await expect.poll(() => signInEmailJobs("completed").then((done) => done.length), { timeout: 60_000 }).toBe(75);
    expect(await handle.db.$count(emailOutbox, eq(emailOutbox.kind, "admin-sign-in"))).toBe(ADMIN.signInEmailsPerHour);
  }, 90_000);

  describe("the guards, for every /admin route", () => {
    /** Runs a request through the area's and (inside the console) the session's middleware; answers what came back, or "reached". */
    async function guarded(path: string, init: RequestInit & { headers?: Record<string, string> }) {
      const request = new Request(`http://localhost${path.replace(/:id/g, "3f2b6c1e-0000-4000-8000-000000000000")}`, init);
      const context = routerContext({ database: handle });
      const chain = SIGN_IN_PATHS.includes(path) ? areaMiddleware : [...areaMiddleware, ...consoleMiddleware];
      const run = async (index: number): Promise<Response> => {
        if (index === chain.length) return new Response("reached");
        return (await chain[index]!({ request, context, params: {}, unstable_pattern: path } as never, () => run(index + 1))) as Response;
      };
      try {
        return await run(0);
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    }

    const page = { Accept: "text/html" };
    const data = { Accept: "*/*" };

    test.each(adminRoutes().filter((route) => !SIGN_IN_PATHS.includes(route.path)))(
      "$path refuses without a session, with an expired one and from another site",
      async ({ path }) => {
        // No session: a page goes to the sign-in page, data gets 401, a write gets 401.
        const noSession = await guarded(path, { headers: page });
        expect(noSession.status).toBe(302);
        expect(noSession.headers.get("Location")).toMatch(/^\/admin\/sign-in\?next=/);
        expect((await guarded(path, { headers: data })).status).toBe(401);
        expect((await guarded(path, { method: "POST", headers: { Origin: "http://localhost" } })).status).toBe(401);

        // An expired session: the same.
        const old = new Date(Date.now() - (ADMIN.sessionDays + 1) * DAY);
        const expired = await createSignIn(handle.db, { method: "link", userAgent: "", now: old });
        const expiredCookie = { Cookie: `admin_session=${expired.token}` };
        expect((await guarded(path, { headers: { ...page, ...expiredCookie } })).status).toBe(302);
        expect((await guarded(path, { headers: { ...data, ...expiredCookie } })).status).toBe(401);

        // A live session, but the write comes from another site (or names no origin): 403.
        const live = await createSignIn(handle.db, { method: "link", userAgent: "", now: new Date() });
        const cookie = { Cookie: `admin_session=${live.token}` };
        expect((await guarded(path, { method: "POST", headers: { ...cookie, Origin: "https://evil.example" } })).status).toBe(403);
        expect(
          (await guarded(path, { method: "POST", headers: { ...cookie, Origin: "http://localhost", "Sec-Fetch-Site": "cross-site" } }))
            .status,
        ).toBe(403);
        expect((await guarded(path, { method: "POST", headers: cookie })).status).toBe(403);
        expect((await guarded(path, { headers: { ...cookie, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors" } })).status).toBe(
          403,
        );

        // And with all in order it is let through, never cached, never indexed.
        const through = await guarded(path, { headers: { ...page, ...cookie } });
        expect(await through.text()).toBe("reached");
        expect(through.headers.get("Cache-Control")).toBe("no-store");
        expect(through.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
        const write = await guarded(path, { method: "POST", headers: { ...cookie, Origin: "http://localhost" } });
        expect(await write.text()).toBe("reached");
      },
    );

    test.each(SIGN_IN_PATHS)("%s is open to anyone, but refuses writes from another site", async (path) => {
      expect(await (await guarded(path, { headers: page })).text()).toBe("reached");
      expect((await guarded(path, { method: "POST", headers: { Origin: "https://evil.example" } })).status).toBe(403);
      expect((await guarded(path, { method: "POST" })).status).toBe(403);
    });
  });
});
