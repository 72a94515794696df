import { FREE_FOR_NOW, GUIDE_COVER_SIZE, type GuideEntry } from "~/content/guides";

export const weeklyWinReportGuide: GuideEntry = {
  path: "/build-a-weekly-win-report",
  formKey: "weeklyWinReport",
  containerId: "convertkit-form-weekly-win-report",
  meta: {
    title: "Build a Weekly Win Report with an AI performance coach",
    description:
      "A free guide to turning an AI assistant into your performance coach: it drafts a weekly report of your wins from your notes, and builds your review case as you go.",
  },
  name: "Weekly Win Report guide",
  eyebrow: "Free guide",
  title: "Build a Weekly Win Report with your own AI performance coach",
  intro:
    "Good work goes unnoticed when nobody writes it down. Set up an AI assistant once, spend a few minutes with it every Friday, and it turns your notes into a report your manager will actually read.",
  cover: { src: "/images/guides/weekly-win-report.svg", ...GUIDE_COVER_SIZE },
  learn: [
    "How to set up a custom assistant (a ChatGPT project, a Claude project or a custom GPT) that knows your role, goals and what your manager cares about",
    "A short Friday routine: paste your notes, calendar and finished tasks, and answer a few questions",
    "How the coach turns activity into impact by asking what changed because of each piece of work",
    "A report format managers read: wins, progress on goals, blockers and what you need next week",
    "How to turn a quarter of weekly reports into your self-review or promotion case",
  ],
  inside: [
    {
      title: "The coach's instructions",
      text: "Copy them into your assistant once; fill in your role, goals and your manager's priorities.",
    },
    {
      title: "The Friday prompt",
      text: "What to paste each week, and how to answer the coach's follow-up questions quickly.",
    },
    {
      title: "The Win Report template",
      text: "A short, skimmable format for your manager, your skip-level or your own records.",
    },
    {
      title: "The review pack",
      text: "A prompt that turns a stack of weekly reports into a self-review with evidence for every claim.",
    },
  ],
  sampleIntro: "The coach's instructions and the Friday prompt, in full.",
  samples: [
    {
      title: "The coach's instructions",
      context: "Set once, in your assistant's custom instructions or project.",
      text: `You are my performance coach.

My role: [title] at [type of company].
My goals this quarter: [goal 1], [goal 2], [goal 3].
My manager cares most about: [e.g. revenue, on-time delivery, customer satisfaction].

Every Friday I'll paste my notes from the week. Then:
1. Sort them into wins, progress and blockers.
2. For each win, ask me what changed because of it until there's a concrete result.
3. Write the report using the Win Report template, in under 200 words.
4. Point out any goal that has had no progress for two weeks in a row.

Be direct. Skip the praise.`,
    },
    {
      title: "The Friday prompt",
      context: "Every Friday afternoon.",
      text: `Here's my week.
Calendar: [paste]
Done: [paste finished tasks]
Notes: [anything else worth mentioning]

Interview me about the three most important items, then write this week's Win Report.`,
    },
  ],
  audience: [
    "Professionals whose best work is invisible to the people who decide on raises",
    "Remote and hybrid workers who don't get hallway time with their manager",
    "Anyone with a performance review or promotion conversation coming up",
  ],
  notes: [FREE_FOR_NOW, "Works with ChatGPT, Claude or Gemini.", "Delivered by e-mail when you subscribe."],
  signupText:
    "The guide lands in your inbox in a minute. Set it up once this week, and your first report is ready on Friday.",
  signupButton: "Send me the guide",
};
