import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const markdown = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => path.join(entry.parentPath, entry.name));

// A newcomer follows the README's and the docs' links: each must reach a file of the repository.
test("every relative link in the README and docs/ reaches a file that exists", () => {
  const broken: string[] = [];
  for (const file of ["README.md", ...markdown("docs")]) {
    const text = readFileSync(file, "utf8");
    for (const [, target = ""] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target) || target.startsWith("#")) continue;
      const resolved = path.normalize(path.join(path.dirname(file), target.replace(/#.*$/, "")));
      if (resolved.startsWith("..") || !existsSync(resolved)) broken.push(`${file}: ${target}`);
    }
  }
  expect(broken).toEqual([]);
});

// docs/decisions/README.md is the index of the records: every record in it, with the status its own file gives.
test("the decisions index lists every record with its number, title and status", () => {
  const index = readFileSync("docs/decisions/README.md", "utf8");
  const records = readdirSync("docs/decisions").filter((name) => /^\d{3}-.*\.md$/.test(name));
  expect(records.length).toBeGreaterThan(40);
  for (const name of records) {
    const lines = readFileSync(path.join("docs/decisions", name), "utf8").split("\n");
    const title = lines[0]!.replace(/^#\s*\d{3}\s*[—:-]\s*/, "").trim();
    const status = lines
      .find((line) => line.startsWith("Status:"))
      ?.slice("Status:".length)
      .trim();
    expect(status, `${name} has a Status: line`).toBeTruthy();
    expect(index, name).toContain(`| [${name.slice(0, 3)}](${name}) | ${title.replaceAll("|", "\\|")} | ${status} |`);
  }
});
