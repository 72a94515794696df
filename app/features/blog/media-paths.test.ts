import { expect, test } from "vitest";
import { mediaIdsIn, mediaImageId, parseMediaFileName, variantWidths } from "./media-paths";

const ID = "0123456789abcdef".repeat(4);

test("a file under /media/ is the stored picture or one of its sizes, named exactly; anything else is nothing", () => {
  expect(parseMediaFileName(`${ID}.jpg`)).toEqual({ id: ID, extension: "jpg" });
  expect(parseMediaFileName(`${ID}-960.avif`)).toEqual({ id: ID, width: 960, format: "avif" });
  for (const name of [
    "",
    `${ID}.JPG`,
    `${ID}.svg`,
    `${ID}-960.jpg`,
    `${ID}-0960.webp`,
    `${ID}-123456.webp`,
    `${ID.slice(2)}.png`,
    `../${ID}.png`,
    `${ID}.png/x`,
  ])
    expect(parseMediaFileName(name), name).toBeUndefined();
});

test("a post names an uploaded picture by its path, with or without its extension", () => {
  expect(mediaImageId(`/media/${ID}.png`)).toBe(ID);
  expect(mediaImageId(`/media/${ID}`)).toBe(ID);
  expect(mediaImageId(`/media/${ID}.png?x=1`)).toBeUndefined();
  expect(mediaImageId(`https://evil.example/media/${ID}.png`)).toBeUndefined();
  expect(mediaIdsIn(`![a](/media/${ID}.png) and <img src="/media/${ID}">`)).toEqual([ID, ID]);
});

test("sizes are never wider than the picture; its own width stands in for the largest", () => {
  expect(variantWidths(4000)).toEqual([480, 960, 1600]);
  expect(variantWidths(1600)).toEqual([480, 960, 1600]);
  expect(variantWidths(1200)).toEqual([480, 960, 1200]);
  expect(variantWidths(300)).toEqual([300]);
});
