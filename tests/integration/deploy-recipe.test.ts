import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { loadEnv } from "~/config/env.server";
import { COMMAND_GROUPS } from "../../cli/commands";

// docs/deploy.md is followed by an owner with root on a fresh machine: what it says must exist and parse.
const UNIT = "docs/deploy/work-waves.service";
const hasSystemd = spawnSync("systemd-analyze", ["--version"]).status === 0;

test.skipIf(!hasSystemd)("the systemd unit passes systemd-analyze verify", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "unit-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  copyFileSync(UNIT, path.join(dir, "work-waves.service"));
  const result = spawnSync("systemd-analyze", ["verify", "--man=no", path.join(dir, "work-waves.service")], { encoding: "utf8" });
  // It reports unknown keys and bad values on stderr, even when it exits 0.
  expect(result.stderr.split("\n").filter((line) => line.includes("work-waves.service"))).toEqual([]);
  expect(result.status).toBe(0);
});

test("the unit restarts at once, stops after the server's own shutdown grace, and runs the build without building", () => {
  const unit = readFileSync(UNIT, "utf8");
  const value = (key: string) => new RegExp(`^${key}=(.*)$`, "m").exec(unit)?.[1];
  expect(value("Restart")).toBe("always");
  expect(value("RestartSec")).toBe("1");
  expect(Number(value("TimeoutStopSec")) * 1000).toBeGreaterThan(loadEnv({}).server.SHUTDOWN_TIMEOUT_MS);
  expect(value("ExecStart")).toMatch(/ \/srv\/work-waves\/current\/scripts\/start\.mjs$/);
  expect(value("KillSignal")).toBe("SIGTERM");
});

test("the unit starts the site as npm start does, reloads it with SIGHUP, under a memory limit that leaves a 1 GB machine headroom", () => {
  const unit = readFileSync(UNIT, "utf8");
  const value = (key: string) => new RegExp(`^${key}=(.*)$`, "m").exec(unit)?.[1];
  // Through the `current` link, which a reload follows to the newest release; the Node flags and the
  // environment of the server are the supervisor's to set (tests/integration/start-process.test.ts).
  expect(value("ExecStart")).toBe("/usr/bin/env node /srv/work-waves/current/scripts/start.mjs");
  expect(value("ExecReload")).toBe("/bin/kill -HUP $MAINPID");
  expect(value("WorkingDirectory")).toBe("/srv/work-waves/current");
  const megabytes = (key: string) => Number(/^(\d+)M$/.exec(value(key) ?? "")?.[1] ?? NaN);
  expect(megabytes("MemoryHigh")).toBeLessThan(megabytes("MemoryMax"));
  expect(megabytes("MemoryMax")).toBeLessThanOrEqual(768);
});

test("every admin command the deploy guide runs exists", () => {
  const guide = readFileSync("docs/deploy.md", "utf8");
  const used = [...guide.matchAll(/^(?:.*[;&|]\s*)?admin ([a-z-]+)(?: ([a-z-]+))?/gm)].map((match) => [match[1]!, match[2]] as const);
  expect(used.map(([name]) => name)).toEqual(expect.arrayContaining(["events", "restore", "move-to-postgres", "backup"]));
  for (const [name, sub] of used) {
    const group = COMMAND_GROUPS.find((candidate) => candidate.name === name);
    expect(group, name).toBeDefined();
    if (!group!.command)
      expect(
        group!.subcommands.map((s) => s.name),
        `${name} ${sub}`,
      ).toContain(sub);
  }
  expect(guide).toContain("](deploy/work-waves.service)");
});

test("each proxy closes its idle connections to the app before the app would", () => {
  const seconds = (value: string | undefined) => Number(/^(\d+)s$/.exec(value ?? "")?.[1] ?? NaN);
  const nginx = seconds(/^\s*keepalive_timeout (\S+);/m.exec(readFileSync("docs/deploy/nginx.conf", "utf8"))?.[1]);
  const caddy = seconds(/^\s*keepalive (\S+)$/m.exec(readFileSync("docs/deploy/Caddyfile", "utf8"))?.[1]);
  const app = loadEnv({}).server.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  for (const proxy of [nginx, caddy]) {
    expect(proxy).toBeGreaterThan(0);
    expect(proxy * 1000).toBeLessThan(app);
  }
});

/** Every NAME=value the guide writes (its code blocks and its prose), as NAME -> the values. */
function settingsInGuide(guide: string) {
  const settings = new Map<string, string[]>();
  for (const [, name = "", value = ""] of guide.matchAll(/(?:^|[\s`])([A-Z][A-Z0-9_]*)=([^\s'"`\\|)]+)/gm)) {
    settings.set(name, [...(settings.get(name) ?? []), value]);
  }
  return settings;
}

