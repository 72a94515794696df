/** Reading speed for practical, skimmable prose: a little under the usual 238 words a minute. */
export const WORDS_PER_MINUTE = 230;

/** Words a reader reads: tags and markdown symbols are not words. */
export function countWords(text: string): number {
  const plain = text.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** "7 min read", never less than one minute. */
export function readTimeLabel(words: number): string {
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}
