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
  /** Between the blog's latest posts and the rest: the newsletter's field, in place. */
  listSubscribeHeading: "Get the next post in your inbox",
  listSubscribeText: "Work Waves comes with the weekly newsletter: one tool, prompt or workflow a week, tested on real work first.",
  subscribeText:
    "If this post was useful, the newsletter is more of the same: one tool, prompt or workflow a week, tested on real work first.",
  /** Under the post's field: the newsletter's own page, for what it brings. */
  subscribeMore: "What the newsletter brings",
  markdownLink: "This post as Markdown, for pasting into an AI assistant",
} as const;

/** Where the post footer sends readers who want the newsletter (the signup page). */

export const RSS_PATH = "/blog/rss.xml";

/** The newsletter's own page, linked under the field at the end of every post. */
export const NEWSLETTER_SIGNUP_PATH = "/watch-me-ai-signup";
