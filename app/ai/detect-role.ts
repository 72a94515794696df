import type { RoleProfile } from "./library/role-schema";

/** The profile used when nothing in the visitor's words names a role. Never detected itself. */
export const GENERAL_ROLE_ID = "general";

export interface DetectedRole {
  role: RoleProfile;
  /** The library phrase that decided it, as written in the library ("product manager"). */
  phrase: string;
}

/** Lower-case words of any script; punctuation, hyphens and underscores separate words. */
export function toWords(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}+#&]+/u)
    .filter((word) => word !== "");
}

// "teachers", "nurses", "coaches", "companies" match "teacher", "nurse", "coach", "company".
function sameWord(text: string, phrase: string): boolean {
  if (text === phrase) return true;
  if (phrase.length < 3) return false;
  if (text === `${phrase}s` || text === `${phrase}es`) return true;
  return phrase.endsWith("y") && text === `${phrase.slice(0, -1)}ies`;
}

// "VP of Marketing" and "head of sales" match the phrases "vp marketing" and "head sales".
const FILLER = new Set(["a", "an", "the", "of", "at", "in", "for", "and", "&", "to", "on", "with"]);
const meaningful = (words: string[]) => words.filter((word) => !FILLER.has(word));

function firstMatch(words: string[], phrase: string[]): number {
  outer: for (let start = 0; start + phrase.length <= words.length; start += 1) {
    for (let i = 0; i < phrase.length; i += 1) if (!sameWord(words[start + i]!, phrase[i]!)) continue outer;
    return start;
  }
  return -1;
}

interface Candidate {
  role: RoleProfile;
  phrase: string;
  wordCount: number;
  length: number;
  position: number;
  order: number;
}

/**
 * The role the words name. Each role scores its most specific matching phrase: more words beat
 * fewer ("product marketing manager" beats "marketing"), then the phrase that comes first in what
 * the visitor wrote (a title usually comes before the industry), then the longer phrase, then the
 * library's order — so the same words always give the same role. Null when nothing matches.
 */
export function detectRole(text: string[], roles: readonly RoleProfile[]): DetectedRole | null {
  const words = meaningful(text);
  let best: Candidate | null = null;
  roles.forEach((role, order) => {
    if (role.id === GENERAL_ROLE_ID) return;
    for (const phrase of role.matchPhrases) {
      const phraseWords = meaningful(toWords(phrase));
      if (phraseWords.length === 0) continue;
      const position = firstMatch(words, phraseWords);
      if (position < 0) continue;
      const candidate: Candidate = { role, phrase, wordCount: phraseWords.length, length: phraseWords.join(" ").length, position, order };
      if (!best || beats(candidate, best)) best = candidate;
    }
  });
  const found = best as Candidate | null;
  return found ? { role: found.role, phrase: found.phrase } : null;
}

function beats(a: Candidate, b: Candidate): boolean {
  if (a.wordCount !== b.wordCount) return a.wordCount > b.wordCount;
  if (a.position !== b.position) return a.position < b.position;
  if (a.length !== b.length) return a.length > b.length;
  return a.order < b.order;
}
