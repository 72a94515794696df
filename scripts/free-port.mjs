import { createServer } from "node:net";

/** A TCP port on 127.0.0.1 that nothing listens on right now, for a server the bench starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
