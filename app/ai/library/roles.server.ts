import { parse as parseYaml, YAMLParseError } from "yaml";
import { GENERAL_ROLE_ID } from "~/ai/detect-role";
import { RoleProfileSchema, type RoleProfile } from "./role-schema";

/** The idea library's folder, as the errors name it. */
export const IDEA_LIBRARY_DIR = "content/idea-library";

// Bundled at build time, like the blog's posts: the built server reads no files at run time (a
// release holds build/, not content/), and a new role joins the library by being a file here.
const files = import.meta.glob<string>("/content/idea-library/*.yaml", { query: "?raw", eager: true, import: "default" });

/** A library that can't be used: one line per problem, each naming the file and the field. */
export class IdeaLibraryError extends Error {
  override name = "IdeaLibraryError";
  constructor(readonly problems: string[]) {
    super(`The idea library (${IDEA_LIBRARY_DIR}) has problems:\n  ${problems.join("\n  ")}`);
  }
}

/**
 * Reads and validates every file of the library; throws an IdeaLibraryError listing every problem
 * at once, so the owner fixes them in one round. Roles come in file-name order, so answers never
 * depend on load order.
 */
export function parseIdeaLibrary(sources: Record<string, string>): RoleProfile[] {
  const problems: string[] = [];
  const roles: RoleProfile[] = [];
  const ideaFiles = new Map<string, string>();
  const names = new Set<string>();
  for (const [key, source] of Object.entries(sources).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const file = key.replace(/^\//, "");
    const name = file.replace(/^.*\//, "").replace(/\.yaml$/, "");
    names.add(name);
    let data: unknown;
    try {
      data = parseYaml(source);
    } catch (error) {
      const reason = error instanceof YAMLParseError ? error.message.split("\n")[0] : String(error);
      problems.push(`${file}: not valid YAML: ${reason}`);
      continue;
    }
    const parsed = RoleProfileSchema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push([file, issue.path.join("."), issue.message].filter(Boolean).join(": "));
      continue;
    }
    const role = parsed.data;
    if (role.id !== name) problems.push(`${file}: id: is "${role.id}", but the file's name says "${name}"; they must be the same`);
    role.ideas.forEach((idea, index) => {
      const other = ideaFiles.get(idea.id);
      if (other)
        problems.push(`${file}: ideas.${index}.id: "${idea.id}" is already an idea of ${other}; ids are unique across the library`);
      else ideaFiles.set(idea.id, file);
    });
    roles.push(role);
  }
  if (!names.has(GENERAL_ROLE_ID)) {
    problems.push(`${IDEA_LIBRARY_DIR}/${GENERAL_ROLE_ID}.yaml: missing; its ideas answer when the role can't be told`);
  }
  if (problems.length) throw new IdeaLibraryError(problems);
  return roles;
}

/**
 * Every role of the library. Validated when the server's bundle loads: the build's last step loads
 * it (to make the empty database a first start copies), so a bad file fails the build and the live
 * build keeps serving; a start on such a build, `npm run dev`
 * and the tests stop with the same message.
 */
export const ROLE_LIBRARY: readonly RoleProfile[] = parseIdeaLibrary(files);
