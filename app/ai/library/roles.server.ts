import type { RoleProfile } from "./types";

// One file per role in ./roles, each exporting `role`; new files join the library by being there.
const modules = import.meta.glob<{ role: RoleProfile }>("./roles/*.server.ts", { eager: true });

/** Every role of the library, in file-name order (so answers never depend on load order). */
export const ROLE_LIBRARY: readonly RoleProfile[] = Object.keys(modules)
  .sort()
  .map((file) => modules[file]!.role);
