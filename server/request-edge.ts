/**
 * What the server decides about a request from its first line alone, before any of the site's
 * work: the methods it serves, the paths no page can have, and the path as a log line may show it.
 */

/** Every page, form, file and endpoint of the site is read with GET or HEAD and written with POST. */
export const SERVED_METHODS = ["GET", "HEAD", "POST"] as const;
export const ALLOW = SERVED_METHODS.join(", ");
/** What a 405 says, beside its Allow header. */
export const METHOD_REFUSAL = "This site answers GET, HEAD and POST only.";

export function isServedMethod(method: string): boolean {
  return (SERVED_METHODS as readonly string[]).includes(method);
}

/**
 * The longest path the site answers is about 90 characters in 4 segments (a manage link's
 * calendar, a console session's registrants.csv, a blog post's .md). Past these bounds a path
 * names no page, and it is refused before the router sees it: the router's not-found page lists
 * the routes of every prefix of the path, a cost that grows with the square of the segments (a
 * 7,000-segment path held the event loop for 5 s). 16 segments and 1,024 characters leave room
 * for any page the site may add and cost the router well under a millisecond.
 */
export const MAX_PATH_SEGMENTS = 16;
export const MAX_PATH_LENGTH = 1024;

/** 414 for a path too long to be a page's, 404 for one with more segments than any page has. */
export function pathNoPageHas(path: string): 404 | 414 | undefined {
  if (path.length > MAX_PATH_LENGTH) return 414;
  let segments = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47 /* "/" */ && ++segments > MAX_PATH_SEGMENTS) return 404;
  return undefined;
}

/**
 * Paths whose segment is a bearer secret (a registration's manage link, its calendar and data
 * URLs, in any letter case, as the router matches them): a log line shows the route, never the
 * token. The console's one-time sign-in link carries
 * its token in the query, which no log line records.
 */
const SECRET_SEGMENT = /(\/events\/+manage\/+)[^/]+?(?=\.data$|\/|$)/gi;

export function loggedPath(path: string): string {
  return path.replace(SECRET_SEGMENT, "$1[token]");
}
