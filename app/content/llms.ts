import type { LlmsLink } from "~/lib/llms-txt";

/**
 * The words of /llms.txt that no other content module holds yet. The route composes the file from
 * these, the home page's guides and the blog's posts; add a section there to list more of the site.
 */
export const llmsIntro = {
  summary:
    "Practical AI for professionals, executives, founders, coaches and job seekers: a weekly newsletter, free guides, self-paced courses and the Work Waves blog, all about putting AI to work on real tasks.",
  details: [
    "Every guide and post below is written for people adopting AI in their work, not for engineers. Blog posts are listed with their Markdown version, which is the easiest form to paste into an AI assistant.",
  ],
};

export const llmsCourses: readonly LlmsLink[] = [
  {
    title: "Build Your Personalized AI Exec Coach",
    url: "/courses/executive-coach",
    summary:
      "A short self-paced video course in six modules on setting up an AI assistant that coaches you with your own goals, context and leadership challenges.",
  },
  {
    title: "AI Tools for Job Hunting",
    url: "/courses/ai-tools-job-hunting",
    summary:
      "Six video modules on using AI to find roles, tailor applications, prepare for interviews and follow up, while still sounding like yourself.",
  },
  {
    title: "Business Building with AI",
    url: "/courses/business-building-ai",
    summary:
      "How to launch and run a side business with AI doing the heavy lifting: validating an idea, building the offer, marketing it and running the day-to-day.",
  },
];
