import type { PostStatus } from "~/db/schema";

/** A post's state as the console names it. */
export const POST_STATE_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};
