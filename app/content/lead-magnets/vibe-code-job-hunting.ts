import { FREE_FOR_NOW, GUIDE_COVER_SIZE, type GuideEntry } from "~/content/guides";

export const vibeCodeJobHuntingGuide: GuideEntry = {
  path: "/vibe-code-job-hunting",
  formKey: "vibeCodeJobHunting",
  containerId: "convertkit-form-vibe-code-job-hunting",
  meta: {
    title: "Vibe coding for job hunting: build tools that land interviews",
    description:
      "A free guide to vibe coding your job search: build your own job tracker, a portfolio page and a proof-of-work prototype for the company you want to join.",
  },
  name: "Vibe Coding for Job Hunting guide",
  eyebrow: "Free guide",
  title: "Vibe code your job search",
  intro:
    "Everyone applying to your dream role has a résumé. Few show up with something they built. This guide walks you through three small projects you can build with AI, without writing code, and how to talk about them in interviews.",
  cover: { src: "/images/guides/vibe-code-job-hunting.svg", ...GUIDE_COVER_SIZE },
  learn: [
    "What vibe coding is, and which AI app builder to pick for a first project",
    "How to build a job tracker that fits the way you search, not the other way round",
    "How to make a one-page portfolio that shows your work instead of describing it",
    "How to turn a job post into a small prototype that solves a problem the team actually has",
    "How to tell the story of what you built in an interview: the problem, your approach, the result",
  ],
  inside: [
    {
      title: "Project 1: your job tracker",
      text: "Every application, status, contact and next step in one board you designed yourself.",
    },
    {
      title: "Project 2: the one-page portfolio",
      text: "A clean page with your best work, a short story for each piece and a clear way to reach you.",
    },
    {
      title: "Project 3: the proof-of-work prototype",
      text: "Read a job post for the team's real problems, then build a small working answer to one of them.",
    },
    {
      title: "Interview talking points",
      text: "Fill-in scripts for explaining what you built, what you'd do next, and what it says about how you work.",
    },
  ],
  sampleIntro: "Two prompts from the guide, in full: the first builds Project 1, the second starts Project 3.",
  samples: [
    {
      title: "Build the job tracker",
      context: "Paste into an AI app builder such as Lovable.",
      text: `Build a job-search tracker for me. I'm a [your current role] looking for [target role] roles.

Each application has: company, role, link to the post, date applied, status (Researching, Applied, Interviewing, Offer, Closed), next step with a date, contact name and notes.

Screens:
1. A board with one column per status; I can drag cards between columns.
2. "This week": every next step due in the next seven days, soonest first.
3. A form to add an application by pasting the job post's link and text.

Keep the design simple and readable. Save everything in the browser for now.`,
    },
    {
      title: "Find the proof-of-work idea",
      context: "Paste into ChatGPT or Claude with the job post you're most excited about.",
      text: `Here is a job post for [role] at [company]:
[paste job post]

Based only on this post, list the three problems this team most likely struggles with. For the one that could be shown with a small web app, describe a prototype I could build in an afternoon: what it does, its screens, and the sample data it needs. Don't invent facts about the company.`,
    },
  ],
  audience: [
    "Professionals changing roles or industries who need to show new skills",
    "Product managers, marketers, analysts and operators who want to prove they're fluent in AI",
    "Anyone whose applications disappear into silence and who wants to stand out",
  ],
  notes: [FREE_FOR_NOW, "No coding experience needed.", "Delivered by e-mail when you subscribe."],
  signupText:
    "The guide lands in your inbox in a minute. Each project fits into an afternoon, so you can have something to show before your next application.",
  signupButton: "Send me the guide",
};
