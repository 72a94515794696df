// findBy… and waitFor wait for what loads on demand (the toaster, a lazily imported schema): on a busy
// machine that takes longer than testing-library's default second. A real failure still fails, later.
// Only the files that run in a DOM (`@vitest-environment happy-dom` or `jsdom`) use testing-library: the others
// (most of the unit lane, all of the integration lane) do not load it.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: 10_000 });
}
export {};
