/** The newsletter page: where the site's own form lands without JavaScript, and a page of its own. */
export const newsletterMeta = {
  title: "Newsletter",
  description: "One practical AI win every week: the tools, prompts and workflows worth your time, tested on real work.",
} as const;
