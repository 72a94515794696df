import { expect, test } from "vitest";
import { acceptsGzip, negotiateEncoding } from "./accept-encoding";

test("brotli is preferred, then gzip, and q=0 refuses an encoding", () => {
  expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
  expect(negotiateEncoding("gzip")).toBe("gzip");
  expect(negotiateEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
  expect(negotiateEncoding("br;q=0, gzip;q=0")).toBeUndefined();
  expect(negotiateEncoding("*")).toBe("br");
  expect(negotiateEncoding("identity")).toBeUndefined();
  expect(negotiateEncoding(undefined)).toBeUndefined();
});

test("gzip is taken when named or covered by *, and not when refused", () => {
  expect(acceptsGzip("gzip, deflate, br")).toBe(true);
  expect(acceptsGzip("*")).toBe(true);
  expect(acceptsGzip("br")).toBe(false);
  expect(acceptsGzip("gzip;q=0, *")).toBe(false);
  expect(acceptsGzip(null)).toBe(false);
});
