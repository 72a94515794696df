import { configure } from "@testing-library/dom";

// findBy… and waitFor wait for what loads on demand (the toaster, a lazily imported schema): on a busy
// machine that takes longer than testing-library's default second. A real failure still fails, later.
configure({ asyncUtilTimeout: 10_000 });
