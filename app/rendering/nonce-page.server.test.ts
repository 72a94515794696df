import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { NONCE_PLACEHOLDER } from "~/context";
import { noncePage, noncePageResponse } from "./nonce-page.server";

const P = NONCE_PLACEHOLDER;

test("a kept page's gzip is the page with this response's nonce, whatever the nonce and wherever the placeholders are", () => {
  const pages = [
    `<!doctype html><script nonce="${P}">a()</script><p>${"Work Waves — “quoted” ✓ ".repeat(4000)}</p><style nonce="${P}"></style>`,
    `${P}${P}starts and ends with the placeholder${P}`,
    "no placeholder at all",
    "",
  ];
  for (const html of pages) {
    const page = noncePage(html);
    for (const nonce of [randomBytes(16).toString("base64"), "x", "a-much-longer-nonce-than-the-placeholder-itself"]) {
      const expected = html.replaceAll(P, nonce);
      expect(page.text(nonce)).toBe(expected);
      expect(gunzipSync(page.gzip(nonce)).toString("utf8")).toBe(expected);
    }
  }
});

test("a large page's gzip is a fraction of its size", () => {
  const html = `<script nonce="${P}"></script>` + "<li>An idea for your week</li>".repeat(3000);
  const page = noncePage(html);
  expect(page.gzip("n1").length).toBeLessThan(html.length / 20);
});

test("a browser that takes gzip gets it, one that does not gets text, HEAD gets no body; Vary is set", async () => {
  const page = noncePage(`<p nonce="${P}">hello</p>`);
  const respond = (accept: string | null, method = "GET") =>
    noncePageResponse(page, "N", new Request("http://site/", { method, headers: accept ? { "Accept-Encoding": accept } : {} }), {
      status: 200,
      headers: new Headers({ "Cache-Control": "no-cache" }),
    });

  const gzipped = respond("gzip, deflate, br, zstd");
  expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
  expect(gzipped.headers.get("Vary")).toBe("Accept-Encoding");
  expect(gzipped.headers.get("Cache-Control")).toBe("no-cache");
  expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe('<p nonce="N">hello</p>');

  for (const accept of [null, "br", "gzip;q=0, br"]) {
    const plain = respond(accept);
    expect(plain.headers.get("Content-Encoding"), String(accept)).toBeNull();
    expect(await plain.text()).toBe('<p nonce="N">hello</p>');
  }
  expect(await respond("gzip", "HEAD").text()).toBe("");
});
