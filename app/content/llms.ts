/**
 * The words of /llms.txt that no other content module holds. The route composes the file from
 * these, the guides', courses' and posts' own titles and summaries; add a section there to list
 * more of the site.
 */
export const llmsIntro = {
  summary:
    "Practical AI for professionals, executives, founders, coaches and job seekers: a weekly newsletter, free guides, self-paced courses and the Work Waves blog, all about putting AI to work on real tasks.",
  details: [
    "Every guide and post below is written for people adopting AI in their work, not for engineers. Blog posts are listed with their Markdown version, which is the easiest form to paste into an AI assistant.",
  ],
};
