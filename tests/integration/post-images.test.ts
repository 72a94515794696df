import { eq } from "drizzle-orm";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { blogImages, blogImageVariants, blogPosts } from "~/db/schema";
import { getEnv } from "~/config/env.server";
import { IMAGE_REFUSALS } from "~/features/blog/post-images.server";
import { getPublicBlog } from "~/features/blog/post-store.server";
import { toPostView } from "~/features/blog/posts.server";
import { POST_IMAGE_MAX_BYTES } from "~/features/blog/media-paths";
import { serviceDeps } from "~/services/service-deps.server";
import { uploadPostImage } from "~/services/post-images.server";
import { action as uploadAction } from "~/routes/admin.posts.images";
import { loader as mediaLoader } from "~/routes/media.$file";
import { IMAGE_UPLOAD_PATH, requestBodyLimits } from "../../server/body-limits";
import { callRoute } from "../call-route";
import { createTestDatabase, testDatabases } from "../db";

// Pictures made here, each a case of what a writer (or someone posing as one) may upload.
const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? { r: 40, g: 90, b: 200, alpha: 0.5 } : "#2a5ac8" } });
// A picture with detail, so its sizes differ from one another and its data is not one repeated byte.
const noisy = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 7) * 104729) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};

const GPS = {
  IFD0: { Make: "PhoneCam", Model: "X1" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2406/100", GPSLongitudeRef: "E", GPSLongitude: "2/1 17/1 4008/100" },
};

let jpeg: Buffer;
let png: Buffer;
let gif: Buffer;
let webp: Buffer;
let avif: Buffer;

beforeAll(async () => {
  jpeg = await noisy(640, 400).jpeg({ quality: 90 }).toBuffer();
  png = await solid(300, 200, 4).png().toBuffer();
  gif = await solid(120, 80).gif().toBuffer();
  webp = await solid(300, 200).webp().toBuffer();
  avif = await solid(300, 200).avif().toBuffer();
});

/** A JPEG with a segment of its own put right after its start (a comment, 0xFFFE). */
const withComment = (image: Buffer, text: string) => {
  const body = Buffer.from(text, "latin1");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([image.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, body, image.subarray(2)]);
};
/** The smallest ZIP holding one empty file, as an archive tool writes it. */
const zip = Buffer.concat([
  Buffer.from("PK\x03\x04", "latin1"),
  Buffer.alloc(26),
  Buffer.from("a.txt", "latin1"),
  Buffer.from("PK\x01\x02", "latin1"),
  Buffer.alloc(42),
  Buffer.from("PK\x05\x06", "latin1"),
  Buffer.alloc(18),
]);

const hostileUploads: Array<[string, () => Promise<Uint8Array> | Uint8Array, keyof typeof IMAGE_REFUSALS]> = [
  ["an empty file", () => new Uint8Array(), "empty"],
  ["a text file named x.jpg", () => Buffer.from("Just some notes, saved as x.jpg.\n"), "not-an-image"],
  [
    "an SVG",
    () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    "not-an-image",
  ],
  ["an HTML page", () => Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"), "not-an-image"],
  ["a PDF", () => Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"), "not-an-image"],
  ["an 11 MB file", () => Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length)]), "too-large"],
  ["a 41-megapixel PNG", () => solid(8200, 5000).png({ compressionLevel: 9 }).toBuffer(), "too-many-pixels"],
  ["a JPEG cut off", () => jpeg.subarray(0, Math.floor(jpeg.length * 0.7)), "truncated"],
  ["a JPEG without its end marker", () => jpeg.subarray(0, jpeg.length - 2), "truncated"],
  ["a PNG cut off", () => png.subarray(0, Math.floor(png.length / 2)), "truncated"],
  ["a GIF cut off", () => gif.subarray(0, gif.length - 5), "truncated"],
  [
    "a JPEG with a page after its end",
    () => Buffer.concat([jpeg, Buffer.from("<html><script>alert(document.cookie)</script></html>")]),
    "extra-content",
  ],
  ["a JPEG with a ZIP after its end", () => Buffer.concat([jpeg, zip]), "extra-content"],
  ["a JPEG with a script inside a comment", () => withComment(jpeg, "<script>alert(1)</script>"), "extra-content"],
  ["a JPEG with PHP inside a comment", () => withComment(jpeg, "<?php system($_GET['c']); ?>"), "extra-content"],
  ["a JPEG with a ZIP inside a comment", () => withComment(jpeg, zip.toString("latin1")), "extra-content"],
  ["a PNG with a script after IEND", () => Buffer.concat([png, Buffer.from("<script>alert(1)</script>")]), "extra-content"],
  ["a PNG with bytes after IEND", () => Buffer.concat([png, Buffer.from("plain trailing bytes")]), "extra-content"],
  ["a GIF with a page after its trailer", () => Buffer.concat([gif, Buffer.from("<html>hi</html>")]), "extra-content"],
  ["a WebP whose RIFF size disagrees with its length", () => Buffer.concat([webp, Buffer.from("<?php echo 1; ?>")]), "extra-content"],
  [
    "a WebP whose RIFF size claims more than it has",
    () => {
      const copy = Buffer.from(webp);
      copy.writeUInt32LE(copy.length + 100, 4);
      return copy;
    },
    "truncated",
  ],
  ["an AVIF with a page after its boxes", () => Buffer.concat([avif, Buffer.from("<html>hi</html>")]), "extra-content"],
  ["an AVIF with bytes after its boxes", () => Buffer.concat([avif, Buffer.from("plain trailing bytes")]), "truncated"],
];

