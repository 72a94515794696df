import { FREE_FOR_NOW, GUIDE_COVER_SIZE, SMART_PROMPT_COUNT, type GuideEntry } from "~/content/guides";

export const smartPromptSheetGuide: GuideEntry = {
  path: "/smart-prompt-sheet",
  formKey: "smartPromptSheet",
  containerId: "convertkit-form-smart-prompt-sheet",
  meta: {
    title: `Smart Prompt Sheet: ${SMART_PROMPT_COUNT} prompts for everyday work`,
    description: `${SMART_PROMPT_COUNT} copy-and-paste prompts for writing, planning, research, meetings and decisions, each with the context that makes AI answers specific instead of generic.`,
  },
  name: "Smart Prompt Sheet",
  eyebrow: "Free prompt sheet",
  title: `The Smart Prompt Sheet: ${SMART_PROMPT_COUNT} prompts for everyday work`,
  intro:
    "Generic prompts get generic answers. Each prompt on this sheet tells the AI who it is, what you're working on and what a good answer looks like, so you get something you can use on the first try.",
  cover: { src: "/images/guides/smart-prompt-sheet.svg", ...GUIDE_COVER_SIZE },
  learn: [
    "The five parts of a prompt that works: role, context, task, format and limits",
    "Writing prompts: e-mails, summaries, and rewrites that sound like you",
    "Planning prompts: weekly priorities, project kick-offs and pre-mortems",
    "Research prompts: fast briefings on unfamiliar topics, comparisons and source checks",
    "Meeting and decision prompts: agendas, follow-ups, and a devil's advocate on demand",
    "How to turn any prompt on the sheet into your own reusable template",
  ],
  inside: [
    { title: "Writing", text: "Drafts, replies, summaries and rewrites in your own voice." },
    { title: "Planning", text: "Weekly priorities, project plans, and finding the risks before they find you." },
    { title: "Research", text: "Briefings, comparisons and checking what the AI tells you." },
    { title: "Meetings", text: "Agendas that get decisions, and follow-ups that get done." },
    { title: "Decisions", text: "Weighing options, stress-testing a plan and arguing the other side." },
  ],
  sampleIntro: `Two of the ${SMART_PROMPT_COUNT} prompts, exactly as they appear on the sheet.`,
  samples: [
    {
      title: "The pre-mortem",
      context: "Before you commit to a plan.",
      text: `We're about to start [project] with the goal of [goal] by [date].

Imagine it's [date] and the project has failed. Write the most likely story of why, in five short paragraphs, as someone who watched it happen.

Then list the three early warning signs I should watch for, and one thing I can do this week to prevent each.`,
    },
    {
      title: "Rewrite it in my voice",
      context: "When a draft is right but doesn't sound like you.",
      text: `Here are three e-mails I wrote that sound like me:
[paste three e-mails]

Describe my writing style in five bullet points. Then rewrite the draft below in that style. Keep it under [number] words and keep every fact, name and date unchanged.

Draft:
[paste draft]`,
    },
  ],
  audience: [
    "Anyone who uses ChatGPT, Claude or Gemini at work and keeps getting bland answers",
    "Busy professionals who want a ready prompt for the tasks they do every week",
    "Team leads rolling out AI who need a shared starting point",
  ],
  notes: [FREE_FOR_NOW, "Works in any AI chat assistant.", "Delivered by e-mail when you subscribe."],
  signupText:
    "The sheet lands in your inbox in a minute. Print it, pin it, or keep it open next to your AI assistant.",
  signupButton: "Send me the sheet",
};
