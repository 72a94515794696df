/** The beginner-ideas dialog's words (apart from the mini apps page's, so the page does not download them). */
export const beginnerIdeasCopy = {
  title: "AI Ideas for People Like You",
  description: "Paste your LinkedIn profile link and get three beginner-friendly AI ideas for your work.",
  fieldLabel: "LinkedIn Profile URL",
  privacyNote: "We only use the words in the link. Your profile is never opened or read.",
  submit: "Show My 3 Ideas",
  busy: "Analyzing…",
  startOver: "Start Over",
  difficulty: "Difficulty:",
  steps: "Steps:",
  howToTry: "How to try:",
  example: "Example:",
  copyPrompt: "Copy Prompt",
  copySteps: "Copy Steps",
  copyIdea: "Copy Idea",
  copied: "Copied",
  copySuccess: { title: "Copied!", description: "You can paste it into your AI tool." },
  success: { title: "Here are 3 ideas!", description: "Beginner-friendly and specific to your background." },
  errorTitle: "Error",
  failure: "Failed to generate ideas",
  unexpected: "Unexpected response",
  typeLabels: { prompt: "Prompt", simple_tool: "Simple tool", creative: "Creative" },
} as const;

/** Beginner ideas: at most 3 shown. */
export const BEGINNER_IDEAS_SHOWN = 3;
