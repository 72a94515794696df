import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "designer",
  label: "Designer",
  matchPhrases: [
    "product designer",
    "ux designer",
    "ui designer",
    "ux/ui designer",
    "ui/ux designer",
    "ux ui",
    "ui ux",
    "graphic designer",
    "visual designer",
    "interaction designer",
    "brand designer",
    "web designer",
    "design lead",
    "ux researcher",
    "user researcher",
    "ux writer",
    "design system",
    "ux",
    "designer",
  ],
  summary:
    "As a designer, you spend much of your week on work around the pixels: writing up research, explaining design decisions, chasing feedback, and turning vague briefs into something you can design against. AI is useful there, as a fast first reader of your briefs, notes and copy, while the taste and the final call stay with you. Never paste unreleased client work or user research with personal details into a public tool.",
  useCases: [
    "Turn a vague stakeholder request into a design brief with open questions",
    "Synthesize user interview notes into themes, quotes and opportunities",
    "Write design rationale for a review or a handoff in plain language",
    "Draft and tighten UI microcopy: empty states, errors, onboarding",
    "Collect and sort feedback from Figma comments and Slack into a clear list",
  ],
  ideas: [
    {
      id: "designer-brief-sharpener",
      kind: "prompt",
      title: "Turn a vague request into a real design brief",
      subtitle: "From 'can you make it pop' to a brief with goals, constraints and open questions",
      description:
        "Paste the raw request from a stakeholder or client and get a structured design brief, plus the questions you should ask before opening Figma.",
      prompt: `You are a senior product designer who is great at scoping work before designing. Below is a request I received. Turn it into a one-page design brief with these sections: 1) The problem in one sentence, 2) Who it is for and their context, 3) What success looks like (observable behavior, not vague goals), 4) Constraints (platform, brand, technical, deadline), 5) Out of scope, 6) Assumptions you are making, 7) The 5 most important questions I should ask the requester before I start, ordered by how much the answer would change the design. Keep it concise and flag anything that sounds like a solution disguised as a problem.

Request: [paste the Slack message, email or ticket]
Product or brand context: [one or two lines about the product, audience and platform]
Deadline: [date or "unknown"]`,
      steps: [
        "Copy the original request exactly as you received it",
        "Add one or two lines of product context and the deadline",
        "Paste both into the prompt and run it",
        "Send the top questions back to the requester before designing",
      ],
      howToTry: "Take the last design ticket that felt fuzzy and run it through the prompt now.",
      example:
        "Input: 'The settings page is confusing, can we redesign it for Q3?' Output: a brief that names the problem as users not finding notification controls, lists mobile and web as constraints, and asks which support tickets prompted this.",
      difficulty: "Beginner",
      benefits: [
        "Fewer redesign rounds caused by unclear goals",
        "Questions ready before the kickoff",
        "Spots solution-first requests early",
      ],
      whyItHelps:
        "Most wasted design time comes from briefs nobody wrote down. A structured brief makes the scope visible to you and the requester before the first frame.",
    },
    {
      id: "designer-research-synthesis",
      kind: "prompt",
      title: "Synthesize interview notes into themes and quotes",
      subtitle: "A first pass at affinity mapping, so you start from themes instead of a wall of notes",
      description:
        "Paste anonymized notes from several user interviews and get themes, supporting quotes, contradictions and opportunity statements to check against your own reading.",
      prompt: `You are a UX researcher helping me synthesize interview notes. The notes below come from [number] interviews about [topic or feature]. Participant names are already replaced with P1, P2 and so on.

Please give me:
1. 4 to 7 themes, each with a one-line description and how many participants mentioned it
2. Two verbatim quotes per theme, labeled with the participant code
3. Contradictions or surprises, where participants disagreed
4. 3 to 5 "How might we" opportunity statements
5. What the notes cannot tell us and what we should ask next time

Only use what is in the notes. If a theme rests on a single participant, say so.

Notes: [paste anonymized interview notes]`,
      steps: [
        "Remove names, emails, companies and anything that identifies a participant",
        "Replace names with P1, P2 and so on",
        "Paste the notes into the prompt with the topic and number of interviews",
        "Check every theme and quote against your own notes before sharing",
      ],
      howToTry: "Anonymize the notes from your last three interviews and paste them in.",
      example:
        "Input: notes from 5 interviews about invoice approval. Output: themes such as 'approvers work from their phones', quotes from P2 and P4, and a contradiction about email reminders.",
      difficulty: "Beginner",
      benefits: [
        "A draft synthesis in minutes instead of an afternoon",
        "Quotes ready for the readout deck",
        "Shows where the evidence is thin",
      ],
      whyItHelps:
        "Synthesis is where research turns into decisions, and it is often rushed. A first pass lets you spend your time on judgment, not on sorting sticky notes.",
    },
    {
      id: "designer-critique-board",
      kind: "build",
      title: "Design critique request board",
      subtitle: "One place where teammates ask for critique and give structured feedback",
      description:
        "A small app where you post a design link with the specific feedback you need, and reviewers answer in a structured form that an AI step summarizes.",
      prompt: `You are a design lead summarizing critique. Below are several pieces of feedback on one design. The designer asked for feedback on: [what the designer asked about, e.g. hierarchy of the pricing page].

Group the feedback into: 1) Points several reviewers agree on, 2) Single opinions worth considering, 3) Feedback outside the question asked (list it, but keep it separate). For each point, say whether it is about the user goal, usability, visual design or copy. End with the three changes that would most likely improve the design for the stated goal. Stay neutral and do not add your own opinions.

Feedback: [paste the feedback entries]`,
      steps: [
        "Open Lovable and paste the build instructions",
        "Create the request form and the feedback form first",
        "Add the AI summary button using the prompt",
        "Share the link with two teammates and run one real critique",
      ],
      howToTry: "Paste the build instructions into Lovable and post your current design as the first request.",
      example:
        "A designer posts the new checkout flow and asks about error states; four reviewers answer, and the summary shows three agree the card error is hard to spot.",
      difficulty: "Intermediate",
      benefits: [
        "Feedback tied to the question you asked",
        "No more critique lost in Slack threads",
        "A summary ready for your next iteration",
      ],
      whyItHelps:
        "Critique works best when it is focused and written down. A simple board keeps feedback on topic and makes patterns visible across reviewers.",
      whatToBuild:
        "Screens: a request list, a 'New request' form, and a request detail page. Data: requests (title, design link, what feedback is needed, due date, status) and feedback entries (reviewer name, request, what works, what to change, question for the designer). Buttons: 'Post request' saves a request; 'Give feedback' opens the three-field form on the detail page; 'Summarize feedback' sends all entries for that request with the prompt to an AI step and shows the grouped summary on the page; 'Mark done' closes the request.",
    },
    {
      id: "designer-microcopy-checker",
      kind: "build",
      title: "UI microcopy checker for your voice and tone",
      subtitle: "Paste a string, get versions that follow your product's voice rules",
      description:
        "A small tool that stores your product's voice and tone rules and rewrites any button label, error message or empty state to match them.",
      prompt: `You are a UX writer. Our voice rules are: [paste 3 to 6 rules, e.g. plain words, no blame, sentence case, say what happens next].

Rewrite the UI text below for this context: [screen and moment, e.g. a failed card payment at checkout]. Component: [button, error, empty state, tooltip, toast]. Character limit: [number].

Give three options that each follow every rule and fit the limit. For each option, give the character count and one sentence on when it works best. Then list any rule the original text breaks. Do not invent product features or promises.

Original text: [paste the current text]`,
      steps: [
        "Write down three to six voice rules you already use",
        "Paste the build instructions into Lovable",
        "Add your rules on the settings screen",
        "Test it on five strings from the screen you are designing",
      ],
      howToTry: "Run the prompt in ChatGPT on one error message from your current project before building the app.",
      example:
        "Input: 'Error 402: Transaction declined' for a payment error, limit 60 characters. Output: 'Your card was declined. Try another card or check your details.' with two other options.",
      difficulty: "Intermediate",
      benefits: [
        "Consistent copy across screens",
        "Options that respect length limits",
        "Less back and forth with writers on small strings",
      ],
      whyItHelps:
        "Many teams have no UX writer, so designers write the words. A tool that knows your voice rules keeps small strings consistent without a long review.",
      whatToBuild:
        "Screens: a settings page for voice rules and banned words, a 'Check copy' page, and a history list. Data: voice rules (text), banned words, and checks (original text, context, component, limit, chosen option, date). Buttons: 'Save rules' stores the rules; 'Check' sends the text, context and rules to an AI step with the prompt and shows three options with character counts; 'Use this' saves the chosen option to history; 'Copy' copies it for Figma.",
    },
    {
      id: "designer-feedback-digest",
      kind: "agent",
      title: "Daily digest of design feedback from Figma and Slack",
      subtitle: "Every morning, one sorted list of what people asked you to change",
      description:
        "An agent that gathers new Figma comments and Slack mentions once a day and sends you a sorted list of requested changes and open questions.",
      prompt: `You are an assistant to a product designer. Below are comments and messages about designs from the last 24 hours. Sort them into: 1) Change requests (what, which file or frame, who asked), 2) Questions I need to answer, 3) Approvals or positive notes, 4) Unclear comments I should clarify. Merge duplicates and note when two people ask for conflicting changes. Keep each item to one line with a link if one is given. If nothing needs action, say so in one line.

Comments and messages: [comments and messages passed in by the automation]`,
      steps: [
        "Connect Figma and Slack in Relay.app",
        "Set a daily trigger for the time you start work",
        "Add an AI step with the prompt",
        "Send the result to yourself by Slack or email",
      ],
      howToTry: "Start with only Slack mentions for one week, then add Figma comments once the digest looks useful.",
      example:
        "At 8:30 the agent finds 14 comments; the digest lists 5 change requests, 3 questions and one conflict: the PM wants a bigger CTA while engineering asks to keep the current component.",
      difficulty: "Intermediate",
      benefits: [
        "No feedback lost across tools",
        "Conflicting requests visible early",
        "A clear start to your design day",
      ],
      whyItHelps:
        "Feedback reaches designers through many channels at once. A single daily list means fewer missed comments and less time hunting through threads.",
      whatToDo:
        "Trigger: every weekday at a time you choose. Steps: 1) collect Figma comments from the files you follow and Slack messages that mention you from the last 24 hours; 2) pass them to an AI step with the prompt; 3) post the sorted list to you as a Slack direct message or email. Output: one digest with change requests, questions, approvals and unclear comments. It uses your work tools, so check your company's policy before connecting them.",
    },
    {
      id: "designer-inspiration-feed",
      kind: "agent",
      title: "Weekly design inspiration and trends brief",
      subtitle: "A short Friday brief from the public design blogs and newsletters you follow",
      description:
        "An agent that reads public design RSS feeds each week and sends a short brief of patterns, case studies and tools worth a look.",
      prompt: `You are a design curator writing for a [product or graphic] designer who works on [type of product or brand]. Below are this week's articles from public design blogs. Pick the 5 most useful for my work. For each: the title and link, a two-sentence summary, and one concrete idea I could try in my next project. Then add one short section called 'Pattern of the week' describing a UI or visual pattern that appears in more than one article. Skip pure opinion pieces and product announcements unless they change how designers work.

Articles: [article titles, links and excerpts passed in by the automation]`,
      steps: [
        "Pick three to five public design blogs or newsletters with RSS feeds",
        "Create a weekly trigger in Relay.app and add the feeds",
        "Add an AI step with the prompt and your focus",
        "Send the brief to your inbox on Friday afternoon",
      ],
      howToTry: "Collect the RSS links of two design blogs you already read and set up the weekly trigger.",
      example:
        "On Friday the agent reads 30 articles from the feeds and sends five picks, including a case study on onboarding checklists with the idea to test a progress indicator in your sign-up flow.",
      difficulty: "Intermediate",
      benefits: [
        "Keeps you current without endless scrolling",
        "Ideas tied to your own projects",
        "Runs only on public sources",
      ],
      whyItHelps:
        "Staying current is part of the job but rarely gets calendar time. A weekly brief from public sources gives you the signal without the feed fatigue.",
      whatToDo:
        "Trigger: every Friday at 3 p.m. Steps: 1) read new items from the RSS feeds you chose; 2) pass titles, links and excerpts to an AI step with the prompt and your focus area; 3) email you the brief. Output: five picks with summaries and one idea each, plus a pattern of the week. No company data involved.",
    },
    {
      id: "designer-moodboard-stories",
      kind: "creative",
      title: "Write the story behind a moodboard",
      subtitle: "Give a mood three words and let AI write the scene, then design from it",
      description:
        "A playful warm-up: describe three words and a product, and the AI writes a short scene, a color story and a type pairing to spark a moodboard.",
      prompt: `You are an art director with a playful streak. I am designing for [product, brand or event]. The three words for the mood are: [word 1], [word 2], [word 3].

Write: 1) A 100-word scene that captures this mood, as if it were the opening of a short film, 2) A color story of five colors with names and hex codes, and the feeling each one carries, 3) Two font pairings from Google Fonts with one sentence on why they fit, 4) Three image search terms I could use to find photography for a moodboard. Then suggest one unexpected direction that still fits the three words.`,
      steps: [
        "Pick a real or imaginary project",
        "Choose three mood words, the odder the better",
        "Run the prompt and pick what sparks something",
        "Build a quick moodboard from the colors and search terms",
      ],
      howToTry: "Try it with the words 'quiet, coastal, confident' for a made-up coffee brand.",
      example:
        "Input: a neighborhood bakery with 'warm, nostalgic, sharp'. Output: a short scene of a 6 a.m. bakery window, a palette from flour white to burnt crust, and a serif paired with a geometric sans.",
      difficulty: "Beginner",
      benefits: [
        "A low-stakes way to try AI as a creative partner",
        "Breaks a blank-canvas block",
        "Gives words to a visual direction",
      ],
      whyItHelps:
        "Designers often have to explain a mood before they can show it. Playing with words first makes that step easier and shows where AI helps and where your taste leads.",
    },
  ],
};
