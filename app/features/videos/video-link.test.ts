import { expect, test } from "vitest";
import { videoIdFromLink } from "./video-link";

test("the id comes out of every form of YouTube link people copy, and nothing else passes", () => {
  const id = "dQw4w9WgXcQ";
  for (const link of [
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}&t=42s`,
    `youtube.com/watch?feature=share&v=${id}`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://music.youtube.com/watch?v=${id}&list=RD`,
    `https://youtu.be/${id}`,
    `youtu.be/${id}?si=AbCdEf`,
    `https://www.youtube.com/shorts/${id}`,
    `https://www.youtube.com/embed/${id}?start=10`,
    `https://www.youtube-nocookie.com/embed/${id}`,
    `https://www.youtube.com/live/${id}?feature=share`,
    `  https://youtu.be/${id}  `,
  ]) {
    expect(videoIdFromLink(link), link).toBe(id);
  }
  for (const link of [
    "",
    "not a link",
    `https://vimeo.com/${id}`,
    `https://www.youtube.com/@channel`,
    `https://www.youtube.com/watch?v=tooShort`,
    `https://youtu.be/${id}x`,
    `https://evil.example/watch?v=${id}`,
    `https://youtube.com.evil.example/watch?v=${id}`,
    `javascript:alert(1)//youtu.be/${id}`,
    `ftp://youtu.be/${id}`,
  ]) {
    expect(videoIdFromLink(link), link).toBeUndefined();
  }
});
