import { z } from "zod";
import { POST_FIELD_LIMITS, type PostField } from "~/lib/post-fields";

// A body a little over the fields' own limits still reads, so the service answers with the field's message.
const loose = (field: PostField) => z.string().max(POST_FIELD_LIMITS[field] * 2);

/** What the editor's autosave posts: the fields as typed and the revision the text started from. */
export const PostSaveRequestSchema = z.object({
  baseRevision: z.number().int().positive(),
  fields: z.object({
    title: loose("title"),
    slug: loose("slug"),
    excerpt: loose("excerpt"),
    coverImage: loose("coverImage"),
    coverAlt: loose("coverAlt"),
    body: loose("body"),
    seoTitle: loose("seoTitle"),
    seoDescription: loose("seoDescription"),
  }),
});

/** What a save answers: the revision now stored and the counts of the text saved. */
export interface PostSaved {
  revision: number;
  savedAt: string;
  slug: string;
  words: number;
  readTime: string;
}

/** A refused save: the message, the field it is about, and for a stale save the revision stored now. */
export interface PostSaveRefusal {
  error: string;
  field?: string;
  conflict?: { revision: number; updatedAt: string };
}

export const PostPreviewRequestSchema = z.object({ body: z.string().max(POST_FIELD_LIMITS.body * 2) });
