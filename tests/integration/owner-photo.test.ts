import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { renderOwnerPhoto } from "~/features/owner-photo/owner-photo.server";
import { prepareImage, storeImage } from "~/features/blog/post-images.server";
import { mediaPath } from "~/features/blog/media-paths";
import { loadEnv } from "~/config/env.server";
import { forgetSiteValues } from "~/content/site-values.server";
import type { DatabaseHandle } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { ownerPhotoVersion } from "~/lib/owner-photo";
import { callRoute } from "../call-route";
import { createTestDatabase } from "../db";

// A landscape "photo": the square crops must come out square at every size.
const original = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#d97757" } })
  .composite([
    { input: Buffer.from('<svg width="300" height="300"><circle cx="150" cy="150" r="140" fill="#25215e"/></svg>'), left: 300, top: 150 },
  ])
  .jpeg()
  .toBuffer();

let publicDir: string;
let requests = 0;
const server = createServer((req, res) => {
  requests += 1;
  if (req.url === "/me.jpg") {
    res.writeHead(200, { "content-type": "image/jpeg" });
    return res.end(original);
  }
  res.writeHead(404).end();
});
let base: string;
let database: DatabaseHandle;

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), "owner-photo-"));
  await mkdir(path.join(publicDir, "images"));
  await writeFile(path.join(publicDir, "images/owner.jpg"), original);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The route reads the process's configuration on first use.
  process.env.OWNER_PHOTO = `${base}/me.jpg`;
  database = await createTestDatabase("pglite");
});
afterAll(async () => {
  await database.close();
  await rm(publicDir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

test("a file under public/ comes out square, at the size asked, as AVIF, WebP and JPEG", async () => {
  for (const [format, expected] of [
    ["avif", "heif"],
    ["webp", "webp"],
    ["jpg", "jpeg"],
  ] as const) {
    const body = await renderOwnerPhoto("/images/owner.jpg", 304, format, { publicDir });
    const meta = await sharp(body).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: expected, width: 304, height: 304 });
    if (format === "avif") expect(meta.compression).toBe("av1");
  }
  // The modern formats are the smaller ones.
  const [avif, jpg] = await Promise.all([
    renderOwnerPhoto("/images/owner.jpg", 304, "avif", { publicDir }),
    renderOwnerPhoto("/images/owner.jpg", 304, "jpg", { publicDir }),
  ]);
  expect(avif.length).toBeLessThan(jpg.length);
});

test("a URL is fetched once, however many sizes are rendered from it", async () => {
  const before = requests;
  const [small, large] = await Promise.all([
    renderOwnerPhoto(`${base}/me.jpg`, 40, "webp", { publicDir }),
    renderOwnerPhoto(`${base}/me.jpg`, 80, "webp", { publicDir }),
  ]);
  await renderOwnerPhoto(`${base}/me.jpg`, 40, "webp", { publicDir });
  expect(requests - before).toBe(1);
  expect((await sharp(small).metadata()).width).toBe(40);
  expect((await sharp(large).metadata()).width).toBe(80);
});

test("a missing original fails, and is tried again on the next request", async () => {
  await expect(renderOwnerPhoto("/images/later.jpg", 72, "jpg", { publicDir })).rejects.toThrow();
  await writeFile(path.join(publicDir, "images/later.jpg"), original);
  expect((await sharp(await renderOwnerPhoto("/images/later.jpg", 72, "jpg", { publicDir })).metadata()).width).toBe(72);
});

test("the route serves the prepared sizes with their type and refuses any other", async () => {
  const { loader } = await import("~/routes/owner-photo.$file");
  const ok = (await callRoute(loader, "http://localhost/owner-photo/152.avif?v=x", { database }, { file: "152.avif" })) as Response;
  expect(ok.status).toBe(200);
  expect(ok.headers.get("Content-Type")).toBe("image/avif");
  expect((await sharp(Buffer.from(await ok.arrayBuffer())).metadata()).width).toBe(152);
  for (const file of ["153.avif", "152.gif", "../etc.jpg", "99999.jpg"]) {
    const refused = (await callRoute(loader, `http://localhost/owner-photo/${file}`, { database }, { file })) as Response;
    expect(refused.status, file).toBe(404);
  }
});

test("a photo uploaded in the console is read from the database; its own address is kept for good, any other briefly", async () => {
  const { loader } = await import("~/routes/owner-photo.$file");
  const prepared = await prepareImage(new Uint8Array(original));
  if (!("image" in prepared)) throw new Error("the picture was refused");
  const source = mediaPath(await storeImage(database.db, prepared.image));
  await database.db.insert(siteSettings).values({ key: "ownerPhoto", value: source, savedBy: "owner" });
  forgetSiteValues(database.db);
  const ask = async (query: string) =>
    (await callRoute(loader, `http://localhost/owner-photo/72.jpg${query}`, { database }, { file: "72.jpg" })) as Response;
  const current = await ask(`?v=${ownerPhotoVersion(source)}`);
  expect(current.status).toBe(200);
  expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  expect(await sharp(Buffer.from(await current.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 72, height: 72 });
  expect((await ask(`?v=${ownerPhotoVersion(`${base}/me.jpg`)}`)).headers.get("Cache-Control")).toBe("public, max-age=300");
  expect((await ask("")).headers.get("Cache-Control")).toBe("public, max-age=300");
  await database.db.delete(siteSettings);
  forgetSiteValues(database.db);
});

test("OWNER_PHOTO takes a URL or an image under public/, nothing that leaves it", () => {
  expect(loadEnv({ OWNER_PHOTO: "/images/owner.jpg" }).site.ownerPhoto).toBe("/images/owner.jpg");
  expect(loadEnv({ OWNER_PHOTO: "https://cdn.example.com/me.webp" }).site.ownerPhoto).toBe("https://cdn.example.com/me.webp");
  expect(loadEnv({}).site.ownerPhoto).toBeUndefined();
  for (const bad of ["../secret.jpg", "/images/../../etc/passwd.jpg", "/images/owner.txt", "ftp://x/me.jpg"]) {
    expect(() => loadEnv({ OWNER_PHOTO: bad }), bad).toThrow(/OWNER_PHOTO: must be an http\(s\) URL or an image file under public/);
  }
});
