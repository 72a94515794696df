// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { VideoCard } from "./video-card";

afterEach(cleanup);

const video = {
  videoId: "aaaaaaaaaa1",
  title: "Agents at work",
  description: "",
  thumbnailUrl: "https://i.ytimg.com/vi/aaaaaaaaaa1/hqdefault.jpg",
  duration: "PT12M",
  viewCount: 1_000,
  publishedAt: "2026-11-20T15:00:00.000Z",
  isFeatured: false,
};

test("a thumbnail that fails to load gives way to the drawn cover, and the video still plays", () => {
  const { container } = render(<VideoCard video={video} />);
  const image = container.querySelector("img")!;
  expect(screen.queryByTestId("video-thumbnail-fallback")).toBeNull();

  fireEvent.error(image);

  expect(container.querySelector("img")).toBeNull();
  expect(screen.getByTestId("video-thumbnail-fallback").textContent).toBe("Agents at work");
  expect(screen.getByRole("button", { name: /Agents at work/ })).toBeTruthy();
});