const statusOf = (response: Response) => response.status;

describe.each(testDatabases())("post images on %s", (kind) => {
  let handle: DatabaseHandle;
  const deps = () => serviceDeps({ database: handle, env: getEnv(), queue: async () => undefined });

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  test.each(hostileUploads)("refused with a clear sentence: %s", async (_name, make, refusal) => {
    const before = await handle.db.select({ id: blogImages.id }).from(blogImages);
    const outcome = await uploadPostImage(deps(), { bytes: await make(), name: "x.jpg" });
    expect(outcome).toEqual({ ok: false, message: IMAGE_REFUSALS[refusal], field: "file" });
    expect(await handle.db.select({ id: blogImages.id }).from(blogImages)).toEqual(before);
  });

  test("a photo's GPS position and camera details are not stored; its orientation is applied", async () => {
    const tagged = await noisy(400, 200).jpeg().withExif(GPS).toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const outcome = await uploadPostImage(deps(), { bytes: tagged, name: "holiday.jpg" });
    if (!outcome.ok) throw new Error(outcome.message);
    const [row] = await handle.db.select().from(blogImages).where(eq(blogImages.id, outcome.value.id));
    const stored = Buffer.from(row!.bytes);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.includes("Exif")).toBe(false);
    expect(stored.includes("PhoneCam")).toBe(false);

    // Taken sideways (EXIF orientation 6): stored the right way up, without the tag.
    const sideways = await noisy(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const turned = await uploadPostImage(deps(), { bytes: sideways });
    if (!turned.ok) throw new Error(turned.message);
    expect([turned.value.width, turned.value.height]).toEqual([200, 300]);
  });

  test("a picture is stored once, by the SHA-256 of its stored bytes, with its sizes in AVIF and WebP", async () => {
    const wide = await noisy(2000, 1000).jpeg().toBuffer();
    const first = await uploadPostImage(deps(), { bytes: wide, name: "wide.jpg", alt: "  A wide picture " });
    const again = await uploadPostImage(deps(), { bytes: wide, name: "copy.jpg" });
    if (!first.ok || !again.ok) throw new Error("refused");
    expect(first.value).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{64}$/),
      url: `/media/${first.value.id}.jpg`,
      width: 2000,
      height: 1000,
      alt: "A wide picture",
    });
    expect(again.value.id).toBe(first.value.id);
    const rows = await handle.db.select().from(blogImages).where(eq(blogImages.id, first.value.id));
    expect(rows).toHaveLength(1);
    const { createHash } = await import("node:crypto");
    expect(createHash("sha256").update(rows[0]!.bytes).digest("hex")).toBe(first.value.id);
    expect(rows[0]!.contentType).toBe("image/jpeg");
    const variants = await handle.db
      .select({ width: blogImageVariants.width, format: blogImageVariants.format, bytes: blogImageVariants.bytes })
      .from(blogImageVariants)
      .where(eq(blogImageVariants.imageId, first.value.id));
    expect(variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual([
      "1600.avif",
      "1600.webp",
      "480.avif",
      "480.webp",
      "960.avif",
      "960.webp",
    ]);
    for (const variant of variants) {
      const meta = await sharp(Buffer.from(variant.bytes)).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
    }
  }, 60_000);

  test("a picture larger than 2,560 pixels is stored at 2,560 on its longer side, its sizes never wider than it", async () => {
    const big = await noisy(3000, 1000).png().toBuffer();
    const outcome = await uploadPostImage(deps(), { bytes: big });
    if (!outcome.ok) throw new Error(outcome.message);
    expect([outcome.value.width, outcome.value.height, outcome.value.url.endsWith(".png")]).toEqual([2560, 853, true]);
    const narrow = await uploadPostImage(deps(), { bytes: await noisy(700, 300).webp().toBuffer() });
    if (!narrow.ok) throw new Error(narrow.message);
    const widths = await handle.db
      .select({ width: blogImageVariants.width })
      .from(blogImageVariants)
      .where(eq(blogImageVariants.imageId, narrow.value.id));
    expect([...new Set(widths.map((row) => row.width))].sort((a, b) => a - b)).toEqual([480, 700]);
  }, 60_000);

  test.each([
    ["JPEG", () => jpeg, "jpg"],
    ["PNG with transparency", () => png, "png"],
    ["WebP", () => webp, "webp"],
    ["AVIF", () => avif, "avif"],
    ["GIF (its first frame, kept as a PNG)", () => gif, "png"],
  ])(
    "a %s is taken",
    async (_name, make, extension) => {
      const outcome = await uploadPostImage(deps(), { bytes: make() });
      if (!outcome.ok) throw new Error(outcome.message);
      expect(outcome.value.url).toBe(`/media/${outcome.value.id}.${extension}`);
    },
    30_000,
  );

  test("served from the database with its type, an ETag and immutable caching; a revalidation is a 304", async () => {
    const outcome = await uploadPostImage(deps(), { bytes: jpeg });
    if (!outcome.ok) throw new Error(outcome.message);
    const { id } = outcome.value;
    const get = (file: string, headers: Record<string, string> = {}) =>
      callRoute(mediaLoader, new Request(`http://localhost/media/${file}`, { headers }), { database: handle }, { file });

    const stored = await get(`${id}.jpg`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("Content-Type")).toBe("image/jpeg");
    expect(stored.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(stored.headers.get("ETag")).toBe(`"${id}.jpg"`);
    const [row] = await handle.db.select({ bytes: blogImages.bytes }).from(blogImages).where(eq(blogImages.id, id));
    expect(Buffer.from(await stored.arrayBuffer()).equals(Buffer.from(row!.bytes))).toBe(true);

    for (const [file, type] of [
      [`${id}-480.avif`, "image/avif"],
      [`${id}-640.webp`, "image/webp"],
    ]) {
      const variant = await get(file!);
      expect([variant.status, variant.headers.get("Content-Type"), variant.headers.get("Cache-Control")]).toEqual([
        200,
        type,
        "public, max-age=31536000, immutable",
      ]);
    }
    const revalidated = await get(`${id}.jpg`, { "If-None-Match": `"${id}.jpg"` });
    expect([revalidated.status, revalidated.headers.get("ETag")]).toEqual([304, `"${id}.jpg"`]);
    const unknown = "0".repeat(64);
    expect((await get(`${unknown}.jpg`, { "If-None-Match": `"${unknown}.jpg"` })).status).toBe(404);

    const hostile = [
      "",
      "x",
      "..",
      "../../etc/passwd",
      "%2e%2e%2fetc%2fpasswd",
      `${unknown}.jpg`,
      `${unknown}-480.webp`,
      `${id}.png`,
      `${id}.JPG`,
      `${id.toUpperCase()}.jpg`,
      `${id}.jpg.html`,
      `${id}.svg`,
      `${id}-480.jpg`,
      `${id}-0.webp`,
      `${id}-0480.webp`,
      `${id}-481.webp`,
      `${id}-2000.avif`,
      `${id}-99999999999.webp`,
      `${id}-480.webp?x`,
      `${id}\u0000.jpg`,
      `${id}.jpg\n`,
      `${id.slice(1)}.jpg`,
      "a".repeat(5000),
      "' or 1=1 --.jpg",
    ];
    for (const file of hostile) {
      const answer = await get(file);
      expect([file, statusOf(answer)]).toEqual([file, 404]);
    }
  }, 30_000);

  test("a published post's body and cover draw the uploaded picture at its sizes; its social image is a raster", async () => {
    const cover = await uploadPostImage(deps(), { bytes: await noisy(1800, 1000).webp().toBuffer() });
    const inline = await uploadPostImage(deps(), { bytes: jpeg });
    if (!cover.ok || !inline.ok) throw new Error("refused");
    const body = [
      "## Pictures",
      "",
      `![A chart "with quotes"](${inline.value.url})`,
      "",
      `<img src="${inline.value.url}" srcset="javascript:alert(1) 1x, //evil.example/x.png 2x" sizes="100vw" onerror="alert(1)" alt="hand-written">`,
      "",
      '<img src="/images/blog/plain.png" srcset="//evil.example/x.png 2x" alt="not uploaded">',
    ].join("\n");
    await handle.db.insert(blogPosts).values({
      slug: "with-pictures",
      title: "With pictures",
      excerpt: "Pictures.",
      body,
      coverImage: cover.value.url,
      coverAlt: "A cover",
      status: "published",
      publishedAt: new Date("2030-01-02T12:00:00Z"),
    });
    const post = (await getPublicBlog(handle)).bySlug.get("with-pictures")!;
    const id = inline.value.id;
    expect(post.html).toContain(
      `<picture><source type="image/avif" srcset="/media/${id}-480.avif 480w, /media/${id}-640.avif 640w" sizes="(min-width: 48rem) 48rem, 100vw" /><img src="/media/${id}.jpg" srcset="/media/${id}-480.webp 480w, /media/${id}-640.webp 640w" sizes="(min-width: 48rem) 48rem, 100vw" alt="A chart &quot;with quotes&quot;" width="640" height="400" loading="lazy" decoding="async" /></picture>`,
    );
    expect(post.html).not.toMatch(/javascript:|evil\.example|onerror|100vw" onerror/);
    expect(post.html).toContain('<img src="/images/blog/plain.png" alt="not uploaded" loading="lazy" />');

    const view = toPostView(post, getEnv().site.imageServiceUrl);
    const coverId = cover.value.id;
    expect(view.hero).toEqual({
      src: `/media/${coverId}.webp`,
      alt: "A cover",
      width: 1800,
      height: 1000,
      srcSets: {
        avif: `/media/${coverId}-480.avif 480w, /media/${coverId}-960.avif 960w, /media/${coverId}-1600.avif 1600w`,
        webp: `/media/${coverId}-480.webp 480w, /media/${coverId}-960.webp 960w, /media/${coverId}-1600.webp 1600w`,
      },
    });
    // A WebP cover: networks get its largest WebP size; a JPEG one would be the stored file.
    expect(view.socialImage).toBe(`/media/${coverId}-1600.webp`);
  }, 60_000);

  test("the console's upload endpoint: a multipart post answers the image as JSON, a refusal as {error, field} with a 4xx", async () => {
    const upload = (file: Blob | string | undefined, name = "photo.jpg") => {
      const form = new FormData();
      if (typeof file === "string") form.set("file", file);
      else if (file) form.set("file", file, name);
      return callRoute(uploadAction, new Request(`http://localhost${IMAGE_UPLOAD_PATH}`, { method: "POST", body: form }), {
        database: handle,
      });
    };
    const taken = await upload(new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }));
    expect(taken.status).toBe(200);
    const { image } = (await taken.json()) as { image: { id: string; url: string; width: number; height: number } };
    expect(image).toEqual({ id: expect.stringMatching(/^[0-9a-f]{64}$/), url: `/media/${image.id}.jpg`, width: 640, height: 400 });

    const refusedSvg = await upload(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: "image/jpeg" }), "cat.jpg");
    expect(refusedSvg.status).toBe(422);
    expect(await refusedSvg.json()).toEqual({ error: IMAGE_REFUSALS["not-an-image"], field: "file" });

    const polyglot = await upload(new Blob([new Uint8Array(Buffer.concat([jpeg, zip]))], { type: "image/jpeg" }));
    expect([polyglot.status, ((await polyglot.json()) as { error: string }).error]).toEqual([422, IMAGE_REFUSALS["extra-content"]]);

    for (const missing of [undefined, "not a file"]) {
      const answer = await upload(missing);
      expect([answer.status, await answer.json()]).toEqual([400, { error: "Choose a picture to upload.", field: "file" }]);
    }
    const notAForm = await callRoute(
      uploadAction,
      new Request(`http://localhost${IMAGE_UPLOAD_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
      { database: handle },
    );
    expect(notAForm.status).toBe(400);
  }, 30_000);
});

test("the body limit: a 10 MB picture gets through to the upload address only; a bigger one is told in the upload's words", async () => {
  type Env = { Variables: { nonce: string } };
  const app = new Hono<Env>();
  app.use(requestBodyLimits<Env>(1024 * 1024, (c) => c.text("Request too large", 413)));
  app.post("*", async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength}`));
  const post = (path: string, size: number) =>
    app.request(path, { method: "POST", body: new Uint8Array(size), headers: { "Content-Type": "application/octet-stream" } });

  const picture = await post(IMAGE_UPLOAD_PATH, POST_IMAGE_MAX_BYTES + 2000);
  expect([picture.status, await picture.text()]).toEqual([200, `read ${POST_IMAGE_MAX_BYTES + 2000}`]);
  const elsewhere = await post("/admin/live-sessions", 2 * 1024 * 1024);
  expect([elsewhere.status, await elsewhere.text()]).toEqual([413, "Request too large"]);
  const tooBig = await post(IMAGE_UPLOAD_PATH, 11 * 1024 * 1024);
  expect(tooBig.status).toBe(413);
  expect(await tooBig.json()).toEqual({ error: IMAGE_REFUSALS["too-large"], field: "file" });
});
