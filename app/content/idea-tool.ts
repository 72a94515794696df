/** The use-case idea tool, 'What Should I Vibe Code?'. */
export const ideaToolMeta = {
  title: "What Should I Vibe Code?",
  description:
    "Tell us your role or what you need, and get AI use cases and ready-to-paste prompts for your work, plus small tools you could build without code.",
};

export const ideaToolCopy = {
  eyebrow: "Free AI idea tool",
  heading: "What Should I Vibe Code?",
  intro:
    "Describe your role or a problem at work. You'll get where AI helps people like you, practical use cases, and prompts you can paste into ChatGPT or Claude today.",
  inputLabel: "Your role or what you need",
  inputPlaceholder: "Your job title, or a problem to solve",
  submit: "Get Ideas",
  busy: "Analyzing...",
  examplesLabel: "Try an example:",
  examples: ["Product Manager at SaaS startup", "Marketing Director", "Need better team dashboards"],
  roleAnalysisTitle: "Role Analysis",
  useCasesTitle: "Use Cases",
  recommendationsTitle: "Recommendations",
  copyPrompt: "Copy prompt",
  copiedPrompt: "Copied",
  copySuccess: { title: "Copied!", description: "Prompt copied to clipboard" },
  copyFailure: { title: "Copy failed", description: "Please copy manually" },
  failure: { title: "Something went wrong", description: "Please try again in a moment." },
  unreadable: "The form could not be read. Please reload the page and try again.",
  builder: {
    heading: "Ready to build one of these?",
    text: "Paste a prompt into Lovable and get a working first version of your tool, with no code, in an afternoon.",
    link: "Start building in Lovable",
  },
} as const;

/** A copy button shows its checkmark for 2 seconds (2000 ms) outside the reimbursement page. */
export const AI_COPY_RESET_MS = 2000;
