import { expect, test } from "vitest";
import { defaultSiteConfig } from "~/content/site-config";
import { pageMeta } from "./meta";

const root = { id: "root", loaderData: { site: { ...defaultSiteConfig, ownerName: "Jamie Rivera" }, renderedYear: 2026 } };

test("titles end with the owner's name, or lead with it on request", () => {
  expect(pageMeta({ title: "Contact", description: "d" }, [root])[0]).toEqual({ title: "Contact | Jamie Rivera" });
  expect(pageMeta({ title: "AI educator", description: "d", nameFirst: true }, [root])[0]).toEqual({ title: "Jamie Rivera | AI educator" });
});

test("without the root data (an error page before the config loaded) the title stands alone", () => {
  const meta = pageMeta({ title: "Page Not Found", description: "Gone." });
  expect(meta).toContainEqual({ title: "Page Not Found" });
  expect(meta).toContainEqual({ name: "description", content: "Gone." });
  expect(meta).toContainEqual({ property: "og:description", content: "Gone." });
});
