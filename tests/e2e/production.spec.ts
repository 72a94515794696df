import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { request as apiRequest, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import pg from "pg";
import { expect, isolate, test, watchConsole } from "./fixtures";
import { freePort } from "../../scripts/free-port.mjs";
import { hasNginx as nginxInstalled, NGINX, startNginx } from "../../scripts/bench/nginx-proxy.mjs";
import { nextBuild, steadyLoad } from "../../scripts/bench/reload-harness.mjs";

/*
 * The production lane: the site as docs/deploy.md deploys it. Debian's nginx terminates TLS with
 * a certificate made here and sends requests round robin to two instances of the production build
 * (each run as `npm start` runs it: `node scripts/start.mjs`, the supervisor that reloads it on SIGHUP,
 * on a build link of the lane's own) on one PostgreSQL database, with TRUST_PROXY=1
 * and SITE_URL set to the proxy's https address. The nginx configuration is docs/deploy/nginx.conf,
 * placeholders filled in. When Caddy is installed, docs/deploy/Caddyfile stands beside it in front
 * of the same instances, and the checks that concern the proxy itself run through both.
 */
const hasNginx = nginxInstalled();
const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";
// Under CI a missing nginx is a failure, not a skip (.ci/run installs it).
const skipReason = !process.env.TEST_DATABASE_URL
  ? "it needs PostgreSQL: set TEST_DATABASE_URL"
  : !hasNginx && !process.env.CI
    ? `it needs nginx at ${NGINX} (apt-get install nginx, or set NGINX_PATH)`
    : undefined;
// The list reporter shows skipped tests without their reason: say it once, where it shows.
if (skipReason) console.warn(`The production lane (tests/e2e/production.spec.ts) is skipped: ${skipReason}.`);
// Playwright runs from the project root, as the other specs assume (built-server.ts).
const root = process.cwd();
// The lane's own link to the build it runs (BUILD_DIR), which its rolling upgrade moves to a new one.
const laneBuildLink = `build-production-lane-${process.pid}`;

const WORKSHOP = "Prompting Workshop: From Vague Ask to Reliable Output";
const OFFICE_HOURS = "AI Office Hours for Professionals";
const IDEA_TOOL = "/resources/what-should-i-vibe-code";
const PROFILE = "https://www.linkedin.com/in/jane-doe-product-manager";

interface Instance {
  child: ChildProcess;
  url: string;
  /** Requests for `pathname` this instance has logged so far. */
  served(pathname: string): number;
  output(): string;
}

interface Proxy {
  name: "nginx" | "caddy";
  child: ChildProcess;
  /** https://127.0.0.1:<port>, the address visitors use. */
  base: string;
  /** The certificate authority its TLS certificate is trusted through. */
  ca: string;
}

interface Lane {
  dir: string;
  databaseName: string;
  databaseUrl: string;
  instances: Instance[];
  proxies: Proxy[];
  /** nginx's address: the browser journeys go through it. */
  base: string;
  /** What every instance is started with, but its port. */
  env: Record<string, string>;
  /** Each instance's own port: a restarted instance comes back on its port, where the proxies expect it. */
  ports: number[];
}

let lane: Lane | undefined;
/** Removes each build the lane made to upgrade onto. */
const laneBuilds: Array<() => void> = [];
const stamp = Date.now().toString(36);

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

async function query<T extends pg.QueryResultRow>(statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: lane!.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** One instance of the production build in its own process; resolves once it listens. */
function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: laneBuildLink, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const requests = new Map<string, number>();
  const instance = {
    child,
    url: "",
    served: (pathname: string) => requests.get(pathname) ?? 0,
    output: () => lines.slice(-40).join("\n"),
  };
  return new Promise<Instance>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start in 120 s:\n${instance.output()}`)), 120_000);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on("line", (line) => {
        lines.push(line);
        if (lines.length > 200) lines.shift();
        let entry: { msg?: string; url?: string; path?: string } = {};
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          return;
        }
        if (entry.msg === "request" && entry.path) requests.set(entry.path, (requests.get(entry.path) ?? 0) + 1);
        if (entry.msg === "listening" && entry.url) {
          clearTimeout(timer);
          instance.url = entry.url;
          resolve(instance);
        }
      });
    }
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code} before listening:\n${instance.output()}`));
    });
  });
}

