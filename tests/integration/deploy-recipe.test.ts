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
