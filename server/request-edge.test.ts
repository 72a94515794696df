import { expect, test } from "vitest";
import { isServedMethod, loggedPath, MAX_PATH_LENGTH, MAX_PATH_SEGMENTS, pathNoPageHas } from "./request-edge";

test("a manage link's token never reaches a log line, in any of its URLs", () => {
  const token = "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG0";
  expect(loggedPath(`/events/manage/${token}`)).toBe("/events/manage/[token]");
  expect(loggedPath(`/events/manage/${token}.data`)).toBe("/events/manage/[token].data");
  expect(loggedPath(`/events/manage/${token}/calendar.ics`)).toBe("/events/manage/[token]/calendar.ics");
  expect(loggedPath(`/Events//MANAGE/${token}/`)).toBe("/Events//MANAGE/[token]/");
  expect(loggedPath("/events/manage")).toBe("/events/manage");
  expect(loggedPath("/events")).toBe("/events");
  expect(loggedPath("/blog/events/manage-your-time")).toBe("/blog/events/manage-your-time");
});

test("a path longer or deeper than any page's is refused; the site's own paths pass", () => {
  for (const path of ["/", "/about", "/events/manage/abc/calendar.ics", "/admin/live-sessions/0b0d/registrants.csv", "/blog/x.md"])
    expect(pathNoPageHas(path), path).toBeUndefined();
  expect(pathNoPageHas("/a".repeat(MAX_PATH_SEGMENTS))).toBeUndefined();
  expect(pathNoPageHas("/a".repeat(MAX_PATH_SEGMENTS + 1))).toBe(404);
  expect(pathNoPageHas(`/${"a".repeat(MAX_PATH_LENGTH)}`)).toBe(414);
});

test("GET, HEAD and POST are served; nothing else", () => {
  for (const method of ["GET", "HEAD", "POST"]) expect(isServedMethod(method)).toBe(true);
  for (const method of ["TRACE", "TRACK", "CONNECT", "OPTIONS", "PUT", "DELETE", "PATCH", "FOO", "get"])
    expect(isServedMethod(method)).toBe(false);
});
