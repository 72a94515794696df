/** Debian's Chromium, which the browser tests and the benches drive (never a downloaded browser). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Chromium's flags for a machine without a display or a network: without them it floods the closed network with refused connections. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
