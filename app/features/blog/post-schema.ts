import { z } from "zod";
import { isIsoDate } from "./post-date";

const text = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(1, `${field} is required`);

/** What a post's front matter must say (content/blog/<slug>.md). Unknown keys are typos, not data. */
export const PostFrontMatterSchema = z.strictObject(
  {
    title: text("title"),
    excerpt: text("excerpt"),
    date: text("date").refine(isIsoDate, "date must be a real day written YYYY-MM-DD"),
    heroImage: text("heroImage"),
    heroAlt: text("heroAlt"),
    readTime: text("readTime")
      .regex(/^\d+ min read$/, 'readTime must look like "7 min read"')
      .optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `unknown field ${issue.keys.join(", ")}` : undefined) },
);

export type PostFrontMatter = z.infer<typeof PostFrontMatterSchema>;

/** A slug is the file name: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
