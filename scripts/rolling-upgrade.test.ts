import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { freePort } from "./free-port.mjs";
import { rollingUpgrade } from "./rolling-upgrade.mjs";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * A stand-in for one instance: /healthz names its build; a POST to /reload (what the upgrade's
 * command sends) makes it answer 503 for a moment, then come back on `next` (or stay on its build).
 */
async function instance(build: string, { next, events }: { next?: string; events: string[] }) {
  let current = build;
  let down = false;
  const server = createServer((request, response) => {
    if (request.url === "/reload" && request.method === "POST") {
      events.push(`reload ${build}`);
      down = true;
      setTimeout(() => {
        down = false;
        if (next) current = next;
        events.push(`back ${build}`);
      }, 300);
      response.end();
      return;
    }
    response.writeHead(down ? 503 : 200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ status: down ? "draining" : "ok", database: "postgres", build: current }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The command a real upgrade runs over ssh, here one line of Node against the stand-in.
  const command = `"${process.execPath}" -e "fetch('${base}/reload', { method: 'POST' }).then((r) => r.text())"`;
  return { healthUrl: `${base}/healthz`, command };
}

const fast = { settleMs: 200, timeoutMs: 5_000, pollMs: 50 };

test("upgrades the instances one after the other, each after the one before is back and settled", async () => {
  const events: string[] = [];
  const instances = [await instance("build.a", { next: "build.b", events }), await instance("build.a", { next: "build.b", events })];
  const lines: string[] = [];
  const outcome = await rollingUpgrade({ instances, ...fast, log: (line: string) => lines.push(line) });
  expect(outcome).toEqual({ ok: true, builds: ["build.b", "build.b"] });
  expect(events).toEqual(["reload build.a", "back build.a", "reload build.a", "back build.a"]);
  expect(lines.join("\n")).toMatch(
    /instance 1 of 2 .*runs build\.a[\s\S]*back on build\.b[\s\S]*instance 2 of 2[\s\S]*All 2 instances upgraded/,
  );
});

test("stops at an instance that comes back on its old build, names it, and leaves the next untouched", async () => {
  const events: string[] = [];
  const first = await instance("build.a", { events });
  const second = await instance("build.a", { next: "build.b", events });
  const lines: string[] = [];
  const outcome = await rollingUpgrade({ instances: [first, second], ...fast, timeoutMs: 1_500, log: (line: string) => lines.push(line) });
  expect(outcome).toMatchObject({ ok: false, failed: 0 });
  expect(lines.at(-1)).toContain(`Stopped at instance 1 of 2 (${first.healthUrl}): it did not come back on a new build`);
  expect(lines.at(-1)).toContain("still the build it ran before");
  expect(lines.at(-1)).toContain("The 1 after it were not touched");
  expect(events).toEqual(["reload build.a", "back build.a"]);
});

test("stops when an instance does not answer at all, before or after its command", async () => {
  const events: string[] = [];
  const gone = { healthUrl: `http://127.0.0.1:${await freePort()}/healthz`, command: "true" };
  const second = await instance("build.a", { next: "build.b", events });
  const lines: string[] = [];
  const outcome = await rollingUpgrade({ instances: [second, gone], ...fast, log: (line: string) => lines.push(line) });
  expect(outcome).toMatchObject({ ok: false, failed: 1 });
  expect(lines.at(-1)).toMatch(/Stopped at instance 2 of 2 .*before its upgrade it answers ECONNREFUSED, not 200\.$/);
});

test("stops when the command fails, and when the build is not the one expected", async () => {
  const events: string[] = [];
  const failing = { ...(await instance("build.a", { next: "build.b", events })), command: "exit 3" };
  const lines: string[] = [];
  expect(await rollingUpgrade({ instances: [failing], ...fast, log: (line: string) => lines.push(line) })).toMatchObject({
    ok: false,
    reason: "the command failed: it exited with code 3",
  });

  const other = await instance("build.a", { next: "build.c", events });
  expect(await rollingUpgrade({ instances: [other], ...fast, expectBuild: "build.b", log: () => {} })).toMatchObject({
    ok: false,
    reason: "it came back on build build.c, not build.b",
  });
});

test("with --expect-build, an instance already on that build is left as it is (an upgrade resumed)", async () => {
  const events: string[] = [];
  const done = await instance("build.b", { events });
  const todo = await instance("build.a", { next: "build.b", events });
  const outcome = await rollingUpgrade({ instances: [done, todo], ...fast, expectBuild: "build.b", log: () => {} });
  expect(outcome).toEqual({ ok: true, builds: ["build.b", "build.b"] });
  expect(events).toEqual(["reload build.a", "back build.a"]);
});

test("the command line explains itself, and refuses arguments that are not pairs of an address and a command", () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ["scripts/rolling-upgrade.mjs", ...args], { encoding: "utf8" });
  const help = run("--help");
  expect(help.status).toBe(0);
  expect(help.stdout).toContain("Usage: node scripts/rolling-upgrade.mjs");
  const odd = run("http://127.0.0.1:3000/healthz");
  expect(odd.status).toBe(2);
  expect(odd.stderr).toContain("give each instance as two arguments");
  const swapped = run("systemctl reload work-waves", "http://127.0.0.1:3000/healthz");
  expect(swapped.status).toBe(2);
  expect(swapped.stderr).toContain("is not an http(s) address");
});
