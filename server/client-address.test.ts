import { expect, test } from "vitest";
import { clientAddress } from "./client-address";

test("without a trusted proxy the socket decides, whatever X-Forwarded-For claims", () => {
  expect(clientAddress({ socketAddress: "203.0.113.7", forwardedFor: "198.51.100.1", trustedProxies: 0 })).toBe("203.0.113.7");
  expect(clientAddress({ socketAddress: "::ffff:203.0.113.7", forwardedFor: undefined, trustedProxies: 0 })).toBe("203.0.113.7");
  expect(clientAddress({ socketAddress: undefined, forwardedFor: undefined, trustedProxies: 0 })).toBe("unknown");
});

test("behind trusted proxies the visitor is that many hops from the right; forged entries to the left are ignored", () => {
  // The visitor forged "1.2.3.4"; the one proxy appended the real address it saw.
  expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "1.2.3.4, 203.0.113.7", trustedProxies: 1 })).toBe("203.0.113.7");
  expect(clientAddress({ socketAddress: "10.0.0.3", forwardedFor: "1.2.3.4, 203.0.113.7, 10.0.0.2", trustedProxies: 2 })).toBe(
    "203.0.113.7",
  );
  // A shorter chain than promised means the header is not what the proxies wrote: use the socket.
  expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "203.0.113.7", trustedProxies: 3 })).toBe("10.0.0.2");
  expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "", trustedProxies: 1 })).toBe("10.0.0.2");
});
