import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { compression } from "./compression";

function appWith(body: string, type: string, headers: Record<string, string> = {}) {
  const app = new Hono();
  app.use(compression());
  app.get("/", (c) => c.body(body, 200, { "Content-Type": type, ...headers }));
  return app;
}

test("HTML is compressed and decodes back to the same bytes", async () => {
  const html = "<p>hello</p>".repeat(500);
  const app = appWith(html, "text/html; charset=utf-8");
  const br = await app.request("/", { headers: { "Accept-Encoding": "br" } });
  expect(br.headers.get("Content-Encoding")).toBe("br");
  expect(br.headers.get("Vary")).toContain("Accept-Encoding");
  expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
  const gz = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
  const plain = await app.request("/");
  expect(plain.headers.get("Content-Encoding")).toBeNull();
  expect(await plain.text()).toBe(html);
});

test("event streams, images and bodies known to be tiny are left alone", async () => {
  for (const [body, type, length] of [
    ["data: x\n\n".repeat(300), "text/event-stream"],
    ["x".repeat(5000), "image/png"],
    ["short", "text/html", "5"],
  ]) {
    const headers: Record<string, string> = length ? { "Content-Length": length } : {};
    const response = await appWith(body!, type!, headers).request("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.headers.get("Content-Encoding"), type).toBeNull();
    expect(await response.text()).toBe(body);
  }
});
