import { describe, expect, onTestFinished, test } from "vitest";
import { loadEnv } from "~/config/env.server";
import { getSiteValues } from "~/content/site-values.server";
import { siteSettingChanges, siteSettings } from "~/db/schema";
import { action, loader } from "~/routes/admin.site-values";
import { callRoute, postForm, routeAnswer } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";

const SLOW = 60_000;

describe.each(testDatabases())("the console's Settings page on %s", (kind) => {
  test(
    "a refused value answers 400 with its message beside its field, keeps what was posted and writes nothing; a good one is saved and undone",
    async () => {
      loadEnv({ DATA_DIR: "memory://" });
      const handle = await createTestDatabase(kind);
      onTestFinished(() => handle.close());
      const page = await callRoute(loader, "http://localhost/admin/settings", { database: handle });
      const form = Object.fromEntries(page.fields.filter((field) => field.kind !== "photo").map((field) => [field.key, field.text]));
      const save = (fields: Record<string, string>) =>
        routeAnswer(action, postForm("/admin/settings", { intent: "save", ...form, ...fields }), { database: handle });

      const refused = await save({ ownerEmail: "not-an-email", tagline: "A new line" });
      expect(refused.status).toBe(400);
      expect(refused.result).toMatchObject({
        ok: false,
        field: "ownerEmail",
        message: "Your e-mail address must be an e-mail address, like you@example.com.",
        values: { ownerEmail: "not-an-email", tagline: "A new line" },
      });
      expect(await handle.db.select().from(siteSettings)).toEqual([]);
      expect(await handle.db.select().from(siteSettingChanges)).toEqual([]);

      // Only what differs from the page is saved; the history lists it and undoes it.
      expect((await save({ tagline: "A new line" })).result).toMatchObject({ ok: true, message: "Saved." });
      expect((await getSiteValues(handle)).site.tagline).toBe("A new line");
      const { changes } = await callRoute(loader, "http://localhost/admin/settings", { database: handle });
      expect(changes.map((change) => change.entries.map((entry) => entry.key))).toEqual([["tagline"]]);
      const undone = await routeAnswer(action, postForm("/admin/settings", { intent: "undo", id: changes[0]!.id }), { database: handle });
      expect(undone.result).toMatchObject({ ok: true });
      expect(await handle.db.select().from(siteSettings)).toEqual([]);
      const again = await routeAnswer(action, postForm("/admin/settings", { intent: "undo", id: changes[0]!.id }), { database: handle });
      expect(again).toMatchObject({ status: 400, result: { ok: false, undo: changes[0]!.id } });
    },
    SLOW,
  );
});
