import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "~/lib/control-characters";
import { POST_FIELD_LABELS, POST_FIELD_LIMITS, SLUG_PATTERN, type PostField, type PostFields } from "~/lib/post-fields";

const line = (field: PostField) =>
  z
    .string()
    .max(POST_FIELD_LIMITS[field], `${POST_FIELD_LABELS[field]} is at most ${POST_FIELD_LIMITS[field].toLocaleString("en-US")} characters.`)
    .transform((text) => text.trim())
    .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTER_MESSAGE);

const freeText = (field: PostField) =>
  z
    .string()
    .max(POST_FIELD_LIMITS[field], `${POST_FIELD_LABELS[field]} is at most ${POST_FIELD_LIMITS[field].toLocaleString("en-US")} characters.`)
    .refine((text) => !hasControlCharacters(text, "free-text"), CONTROL_CHARACTER_MESSAGE);

/**
 * A post's fields as a save sends them, the editor's form and the command line alike. A draft may
 * be unfinished (an empty title, no cover yet); what publishing needs is `publishProblems`.
 */
export const PostFieldsSchema: z.ZodType<PostFields, Record<PostField, string>> = z.object({
  title: line("title"),
  slug: line("slug")
    .transform((slug) => slug.toLowerCase())
    .refine((slug) => slug === "" || SLUG_PATTERN.test(slug), "An address is lowercase words joined by hyphens, like my-first-post."),
  excerpt: freeText("excerpt").transform((text) => text.trim()),
  // The page draws a cover from this site's files or the image service; an address on another site would be a broken image.
  coverImage: line("coverImage").refine(
    (image) => !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(image),
    "A cover image is a path on this site (/images/blog/cover.jpg), an uploaded image (/media/…) or an image service id, not an address on another site.",
  ),
  coverAlt: line("coverAlt"),
  body: freeText("body"),
  seoTitle: line("seoTitle"),
  seoDescription: freeText("seoDescription").transform((text) => text.trim()),
});

/** What a post still lacks before it can go out (or be scheduled), one message per field. */
export function publishProblems(fields: PostFields): Array<{ field: PostField; message: string }> {
  const problems: Array<{ field: PostField; message: string }> = [];
  if (!fields.title) problems.push({ field: "title", message: "A post needs a title before it is published." });
  if (!fields.slug) problems.push({ field: "slug", message: "A post needs an address before it is published." });
  if (!fields.excerpt)
    problems.push({ field: "excerpt", message: "A post needs an excerpt: the blog's cards and search engines show it." });
  if (!fields.coverImage) problems.push({ field: "coverImage", message: "A post needs a cover image: the blog's cards show it." });
  else if (!fields.coverAlt)
    problems.push({ field: "coverAlt", message: "Describe the cover image for readers who cannot see it (its alt text)." });
  if (!fields.body.trim()) problems.push({ field: "body", message: "A post needs a body before it is published." });
  return problems;
}

/** "My first post!" -> "my-first-post": an address made from a title. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