async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(signal);
  const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(force);
}

/** GET over TLS through a proxy, trusting only its certificate. */
function get(proxy: Pick<Proxy, "base" | "ca">, pathname: string, agent?: https.Agent) {
  return new Promise<{ status: number; body: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
    https
      .get(`${proxy.base}${pathname}`, { ca: proxy.ca, agent }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
      })
      .on("error", reject);
  });
}

/** docs/deploy/Caddyfile as it is, with the options a test run needs put in front of it. */
async function startCaddy(dir: string, port: number, upstreams: string[]) {
  const home = path.join(dir, "caddy");
  await mkdir(home, { recursive: true });
  // No admin port, no port-80 redirect, and the certificate from Caddy's own local authority
  // (an IP address gets no public one), never installed into the system's trust store.
  await writeFile(
    path.join(home, "Caddyfile"),
    `{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n\tstorage file_system ${home}\n}\nimport ${path.join(root, "docs/deploy/Caddyfile")}\n`,
  );
  const caddy = spawn(CADDY, ["run", "--config", path.join(home, "Caddyfile"), "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      SERVER_NAME: `https://127.0.0.1:${port}`,
      APP_SERVER_1: upstreams[0]!,
      APP_SERVER_2: upstreams[1]!,
      PROXY_PAGES: path.join(root, "docs/deploy"),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  caddy.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const rootCertificate = path.join(home, "pki/authorities/local/root.crt");
  await expect
    .poll(
      () => {
        if (caddy.exitCode !== null) throw new Error(`caddy exited: ${output}`);
        return existsSync(rootCertificate);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return { caddy, ca: await readFile(rootCertificate, "utf8"), output: () => output };
}

async function healthy(proxy: Proxy, output: () => string) {
  await expect
    .poll(
      async () => {
        if (proxy.child.exitCode !== null) throw new Error(`${proxy.name} exited: ${output()}`);
        return get(proxy, "/healthz").then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 30_000 },
    )
    .toBe(200);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe("production: HTTPS through nginx to two instances on one PostgreSQL database", () => {
  // One set of instances and proxies for the whole file: its tests run in order in one worker
  // (not spread over workers, each starting its own), and a failure does not skip the rest.
  test.describe.configure({ mode: "default" });
  test.skip(skipReason !== undefined, skipReason);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    if (!hasNginx) throw new Error(`nginx is missing at ${NGINX}: CI runs the production lane (.ci/run installs nginx)`);
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const databaseName = `e2e_production_${stamp}_${process.pid}`;
    await admin(serverUrl, `create database ${databaseName}`);
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${databaseName}`;
    const dir = await mkdtemp(path.join(os.tmpdir(), "site-nginx-"));
    await symlink(path.relative(root, await realpath(path.join(root, "build"))), path.join(root, laneBuildLink));
    const port = await freePort();
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      TRUST_PROXY: "1",
      SITE_URL: `https://127.0.0.1:${port}`,
      // Every journey of the lane reaches the instances from 127.0.0.1, one visitor to the AI
      // quota: the quota is tested elsewhere (ai.spec.ts), here it must not decide a journey.
      AI_RATE_LIMIT_PER_HOUR: "1000",
    };
    const ports = [await freePort()];
    while (ports.length < 2) {
      const next = await freePort();
      if (!ports.includes(next)) ports.push(next);
    }
    lane = { dir, databaseName, databaseUrl: env.DATABASE_URL, instances: [], proxies: [], base: `https://127.0.0.1:${port}`, env, ports };
    const started = await Promise.allSettled(ports.map((instancePort) => startInstance({ ...env, PORT: String(instancePort) })));
    for (const result of started) if (result.status === "fulfilled") lane.instances.push(result.value);
    for (const result of started) if (result.status === "rejected") throw result.reason;

    const upstreams = lane.instances.map((instance) => new URL(instance.url).host);
    const nginx = await startNginx({ root, dir, port, upstreams });
    const viaNginx: Proxy = { name: "nginx", child: nginx.child, base: lane.base, ca: nginx.ca };
    lane.proxies.push(viaNginx);
    await healthy(viaNginx, nginx.errors);

    test
      .info()
      .annotations.push({ type: "proxies", description: existsSync(CADDY) ? "nginx and caddy" : `nginx only (no caddy at ${CADDY})` });
    if (existsSync(CADDY)) {
      const caddyPort = await freePort();
      const { caddy, ca, output } = await startCaddy(dir, caddyPort, upstreams);
      const viaCaddy: Proxy = { name: "caddy", child: caddy, base: `https://127.0.0.1:${caddyPort}`, ca };
      lane.proxies.push(viaCaddy);
      await healthy(viaCaddy, output);
    }
  });

  test.afterAll(async () => {
    if (!lane) return;
    await Promise.all(lane.proxies.map((proxy) => stop(proxy.child)));
    await Promise.all(lane.instances.map((instance) => stop(instance.child)));
    await rm(lane.dir, { recursive: true, force: true });
    await rm(path.join(root, laneBuildLink), { force: true });
    for (const remove of laneBuilds) remove();
    await admin(process.env.TEST_DATABASE_URL!, `drop database if exists ${lane.databaseName} with (force)`);
    lane = undefined;
  });

  // A failed test shows what the proxy logged (its error log: upstream failures, refused
  // connections) and each instance's last lines, which the browser never sees.
  // eslint-disable-next-line no-empty-pattern -- Playwright wants the fixtures object destructured; this hook needs none
  test.afterEach(async ({}, testInfo) => {
    if (!lane || testInfo.status === testInfo.expectedStatus) return;
    const nginxLog = await readFile(path.join(lane.dir, "error.log"), "utf8").catch(() => "");
    await testInfo.attach("nginx error.log", { body: nginxLog || "(empty)", contentType: "text/plain" });
    for (const [n, instance] of lane.instances.entries()) {
      await testInfo.attach(`instance ${n + 1} output`, { body: instance.output(), contentType: "text/plain" });
    }
  });

  /** A visitor's browser on the proxy's address; console errors fail the test. */
  async function visit(browser: Browser, journey: (page: Page) => Promise<void>, options: BrowserContextOptions = {}) {
    const context = await browser.newContext({ baseURL: lane!.base, ignoreHTTPSErrors: true, ...options });
    const page = await context.newPage();
    await isolate(page);
    const errors = watchConsole(page);
    try {
      await journey(page);
      expect(errors, "console errors").toEqual([]);
    } finally {
      await context.close();
    }
  }

  const signedUp = async (email: string) =>
    (await query<{ page_source: string }>("select page_source from landing_page_signups where email = $1", [email])).map(
      (row) => row.page_source,
    );

  test("early-access signup with JavaScript", async ({ browser }) => {
    const email = `proxy.js.${stamp}@example.com`;
    await visit(browser, async (page) => {
      await page.goto("/business-building-ai");
      await page.getByRole("textbox", { name: "First name" }).fill("Maya");
      await page.getByRole("textbox", { name: "Last name" }).fill("Okafor");
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByRole("button", { name: "Get early access" }).click();
      await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    });
    expect(await signedUp(email)).toEqual(["business-building-ai"]);
  });

  test("early-access signup without JavaScript", async ({ browser }) => {
    const email = `proxy.nojs.${stamp}@example.com`;
    await visit(
      browser,
      async (page) => {
        await page.goto("/ai-coaches-leaders");
        await page.getByRole("textbox", { name: "First name" }).fill("Ana");
        await page.getByRole("textbox", { name: "Last name" }).fill("Ruiz");
        await page.getByRole("textbox", { name: "Email" }).fill(email);
        await page.getByRole("button", { name: "Join the list" }).click();
        await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
        await expect(page).toHaveURL(`${lane!.base}/ai-coaches-leaders`);
      },
      { javaScriptEnabled: false },
    );
    expect(await signedUp(email)).toEqual(["ai-coaches-leaders"]);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`live-session registration ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({ browser }) => {
      const email = `proxy.${javaScriptEnabled ? "js" : "nojs"}.${stamp}@example.com`;
      const title = javaScriptEnabled ? WORKSHOP : OFFICE_HOURS;
      await visit(
        browser,
        async (page) => {
          await page.goto("/events");
          await page
            .getByTestId("event-card")
            .filter({ has: page.getByRole("heading", { name: title }) })
            .getByRole("link", { name: "Register" })
            .click();
          const panel = page.getByRole("region", { name: "Session details" });
          await expect(panel.getByRole("heading", { level: 2 })).toHaveText(title);
          await panel.getByRole("textbox", { name: "Email" }).fill(email);
          await panel.getByRole("button", { name: "Register" }).click();
          await expect(panel.getByRole("heading", { name: "You're all set!" })).toBeVisible();
        },
        { javaScriptEnabled },
      );
      const rows = await query("select 1 from event_registrations where email = $1", [email]);
      expect(rows).toHaveLength(1);
    });
  }

  test("the idea tool, with and without JavaScript", async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      await visit(
        browser,
        async (page) => {
          await page.goto(IDEA_TOOL);
          await page
            .getByLabel("Your role or what you need")
            .fill(javaScriptEnabled ? "Product Manager at SaaS startup" : "Sales account executive");
          await page.getByRole("button", { name: "Get Ideas" }).click();
          await expect(page.getByRole("heading", { name: "Recommendations" })).toBeVisible();
          await expect(page.getByRole("heading", { name: "Use Cases" })).toBeVisible();
        },
        { javaScriptEnabled },
      );
    }
  });

  test("the use case finder, followed over server-sent events through the proxy", async ({ browser }) => {
    // Its own wait for the analysis is 30 s: the test as a whole gets room for the page around it.
    test.setTimeout(60_000);
    await visit(browser, async (page) => {
      await page.goto("/mini-apps");
      await page.getByRole("button", { name: "Find My Use Cases" }).click();
      const dialog = page.getByRole("dialog", { name: "AI Use Case Finder" });
      await dialog.getByRole("textbox", { name: "LinkedIn Profile URL" }).fill(PROFILE);
      const stream = page.waitForResponse((response) => /\/api\/use-case-requests\/[^/]+\/events$/.test(response.url()));
      await dialog.getByRole("button", { name: "Find My Use Cases" }).click();
      expect((await stream).headers()["content-type"]).toContain("text/event-stream");
      await expect(dialog.getByRole("status")).toHaveText("Analysis complete!", { timeout: 30_000 });
      expect(await dialog.locator("[data-slot=section-card]").count()).toBeGreaterThanOrEqual(3);
    });
  });

  /** Opens a request's status stream through a proxy; resolves with its first event, then hangs up. */
  function firstEvent(proxy: Proxy, id: string, session: string) {
    return new Promise<{ contentType: string; data: string; ended: boolean }>((resolve, reject) => {
      const request = https.get(
        `${proxy.base}/api/use-case-requests/${id}/events`,
        { ca: proxy.ca, headers: { Cookie: `finder_session=${session}` } },
        (response) => {
          let text = "";
          let ended = false;
          response.on("end", () => (ended = true));
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            text += chunk;
            // A whole event: its data line and the blank line that ends it (chunks may split it).
            const data = /^data: (.*)\n\n/m.exec(text)?.[1];
            if (data === undefined) return;
            resolve({ contentType: String(response.headers["content-type"]), data, ended });
            request.destroy();
          });
        },
      );
      request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
      request.setTimeout(20_000, () => {
        reject(new Error(`no event through ${proxy.name} within 20 s: is it buffering?`));
        request.destroy();
      });
    });
  }

  test("a status stream is not buffered by the proxy: its first event arrives while it stays open", async () => {
    // A request no job will pick up, so its stream stays open: buffered, nothing would arrive.
    const session = `proxy-lane-session-${stamp}`.padEnd(24, "x");
    const [row] = await query<{ id: string }>(
      "insert into ai_use_case_requests (linkedin_url, user_session_id, status) values ($1, $2, 'processing') returning id",
      [PROFILE, session],
    );
    for (const proxy of lane!.proxies) {
      const first = await firstEvent(proxy, row!.id, session);
      expect(first.contentType, proxy.name).toContain("text/event-stream");
      expect(JSON.parse(first.data), proxy.name).toMatchObject({ status: "processing" });
      expect(first.ended, proxy.name).toBe(false);
    }
  });

  test("a mini app: AI ideas for people like you", async ({ browser }) => {
    await visit(browser, async (page) => {
      await page.goto("/mini-apps");
      await page.getByRole("button", { name: "Get 3 Ideas" }).click();
      const dialog = page.getByRole("dialog", { name: "AI Ideas for People Like You" });
      await dialog.getByLabel("LinkedIn Profile URL").fill(PROFILE);
      await dialog.getByRole("button", { name: "Show My 3 Ideas" }).click();
      await expect(dialog.getByRole("article")).toHaveCount(3);
    });
  });

  test("a cross-site form post through the proxy is still refused; a same-site one is taken", async () => {
    for (const proxy of lane!.proxies) {
      const api = await apiRequest.newContext({ baseURL: proxy.base, ignoreHTTPSErrors: true });
      const email = (kind: string) => `proxy.${proxy.name}.${kind}.${stamp}@example.com`;
      const post = (kind: string, headers: Record<string, string>) =>
        api.post("/career-ai", { form: { firstName: "Cross", lastName: "Site", email: email(kind) }, headers, maxRedirects: 0 });
      try {
        const crossSite = await post("cross", { Origin: "https://evil.example" });
        expect(crossSite.status(), proxy.name).toBeGreaterThanOrEqual(400);
        expect(crossSite.status(), proxy.name).toBeLessThan(500);
        expect(await signedUp(email("cross"))).toEqual([]);

        // A visitor's own forwarding headers are replaced by the proxy's.
        const forged = await post("forged", {
          Origin: "https://evil.example",
          "X-Forwarded-Host": "evil.example",
          "X-Forwarded-Proto": "https",
        });
        expect(forged.status(), proxy.name).toBeGreaterThanOrEqual(400);
        expect(forged.status(), proxy.name).toBeLessThan(500);
        expect(await signedUp(email("forged"))).toEqual([]);

        const sameSite = await post("same", { Origin: proxy.base });
        expect(sameSite.status(), proxy.name).toBeLessThan(400);
        expect(sameSite.headers()["cross-origin-resource-policy"]).toBe("same-origin");
        expect(await signedUp(email("same"))).toEqual(["career-ai"]);
      } finally {
        await api.dispose();
      }
    }
  });

  test("a post published from the command line shows on both instances within 2 seconds, their pages still kept", async () => {
    test.setTimeout(120_000);
    const slug = `published-${Date.now().toString(36)}`;
    const admin = (...args: string[]) =>
      execFileSync(process.execPath, [path.join(root, "scripts/admin.mjs"), "posts", ...args], {
        cwd: root,
        env: { ...process.env, NODE_ENV: "production", DATABASE_URL: lane!.databaseUrl, SITE_URL: lane!.base },
        encoding: "utf8",
      });
    // Both instances hold the blog as it was: their kept pages list no such post.
    for (const instance of lane!.instances) {
      expect(await (await fetch(`${instance.url}/blog`)).text()).not.toContain(slug);
      expect((await fetch(`${instance.url}/blog/${slug}`, { redirect: "manual" })).status).toBe(302);
    }
    const bodyFile = path.join(lane!.dir, "post.md");
    await writeFile(bodyFile, "## Out on both\n\nWritten from the command line, read from either instance.\n");
    admin(
      "create",
      "--title",
      "Published from the command line",
      "--slug",
      slug,
      "--excerpt",
      "Both instances show it.",
      "--cover-image",
      "/images/blog/three-waves-ai-transformation.svg",
      "--cover-alt",
      "Three waves",
      "--body",
      bodyFile,
    );
    admin("publish", slug);
    const published = performance.now();
    const seenAfter = await Promise.all(
      lane!.instances.map(async (instance) => {
        for (;;) {
          const response = await fetch(`${instance.url}/blog/${slug}`, { redirect: "manual" });
          await response.arrayBuffer();
          if (response.status === 200) return performance.now() - published;
          if (performance.now() - published > 10_000) return Number.POSITIVE_INFINITY;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }),
    );
    test.info().annotations.push({ type: "publish to visible", description: seenAfter.map((ms) => `${Math.round(ms)} ms`).join(", ") });
    for (const ms of seenAfter) expect(ms).toBeLessThan(2_000);
    for (const instance of lane!.instances) expect(await (await fetch(`${instance.url}/blog`)).text()).toContain(slug);
  });

  test("a price saved from the command line shows on both instances within 2 seconds", async () => {
    test.setTimeout(120_000);
    const admin = (...args: string[]) =>
      execFileSync(process.execPath, [path.join(root, "scripts/admin.mjs"), "offers", ...args], {
        cwd: root,
        env: { ...process.env, NODE_ENV: "production", DATABASE_URL: lane!.databaseUrl, SITE_URL: lane!.base },
        encoding: "utf8",
      });
    const coursePage = "/courses/ai-tools-job-hunting";
    // Both instances hold the page as it was, kept: the price to come is nowhere on it.
    for (const instance of lane!.instances) {
      const html = await (await fetch(`${instance.url}${coursePage}`)).text();
      expect(html).toContain("$250");
      expect(html).not.toContain("$235");
    }
    admin("set", "courses.ai-tools-job-hunting.offerPrice", "235");
    const saved = performance.now();
    const seenAfter = await Promise.all(
      lane!.instances.map(async (instance) => {
        for (;;) {
          const html = await (await fetch(`${instance.url}${coursePage}`)).text();
          if (html.includes("$235")) return performance.now() - saved;
          if (performance.now() - saved > 10_000) return Number.POSITIVE_INFINITY;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }),
    );
    test.info().annotations.push({ type: "save to visible", description: seenAfter.map((ms) => `${Math.round(ms)} ms`).join(", ") });
    for (const ms of seenAfter) expect(ms).toBeLessThan(2_000);
    for (const instance of lane!.instances) expect(await (await fetch(`${instance.url}${coursePage}`)).text()).toContain("$235");
    admin("set", "courses.ai-tools-job-hunting.offerPrice", "--default");
  });

  test("each proxy shares the requests between both instances", async () => {
    for (const proxy of lane!.proxies) {
      const before = lane!.instances.map((instance) => instance.served("/contact"));
      for (let i = 0; i < 6; i++) expect((await get(proxy, "/contact")).status).toBe(200);
      await expect
        .poll(() => lane!.instances.every((instance, n) => instance.served("/contact") > before[n]!), {
          message: `${proxy.name} reaches both instances`,
        })
        .toBe(true);
    }
  });

  test("the app's /metrics is refused by each proxy, however its address is written", async () => {
    for (const proxy of lane!.proxies) {
      for (const pathname of ["/metrics", "/metrics/", "/metrics?format=text", "//metrics", "/%6detrics", "/METRICS"]) {
        const response = await get(proxy, pathname);
        expect(response.status, `${proxy.name} ${pathname}`).toBe(404);
        // Answered by the proxy itself: the app sets this header on everything it answers.
        expect(response.headers["cross-origin-resource-policy"], `${proxy.name} ${pathname}`).toBeUndefined();
      }
    }
  });

  // The tests below stop and start the instances: they come last, and leave both running.

  /** The failures to reach an instance that nginx has logged so far (each one sent on to another). */
  const nginxUpstreamErrors = async () =>
    (await readFile(path.join(lane!.dir, "error.log"), "utf8")).split("\n").filter((line) => line.includes("while connecting to upstream"))
      .length;

  /** Instance n's own /healthz answers 200. */
  async function instanceHealthy(n: number) {
    await expect
      .poll(
        () =>
          fetch(`${lane!.instances[n]!.url}/healthz`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000, message: `instance ${n + 1} answers /healthz` },
      )
      .toBe(200);
  }

  /** Starts instance n again on its port, as systemd does after a stop; resolves once it is healthy. */
  async function startAgain(n: number) {
    lane!.instances[n] = await startInstance({ ...lane!.env, PORT: String(lane!.ports[n]) });
    await instanceHealthy(n);
  }

  // What scripts/rolling-upgrade.mjs waits after an instance is back: more than the 5 s the proxies
  // keep a failed instance out (docs/deploy/nginx.conf, Caddyfile).
  const SETTLE_MS = 10_000;
  const LOADED_PATHS = ["/", "/events", "/blog", "/contact", "/healthz", "/work-with-me"];

  /**
   * A steady stream of GETs through each proxy while `change` runs: 60 a second through nginx and,
   * when it runs, 20 through Caddy. Caddy passes a stopping instance's own /healthz 503 through (it
   * sends a request on only when it got no answer): its stream asks for the pages alone. Each
   * stream's figures go into the test's annotations under `what`.
   */
  async function underSteadyLoad(what: string, change: () => Promise<void>) {
    const streams = lane!.proxies.map((proxy) => ({
      proxy,
      load: steadyLoad({
        base: proxy.base,
        ca: proxy.ca,
        rps: proxy.name === "nginx" ? 60 : 20,
        paths: proxy.name === "nginx" ? LOADED_PATHS : LOADED_PATHS.filter((pathname) => pathname !== "/healthz"),
      }),
    }));
    await sleep(2_000);
    await change();
    const results = await Promise.all(streams.map(async ({ proxy, load }) => ({ proxy, counts: await load.stop() })));
    for (const { proxy, counts } of results) {
      test.info().annotations.push({
        type: `${what} through ${proxy.name}`,
        description: `${counts.sent} requests sent, ${counts.failed} failed, the longest ${counts.longestMs} ms`,
      });
    }
    for (const { proxy, counts } of results) {
      expect(counts.sent, proxy.name).toBeGreaterThan(100);
      expect(counts.errors, proxy.name).toEqual({});
      expect(counts.failed, proxy.name).toBe(0);
    }
  }

  test("a rolling upgrade with scripts/rolling-upgrade.mjs reloads each instance onto a new build and fails no request", async () => {
    test.setTimeout(300_000);
    const next = nextBuild(root, laneBuildLink);
    laneBuilds.push(next.remove);
    await underSteadyLoad("rolling upgrade (reload)", async () => {
      const pairs = lane!.instances.flatMap((instance) => [`${instance.url}/healthz`, `kill -HUP ${instance.child.pid}`]);
      // Not execFileSync: the streams go on sending while it runs.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join(root, "scripts/rolling-upgrade.mjs"), "--expect-build", next.name, "--settle", "3", ...pairs],
        { cwd: root, encoding: "utf8", timeout: 240_000 },
      );
      test.info().annotations.push({ type: "rolling-upgrade.mjs said", description: stdout.trim() });
    });
    for (const instance of lane!.instances) {
      expect(((await (await fetch(`${instance.url}/healthz`)).json()) as { build: string }).build).toBe(next.name);
    }
  });

  test("a rolling restart of the two instances under a steady stream of requests fails none of them", async () => {
    test.setTimeout(300_000);
    const refusedBefore = await nginxUpstreamErrors();
    await underSteadyLoad("rolling restart", async () => {
      for (const n of lane!.instances.keys()) {
        // SIGTERM, as systemd stops it; then started again on the same port.
        await stop(lane!.instances[n]!.child);
        await startAgain(n);
        await sleep(SETTLE_MS);
      }
    });
    test.info().annotations.push({
      type: "requests nginx could not pass to an instance and sent to the other",
      description: String((await nginxUpstreamErrors()) - refusedBefore),
    });
  });

  test("with every instance stopped, each proxy answers its own 503 page; the page comes back by itself once they are up", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    await Promise.all(lane!.instances.map((instance) => stop(instance.child)));
    for (const proxy of lane!.proxies) {
      for (const pathname of ["/", "/events.data", "/healthz"]) {
        const response = await get(proxy, pathname);
        expect(response.status, `${proxy.name} ${pathname}`).toBe(503);
        expect(response.headers["retry-after"], proxy.name).toBe("5");
        expect(response.headers["cache-control"], proxy.name).toBe("no-store");
        expect(response.headers["content-type"], proxy.name).toContain("text/html");
        expect(response.body, proxy.name).toContain("<h1>We're updating the site</h1>");
        expect(response.body, proxy.name).toContain('<svg viewBox="0 0 64 64"');
      }
    }

    // A visitor who opens the site now sees the page, and then the site without doing anything.
    const context = await browser.newContext({ baseURL: lane!.base, ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      await isolate(page);
      const outside: string[] = [];
      page.on("request", (request) => void (new URL(request.url()).origin !== lane!.base && outside.push(request.url())));
      await page.goto("/events");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We're updating the site");
      expect(outside, "requests the page makes beyond the site").toEqual([]);
      await Promise.all(lane!.instances.map((_, n) => startAgain(n)));
      await expect(page.getByTestId("event-card").first()).toBeVisible({ timeout: 30_000 });
    } finally {
      await context.close();
    }
    for (const proxy of lane!.proxies) {
      await healthy(proxy, () => "");
      for (const pathname of ["/", "/events", "/contact"])
        expect((await get(proxy, pathname)).status, `${proxy.name} ${pathname}`).toBe(200);
    }
  });
});
