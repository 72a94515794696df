import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { NONCE_PLACEHOLDER } from "~/context";
import { defaultSiteConfig } from "~/content/site-config";
import { PRERENDER_CONFIG_FILE } from "./build-artifacts";
import { loadPrerenderedPages } from "./prerendered";

async function fakeBuild(config: unknown) {
  const buildDir = await mkdtemp(path.join(tmpdir(), "build-"));
  const clientDir = path.join(buildDir, "client");
  await mkdir(path.join(clientDir, "contact"), { recursive: true });
  await writeFile(path.join(clientDir, "index.html"), `<script nonce="${NONCE_PLACEHOLDER}"></script>home`);
  await writeFile(path.join(clientDir, "contact", "index.html"), "contact");
  await writeFile(path.join(clientDir, "contact.data"), "[data]");
  await writeFile(path.join(buildDir, PRERENDER_CONFIG_FILE), JSON.stringify(config));
  return { buildDir, clientDir };
}

test("prerendered pages and their data are keyed by URL path", async () => {
  const { buildDir, clientDir } = await fakeBuild(defaultSiteConfig);
  try {
    const { pages, skipped } = await loadPrerenderedPages(clientDir, buildDir, defaultSiteConfig);
    expect(skipped).toBeUndefined();
    expect(pages.get("/")?.html?.text("N")).toContain("home");
    expect(pages.get("/contact")?.html?.text("N")).toBe("contact");
    expect(pages.get("/contact.data")?.data).toBe("[data]");
    expect(pages.get("/")!.html!.text("N0NCE")).toBe('<script nonce="N0NCE"></script>home');
  } finally {
    await rm(buildDir, { recursive: true });
  }
});

test("pages built with another configuration are not served", async () => {
  const { buildDir, clientDir } = await fakeBuild({ ...defaultSiteConfig, ownerName: "Someone Else" });
  try {
    const { pages, skipped } = await loadPrerenderedPages(clientDir, buildDir, defaultSiteConfig);
    expect(pages.size).toBe(0);
    expect(skipped).toMatch(/differs/);
  } finally {
    await rm(buildDir, { recursive: true });
  }
});
