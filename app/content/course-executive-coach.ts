/**
 * The executive coach course's sales page: its words, beside the course in courses.ts. None of them
 * quotes a price: the price line and the pricing card follow the effective offers (course-page.tsx).
 */
import { capitalize, executiveCoach, EXECUTIVE_COACH_LENGTH, type CourseModule, type SectionLinkItem } from "~/content/courses";

export const executiveCoachPage = {
  course: executiveCoach,
  meta: executiveCoach.meta,
  eyebrow: "Self-paced video course",
  intro:
    `Great coaches ask the question you've been avoiding. In ${EXECUTIVE_COACH_LENGTH} of video, you'll set up an AI coach that knows your role, your goals and your blind spots, and asks those questions whenever you need them.`,
  facts: ["6 modules", `${capitalize(EXECUTIVE_COACH_LENGTH)} of video`, "Self-paced, watch anytime"],
  primaryCta: { id: "pricing", label: "Enroll now" },
  secondaryCta: { id: "learn", label: "What you'll learn" },
  nav: [
    { id: "learn", label: "What You'll Learn" },
    { id: "who", label: "Who It's For" },
    { id: "modules", label: "Modules" },
    { id: "why", label: "Why It Works" },
    { id: "pricing", label: "Pricing" },
  ] satisfies SectionLinkItem[],
  learn: {
    heading: "What you'll learn",
    intro: "Six short lessons, each ending with something you set up and keep using.",
    items: [
      "Set up a private coaching space in ChatGPT or Claude that remembers your role, goals and leadership style.",
      "Write coaching instructions that make the AI ask before it advises, so you get sharper questions instead of generic tips.",
      "Rehearse hard conversations (feedback, pushback, saying no) with a sparring partner that answers the way people really do.",
      "Prepare for 1:1s, board updates and performance reviews with prompts you can reuse every week.",
      "Turn scattered notes into a weekly reflection that surfaces patterns and your next move.",
      "Decide what to share and what to keep out, so confidential details stay confidential.",
    ],
  },
  who: {
    heading: "Who it's for",
    intro: "Anyone who leads people or makes calls that matter, and wants a thinking partner on hand.",
    items: [
      {
        key: "leader",
        title: "Executives and senior leaders",
        text: "You want a thinking partner between coaching sessions, or you don't have a coach at all.",
      },
      {
        key: "manager",
        title: "New and growing managers",
        text: "Your scope just got bigger, and you'd like to practice the conversations before you have them.",
      },
      {
        key: "founder",
        title: "Founders",
        text: "You make calls all week long with no one to think them through with.",
      },
      {
        key: "coach",
        title: "Coaches",
        text: "You want to show clients how to keep the work going between your sessions.",
      },
    ] as const,
    notFor:
      "Not for you if you want AI to make your decisions. This course builds a coach that helps you think, not one that thinks for you.",
  },
  modules: {
    heading: `Six modules, ${EXECUTIVE_COACH_LENGTH}`,
    intro: "Short, focused videos. Watch them in one sitting or one at a time between meetings.",
    items: [
      {
        title: "Why an AI coach works",
        text: "What coaching is, what AI does well in that role, and where a human coach still matters.",
      },
      {
        title: "Give your coach context",
        text: "Set up a project or custom GPT with your role, goals, team and style, so no conversation starts from zero.",
      },
      {
        title: "The ask-first coaching prompt",
        text: "Instructions that make your coach ask questions, challenge assumptions and hold you to your commitments, built on frameworks like GROW.",
      },
      {
        title: "Rehearse hard conversations",
        text: "Role-play feedback, negotiations and difficult 1:1s, then ask for a debrief on how you came across.",
      },
      {
        title: "Prepare and reflect",
        text: "Reusable prompts for meeting prep, and a weekly reflection that turns your notes into patterns and next steps.",
      },
      {
        title: "Make it a habit, safely",
        text: "A simple weekly routine, what to keep out of any AI tool, and the privacy settings worth checking.",
      },
    ] satisfies CourseModule[],
  },
  why: {
    heading: "Why it works",
    items: [
      {
        key: "questions",
        title: "Questions, not answers",
        text: "Coaching works because a good question makes you think. Your AI coach is instructed to ask first and advise second.",
      },
      {
        key: "context",
        title: "It already knows your context",
        text: "You set it up once with your goals, your team and your style. Every conversation starts from there, not from scratch.",
      },
      {
        key: "short",
        title: "Short enough to finish today",
        text: `${capitalize(EXECUTIVE_COACH_LENGTH)} of video in six focused modules: watch it in one sitting and have your coach running the same day.`,
      },
    ] as const,
  },
  instructor: {
    heading: "Your instructor",
    bio: [
      "I'm a writer, consultant and AI educator. I help executives and founders put AI to work on the parts of their job that matter most: thinking, deciding and leading.",
      "This course is the self-paced version of the build session I run one-on-one with executives: the same setup and the same prompts, in a format you can follow on your own.",
    ],
  },
  pricing: {
    heading: "Pricing",
    intro: "One payment. Watch at your own pace.",
    includes: [
      "6 modules of self-paced video",
      `${capitalize(EXECUTIVE_COACH_LENGTH)} from start to finish`,
      "The coaching prompts from every module, ready to copy",
      "Works with ChatGPT or Claude",
    ],
    buttonLabel: "Enroll for",
  },
  finalCta: {
    heading: "Your next hard decision deserves a thinking partner.",
    text: `Set up your AI executive coach in ${EXECUTIVE_COACH_LENGTH} and have it ready before your next 1:1.`,
    buttonLabel: "Enroll now",
    alternativeLead: "Prefer to build it together?",
    alternativeLink: { to: "/work-with-me", label: "See 1:1 options" },
  },
} as const;
