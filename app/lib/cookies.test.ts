import { expect, test } from "vitest";
import { readCookie, setCookie } from "./cookies";

const withCookie = (header: string) => new Request("http://site.example/", { headers: { Cookie: header } });

test("reads one cookie among others; an empty or missing one is undefined", () => {
  expect(readCookie(withCookie("a=1; admin_session=abc-DEF_123; b=2"), "admin_session")).toBe("abc-DEF_123");
  expect(readCookie(withCookie("admin_session="), "admin_session")).toBeUndefined();
  expect(readCookie(withCookie("other=1"), "admin_session")).toBeUndefined();
  expect(readCookie(new Request("http://site.example/"), "admin_session")).toBeUndefined();
});

test("a cookie is HttpOnly, and Secure only when the site is served over https", () => {
  const options = { path: "/", maxAgeSeconds: 60, sameSite: "Strict" as const };
  expect(setCookie("s", "v", { ...options, siteUrl: "http://localhost:3000" })).toBe("s=v; Path=/; Max-Age=60; HttpOnly; SameSite=Strict");
  expect(setCookie("s", "v", { ...options, siteUrl: "https://site.example" })).toBe(
    "s=v; Path=/; Max-Age=60; HttpOnly; SameSite=Strict; Secure",
  );
});
