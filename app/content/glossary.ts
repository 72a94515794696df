/** A glossary term: eight fixed entries, in the order the page lists them. */
export interface GlossaryTerm {
  id: string;
  term: string;
  definition: string;
}

export const glossaryTerms: readonly GlossaryTerm[] = [
  {
    id: "agent",
    term: "Agent",
    definition:
      "An AI system that doesn't just answer but acts. It plans the steps, uses tools such as a browser, your calendar or your inbox, checks the results and keeps going until the goal is done. Using one feels like delegating a task rather than asking a question, so start with small jobs whose results are easy to check.",
  },
  {
    id: "context",
    term: "Context",
    definition:
      "Everything the AI can see when it answers: your prompt, the conversation so far, the files you shared and any standing instructions. Beyond what it learned in training, the model knows only what is in its context, which is why good background beats clever wording. Context has a size limit, so in very long chats early details can drop out.",
  },
  {
    id: "fine-tuning",
    term: "Fine-tuning",
    definition:
      "Training an existing model further on your own examples so it picks up a style, a format or a specialized task. It changes the model itself, which takes data, time and money. Most professionals never need it: clear instructions, a few examples in the prompt and the right documents get you most of the way.",
  },
  {
    id: "generative-ai",
    term: "Generative AI",
    definition:
      "AI that creates something new (text, images, audio, video or code) instead of only sorting or predicting. It learns patterns from vast numbers of examples and produces fresh output that fits your request. ChatGPT, Claude, Midjourney and Lovable are all generative AI tools.",
  },
  {
    id: "hallucination",
    term: "Hallucination",
    definition:
      "When an AI states something false with complete confidence: an invented statistic, a quote nobody said, a source that doesn't exist. It happens because models generate likely-sounding text rather than looking facts up. Ask for sources, check anything that matters, and give the AI the documents you want it to rely on.",
  },
  {
    id: "memory",
    term: "Memory",
    definition:
      "An AI tool's ability to remember things about you between conversations, such as your role, your preferences and ongoing projects, so you don't have to repeat them. Assistants like ChatGPT and Claude let you view, edit or switch off what they remember. Memory outlasts a single chat; context lasts only for the conversation in front of you.",
  },
  {
    id: "prompting",
    term: "Prompting",
    definition:
      "Telling the AI what you want. A good prompt reads like a brief to a smart new colleague: the goal, the audience, the background that matters, the format you need and an example of a good result. It is a conversation, not a one-shot command: ask for changes instead of starting over.",
  },
  {
    id: "vibe-coding",
    term: "Vibe coding",
    definition:
      "Building software by describing what you want in plain language and letting AI write the code, then steering by trying the result and asking for changes. Andrej Karpathy coined the term in early 2025. It is how people who have never programmed now build working apps in tools like Lovable, Bolt and Replit.",
  },
];

export const glossaryMeta = {
  title: "AI glossary: eight AI terms in plain language",
  description:
    "Agent, context, fine-tuning, generative AI, hallucination, memory, prompting and vibe coding, explained in plain language for busy professionals.",
};

export const glossaryCopy = {
  eyebrow: "AI glossary",
  heading: "AI terms in plain language",
  intro:
    "The words you keep hearing in meetings and headlines, explained without jargon. Open a term to read what it means and why it matters for your work.",
  backLink: "Back to all resources",
  relatedHeading: "Put the words to work",
  related: [
    {
      to: "/ai-tools",
      title: "The AI Tools List",
      text: "The tools behind these terms, grouped by the job you need done.",
    },
    {
      to: "/smart-prompt-sheet",
      title: "Smart Prompt Sheet",
      text: "Copy-and-paste prompts that give the AI the context it needs.",
    },
  ],
} as const;
