import { expect, test } from "vitest";
import { mayCall, mayVisit } from "./roles";

test("an editor is kept out of the owner's areas and every address below them", () => {
  for (const path of [
    "/admin/forget",
    "/admin/signups.csv",
    "/admin/live-sessions/abc/registrants.csv",
    "/admin/security",
    "/admin/collaborators/x/remove",
    "/admin/activity",
  ]) {
    expect(mayVisit("editor", path), path).toBe(false);
    expect(mayVisit("owner", path), path).toBe(true);
  }
  for (const path of [
    "/admin",
    "/admin/live-sessions",
    "/admin/live-sessions/abc",
    "/admin/live-sessions/abc/registrants",
    "/admin/signups",
    "/admin/forgetful",
    "/admin/outbox",
  ]) {
    expect(mayVisit("editor", path), path).toBe(true);
  }
});

test("an editor makes every service call but the owner's", () => {
  expect(mayCall("editor", "forgetPerson")).toBe(false);
  expect(mayCall("editor", "exportSignups")).toBe(false);
  expect(mayCall("editor", "deactivateLiveSession")).toBe(true);
  expect(mayCall("owner", "forgetPerson")).toBe(true);
});
