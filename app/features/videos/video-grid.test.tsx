// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, expect, test } from "vitest";
import { VideoGrid, VideoGridSkeleton } from "./video-grid";
import type { VideoCardData, VideoGridData } from "./video-types";

afterEach(cleanup);

const video = (overrides: Partial<VideoCardData>): VideoCardData => ({
  videoId: "aaaaaaaaaa1",
  title: "Agents at work",
  description: "",
  thumbnailUrl: "https://i.ytimg.com/vi/aaaaaaaaaa1/hqdefault.jpg",
  duration: "PT1H2M3S",
  viewCount: 1_204_550,
  publishedAt: "2026-11-20T15:00:00.000Z",
  isFeatured: false,
  ...overrides,
});

/** The grid inside a real data router, its data from a loader the test controls. */
function renderGrid(load: () => Promise<VideoGridData> | VideoGridData) {
  function Page() {
    return <VideoGrid data={useLoaderData() as VideoGridData} placeholders={4} />;
  }
  const Stub = createRoutesStub([{ path: "/resources", Component: Page, loader: () => load(), HydrateFallback: () => null }]);
  return render(<Stub initialEntries={["/resources"]} />);
}

test("the list shows each video's thumbnail, title, K/M views, date and duration, with no player yet", async () => {
  renderGrid(() => ({
    status: "ok",
    total: 2,
    videos: [video({}), video({ videoId: "aaaaaaaaaa2", title: "Prompting in 45 seconds", duration: "PT45S", viewCount: 999_950 })],
  }));
  const cards = await screen.findAllByTestId("video-card");
  expect(cards).toHaveLength(2);
  expect(cards[0]!.textContent).toContain("1.2M views");
  expect(cards[0]!.textContent).toContain("1:02:03");
  expect(cards[0]!.textContent).toContain("Nov 20, 2026");
  expect(cards[1]!.textContent).toContain("1.0M views");
  expect(cards[1]!.textContent).toContain("0:45");
  const thumbnail = cards[0]!.querySelector("img")!;
  expect(thumbnail.getAttribute("src")).toBe("https://i.ytimg.com/vi/aaaaaaaaaa1/hqdefault.jpg");
  expect(thumbnail.getAttribute("width")).toBe("480");
  expect(thumbnail.getAttribute("height")).toBe("360");
  expect(document.querySelector("iframe")).toBeNull();
  expect(screen.getByRole("link", { name: /Agents at work/ }).getAttribute("href")).toBe("https://www.youtube.com/watch?v=aaaaaaaaaa1");
});

test("a video without a duration (the public feed, a live stream) shows no duration badge", async () => {
  renderGrid(() => ({ status: "ok", total: 1, videos: [video({ duration: null })] }));
  const card = await screen.findByTestId("video-card");
  expect(card.textContent).not.toMatch(/\d:\d\d/);
});

test("play swaps the thumbnail for the youtube-nocookie player, which starts and takes focus", async () => {
  renderGrid(() => ({ status: "ok", total: 1, videos: [video({})] }));
  const play = await screen.findByRole("button", { name: "Play video: Agents at work" });
  expect(play.tagName).toBe("BUTTON");
  await userEvent.click(play);
  const frame = document.querySelector("iframe")!;
  expect(frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aaaaaaaaaa1?autoplay=1");
  expect(frame.getAttribute("title")).toBe("Agents at work");
  expect(frame.getAttribute("allow")).toContain("autoplay");
  expect(document.activeElement).toBe(frame);
  expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
});

test("the error state says the site's message and 'Try again' reloads, showing the placeholders meanwhile", async () => {
  let release: (data: VideoGridData) => void = () => {};
  let calls = 0;
  renderGrid(() => {
    calls += 1;
    if (calls === 1) return { status: "error" };
    return new Promise<VideoGridData>((resolve) => (release = resolve));
  });
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("Failed to load videos. Please try again later.");
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  const loading = await screen.findByTestId("video-grid-loading");
  expect(loading.querySelectorAll("[data-slot=skeleton]").length).toBeGreaterThanOrEqual(4);
  expect(loading.querySelectorAll("li")).toHaveLength(4);
  expect(loading.textContent).toContain("Loading videos");
  release({ status: "ok", total: 1, videos: [video({})] });
  await waitFor(() => expect(screen.getAllByTestId("video-card")).toHaveLength(1));
  expect(screen.queryByTestId("video-grid-loading")).toBeNull();
});

test("the empty state says the site's message", async () => {
  renderGrid(() => ({ status: "ok", total: 0, videos: [] }));
  expect((await screen.findByTestId("video-grid-empty")).textContent).toContain("No videos available at the moment.");
  expect(screen.queryByTestId("video-card")).toBeNull();
});

test("the loading state is four pulsing placeholders and a spoken 'Loading videos…'", () => {
  render(<VideoGridSkeleton count={4} />);
  const status = screen.getByRole("status");
  expect(status.querySelectorAll("li")).toHaveLength(4);
  expect(status.querySelector(".animate-pulse")).not.toBeNull();
  expect(status.textContent).toContain("Loading videos…");
});
