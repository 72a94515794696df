// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { defaultSiteConfig } from "~/content/site-config";
import { ownerPhotoVersion } from "~/lib/owner-photo";
import { ProfileAvatar } from "./profile-avatar";

afterEach(cleanup);

function renderAvatar(ownerPhoto: string | undefined, size?: number) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      HydrateFallback: () => null,
      loader: () => ({ site: { ...defaultSiteConfig, ownerPhoto }, renderedYear: 2026 }),
      Component: () => <ProfileAvatar src="/images/avatar.svg" name="Morgan Lee" size={size} />,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

test("without OWNER_PHOTO the illustration shows, with its set size", async () => {
  renderAvatar(undefined, 152);
  const image = await screen.findByRole("img", { name: "Morgan Lee" });
  expect(image.getAttribute("src")).toBe("/images/avatar.svg");
  expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["152", "152"]);
  expect(document.querySelector("picture")).toBeNull();
});

test("with OWNER_PHOTO the photo comes as AVIF, then WebP, then JPEG, at this place's size and twice it", async () => {
  renderAvatar("/images/owner.jpg", 72);
  const image = await screen.findByRole("img", { name: "Morgan Lee" });
  const picture = document.querySelector("picture")!;
  const sources = Array.from(picture.querySelectorAll("source"));
  expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  const version = `?v=${ownerPhotoVersion("/images/owner.jpg")}`;
  expect(sources[0]!.getAttribute("srcset")).toBe(`/owner-photo/72.avif${version} 1x, /owner-photo/144.avif${version} 2x`);
  expect(image.getAttribute("src")).toBe(`/owner-photo/72.jpg${version}`);
  expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["72", "72"]);
});

test("a size between the prepared ones takes the next larger; a photo that fails falls back to the illustration, then the initials", async () => {
  renderAvatar("https://photos.example.com/me.jpg", 100);
  const photo = await screen.findByRole("img", { name: "Morgan Lee" });
  expect(photo.getAttribute("src")).toMatch(/^\/owner-photo\/112\.jpg/);
  fireEvent.error(photo);
  const illustration = await screen.findByRole("img", { name: "Morgan Lee" });
  expect(illustration.getAttribute("src")).toBe("/images/avatar.svg");
  expect(document.querySelector("picture")).toBeNull();
  fireEvent.error(illustration);
  expect((await screen.findByTestId("avatar-fallback")).textContent).toBe("ML");
});
