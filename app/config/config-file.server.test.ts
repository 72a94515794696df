import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { readConfigFile } from "./config-file.server";
import { ConfigError } from "~/content/site-config.server";

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "config-file-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test(".env fills in what the environment leaves unset; the environment wins", () => {
  const dir = tempDir();
  writeFileSync(
    path.join(dir, ".env"),
    ["# the owner", 'SITE_OWNER_NAME="Jamie Rivera"', "PORT=4000", "VIDEO_SYNC_CRON=0 */6 * * *", "export LOG_LEVEL=warn", ""].join("\n"),
  );
  const target: Record<string, string | undefined> = { PORT: "5000" };
  const read = readConfigFile(target, dir);
  expect(read.path).toBe(path.join(dir, ".env"));
  expect(read.applied.sort()).toEqual(["LOG_LEVEL", "SITE_OWNER_NAME", "VIDEO_SYNC_CRON"]);
  expect(target).toEqual({ PORT: "5000", SITE_OWNER_NAME: "Jamie Rivera", VIDEO_SYNC_CRON: "0 */6 * * *", LOG_LEVEL: "warn" });
});

test("without a .env nothing changes; ENV_FILE names another file, relative to the working directory", () => {
  const dir = tempDir();
  expect(readConfigFile({}, dir)).toEqual({ applied: [] });
  writeFileSync(path.join(dir, "site.env"), "SITE_URL=https://jamie-rivera.dev\n");
  const target: Record<string, string | undefined> = { ENV_FILE: "site.env" };
  expect(readConfigFile(target, dir).applied).toEqual(["SITE_URL"]);
  expect(target.SITE_URL).toBe("https://jamie-rivera.dev");
});

test("an ENV_FILE that does not exist is a configuration error naming it", () => {
  const dir = tempDir();
  expect(() => readConfigFile({ ENV_FILE: "missing.env" }, dir)).toThrow(ConfigError);
  expect(() => readConfigFile({ ENV_FILE: "missing.env" }, dir)).toThrow(`ENV_FILE: ${path.join(dir, "missing.env")} does not exist`);
});
