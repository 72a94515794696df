/**
 * A blog post's fields as the editor, its save and the command line name them: their order, longest
 * lengths and labels, in one place (the blog's zod schema, features/blog/post-schema.ts, checks them).
 * No zod here: the console's editor runs in the browser.
 */

/** A post's address: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The editor's fields in the order the page shows them, with their longest lengths. */
export const POST_FIELD_LIMITS = {
  title: 200,
  slug: 100,
  excerpt: 500,
  coverImage: 500,
  coverAlt: 300,
  body: 200_000,
  seoTitle: 200,
  seoDescription: 400,
} as const;

export type PostField = keyof typeof POST_FIELD_LIMITS;
export const POST_FIELDS = Object.keys(POST_FIELD_LIMITS) as PostField[];
export type PostFields = Record<PostField, string>;

export const POST_FIELD_LABELS: Record<PostField, string> = {
  title: "Title",
  slug: "Address",
  excerpt: "Excerpt",
  coverImage: "Cover image",
  coverAlt: "Cover image's alt text",
  body: "Body",
  seoTitle: "Search engine title",
  seoDescription: "Search engine description",
};

export const EMPTY_POST_FIELDS: PostFields = {
  title: "",
  slug: "",
  excerpt: "",
  coverImage: "",
  coverAlt: "",
  body: "",
  seoTitle: "",
  seoDescription: "",
};