test("each layout of the guide is consistent: the proxy's upstreams are reachable at the HOST and PORT the configuration sets", () => {
  const guide = readFileSync("docs/deploy.md", "utf8");
  const settings = settingsInGuide(guide);
  const hosts = settings.get("HOST") ?? [];
  const ports = new Set(settings.get("PORT") ?? []);
  const upstreams = [...(settings.get("APP_SERVER_1") ?? []), ...(settings.get("APP_SERVER_2") ?? [])];
  expect(upstreams.length).toBeGreaterThanOrEqual(4);
  for (const upstream of upstreams) {
    const [host, port] = upstream.split(":");
    expect(ports, `${upstream}: the configuration's PORT`).toContain(port);
    // A loopback upstream is the one-machine layout; any other is reached only if the instance
    // listens on every address (or on that one).
    const listening = host === "127.0.0.1" ? "127.0.0.1" : hosts.find((value) => value === "0.0.0.0" || value === host);
    expect(hosts, `${upstream}: a HOST the instance listens on for it`).toContain(listening);
  }
  expect(upstreams.some((upstream) => upstream.startsWith("127.0.0.1:"))).toBe(true);
  expect(upstreams.some((upstream) => !upstream.startsWith("127.0.0.1:"))).toBe(true);
});

test("the guide fills in every placeholder of the proxy configurations, with the page they answer when no instance is up", () => {
  const guide = readFileSync("docs/deploy.md", "utf8");
  const nginx = readFileSync("docs/deploy/nginx.conf", "utf8");
  const caddy = readFileSync("docs/deploy/Caddyfile", "utf8");
  const nginxPlaceholders = new Set([...nginx.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]!));
  const caddyPlaceholders = new Set([...caddy.matchAll(/\{\$(\w+)\}/g)].map((match) => match[1]!));
  const settings = settingsInGuide(guide);
  const envsubst = /envsubst '([^']+)'/.exec(guide)?.[1] ?? "";
  for (const name of nginxPlaceholders) {
    expect(envsubst, `the guide's envsubst names ${name}`).toContain(`\${${name}}`);
    expect(/envsubst '([^']+)'/.exec(nginx)?.[1], `nginx.conf's own envsubst line names ${name}`).toContain(`\${${name}}`);
    expect(settings.has(name), `the guide sets ${name}`).toBe(true);
  }
  for (const name of caddyPlaceholders) expect(settings.has(name), `the guide sets ${name}`).toBe(true);
  // Both proxies read the same page from the same directory.
  expect(nginxPlaceholders).toContain("PROXY_PAGES");
  expect(caddyPlaceholders).toContain("PROXY_PAGES");
  expect(nginx).toContain("/unavailable.html");
  expect(caddy).toContain("/unavailable.html");
  expect(guide).toContain("install -D -m 0644 docs/deploy/unavailable.html /var/www/work-waves/unavailable.html");
  expect(new Set(settings.get("PROXY_PAGES"))).toEqual(new Set(["/var/www/work-waves"]));
  const page = readFileSync("docs/deploy/unavailable.html", "utf8");
  // Self-contained: nothing it would fetch while the site is away.
  expect(page).not.toMatch(/\b(?:src|href)="(?!#|")[^"]*"|url\(|@import|<script/i);
  const retryAfter = (text: string) => /Retry-After "?(\d+)/.exec(text)?.[1];
  expect(retryAfter(nginx)).toBe(retryAfter(caddy));
  expect(page).toContain(`<meta http-equiv="refresh" content="${retryAfter(nginx)}" />`);
});

test("the rolling upgrade waits longer between instances than the proxies keep a failed one out", () => {
  const nginxOut = Number(/fail_timeout=(\d+)s/.exec(readFileSync("docs/deploy/nginx.conf", "utf8"))?.[1]);
  const caddyOut = Number(/^\s*fail_duration (\d+)s$/m.exec(readFileSync("docs/deploy/Caddyfile", "utf8"))?.[1]);
  const settle = Number(/settle: \{ type: "string", default: "(\d+)" \}/.exec(readFileSync("scripts/rolling-upgrade.mjs", "utf8"))?.[1]);
  expect(nginxOut).toBeGreaterThan(0);
  expect(caddyOut).toBeGreaterThan(0);
  expect(settle).toBeGreaterThan(Math.max(nginxOut, caddyOut));
  const guide = readFileSync("docs/deploy.md", "utf8");
  expect(guide).toContain("systemctl reload work-waves");
  expect(guide).toContain(`then waits ${settle} s`);
});
