import { FREE_FOR_NOW, GUIDE_COVER_SIZE, type GuideEntry } from "~/content/guides";

export const meetingInsightsPromptsGuide: GuideEntry = {
  path: "/meeting-insights-prompts",
  formKey: "meetingInsightsPrompts",
  containerId: "convertkit-form-meeting-insights-prompts",
  meta: {
    title: "Meeting insights prompts: turn transcripts into decisions",
    description:
      "Free prompts that turn meeting transcripts into decisions, owners and follow-up e-mails, and surface the risks and questions nobody said out loud.",
  },
  name: "Meeting Insights Prompts",
  eyebrow: "Free prompt pack",
  title: "Get more out of every meeting transcript",
  intro:
    "Your meetings are already being transcribed. These prompts turn the transcript into what you actually need: decisions, owners, a follow-up e-mail, and the concerns that came up once and then got lost.",
  cover: { src: "/images/guides/meeting-insights-prompts.svg", ...GUIDE_COVER_SIZE },
  learn: [
    "How to pull decisions, owners and deadlines out of any transcript, with quotes instead of guesses",
    "How to draft the follow-up e-mail in your own voice in about a minute",
    "How to spot what wasn't said: risks raised once, questions left open, agreement that came too fast",
    "How to find patterns across a month of one-on-ones or customer calls",
    "How to get honest feedback on the way you run meetings",
    "What to keep out of AI tools: consent, confidential details and your company's policy",
  ],
  inside: [
    {
      title: "After every meeting",
      text: "Decisions and action items, the follow-up e-mail, and a three-line summary for people who weren't there.",
    },
    {
      title: "Customer and sales calls",
      text: "Pain points in the customer's own words, objections, buying signals and what to send next.",
    },
    {
      title: "One-on-ones",
      text: "What your report needs from you, commitments on both sides, and topics that keep coming back.",
    },
    {
      title: "Across many meetings",
      text: "Themes, recurring blockers and shifting priorities across a stack of transcripts.",
    },
    {
      title: "Coaching yourself",
      text: "Talk time, the questions you asked, and how clear the next steps were when everyone left.",
    },
  ],
  sampleIntro: "Two prompts from the pack, in full. They work with a transcript from any notetaker or video-call tool.",
  samples: [
    {
      title: "Decisions and follow-ups",
      context: "Right after the meeting, before the details fade.",
      text: `You are my chief of staff. Below is the transcript of a meeting about [topic].

1. List every decision made, one line each, with who made it.
2. Make a table of action items: owner, task, due date. Write "not set" when no date was said.
3. List the questions that were raised and not answered.

Quote the transcript for anything ambiguous instead of guessing.

Transcript:
[paste transcript]`,
    },
    {
      title: "What wasn't said",
      context: "For meetings where everyone agreed a little too easily.",
      text: `Read this transcript as a skeptical outside advisor.

- Which concerns were raised once and then dropped?
- Where did people agree too quickly?
- Which assumption would hurt most if it turned out to be wrong?

Finish with three questions I should ask in the follow-up.

Transcript:
[paste transcript]`,
    },
  ],
  audience: [
    "Managers with back-to-back meetings and follow-ups piling up",
    "Consultants, account managers and sales teams after client calls",
    "Founders running customer interviews and investor conversations",
  ],
  notes: [FREE_FOR_NOW, "Works with ChatGPT, Claude, Gemini or Copilot.", "Delivered by e-mail when you subscribe."],
  signupText:
    "The prompt pack lands in your inbox in a minute. Always check your company's policy and get consent before recording or pasting a meeting into an AI tool.",
  signupButton: "Send me the prompt pack",
};
