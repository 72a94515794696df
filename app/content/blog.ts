/** The blog's words. The posts themselves live in content/blog/<slug>.md. */
export const BLOG_NAME = "Work Waves";

export const blogMeta = {
  title: "Work Waves blog: practical AI for professionals",
  description:
    "Work Waves: long-form, practical writing on putting AI to work as a professional, founder or leader, with steps, examples and prompts you can use the same day.",
};

export const blogCopy = {
  eyebrow: "The blog",
  heading: BLOG_NAME,
  intro:
    "Field notes on working with AI: what changes when you adopt it, what stays yours, and the exact steps, examples and prompts to try this week.",
  rssLink: "Follow by RSS",
  readMore: "Read more",
  backToBlog: "All posts",
  authorHeading: "About the author",
  subscribeHeading: "One practical AI win every week",
  subscribeText:
    "If this post was useful, the newsletter is more of the same: one tool, prompt or workflow a week, tested on real work first.",
  subscribeCta: "Subscribe to the newsletter",
  markdownLink: "This post as Markdown, for pasting into an AI assistant",
} as const;

/** Where the post footer sends readers who want the newsletter (the signup page). */
export const NEWSLETTER_SIGNUP_PATH = "/watch-me-ai-signup";

export const RSS_PATH = "/blog/rss.xml";
