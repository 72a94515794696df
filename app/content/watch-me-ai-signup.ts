import { NEWSLETTER_NAME } from "./newsletter";
import { learningBudgetRange } from "./reimbursement";

export const watchMeAiSignupMeta = {
  title: `Subscribe to the ${NEWSLETTER_NAME}`,
  description:
    "One practical AI workflow a week, tested on real work: prompts to copy, tools worth your time, new free guides and invitations to live build sessions.",
};

export const watchMeAiSignupCopy = {
  eyebrow: NEWSLETTER_NAME,
  heading: "Watch me use AI on real work, then do it yourself",
  intro:
    "Every week I take one task professionals actually have, like a board update, a job application or a messy meeting, and solve it with AI in front of you. Subscribe and get each one in your inbox.",
  benefitsHeading: "What subscribers get",
  benefits: [
    {
      icon: "workflow",
      title: "One workflow a week",
      text: "A real task solved with AI, step by step, with the tool, the prompt and what I had to fix by hand.",
    },
    {
      icon: "prompt",
      title: "Prompts you can paste",
      text: "Every issue ends with a prompt that carries its own context, so it works the first time you use it.",
    },
    {
      icon: "guide",
      title: "New free guides",
      text: "Guides and toolkits like the Smart Prompt Sheet and the Lovable Starter Guide, sent as they come out.",
    },
    {
      icon: "live",
      title: "Live sessions and early pricing",
      text: "Invitations to build-with-me sessions and workshops, and early-bird prices when a course opens.",
    },
  ],
  promiseHeading: "The fine print",
  promise: [
    "Free, weekly, and short enough to read over coffee.",
    "Plain language and no hype: every tool is tried on real work before it's recommended.",
    "Your address is never sold or shared. Unsubscribe with one click.",
  ],
  reimbursementLead: "Planning to take a paid course?",
  reimbursementLink: "Ask your employer to pay for your learning",
  reimbursementText: `Many employers have a learning budget of ${learningBudgetRange} a year per person. Here's how to ask for it, with an e-mail you can copy.`,
} as const;

export type SubscriberBenefitIcon = (typeof watchMeAiSignupCopy.benefits)[number]["icon"];
