/**
 * The mini apps' optional text about the visitor, under the link and in a result that could not
 * tell the role, and the lines that say what happens to what they enter.
 */
export const aboutYouCopy = {
  label: "About you",
  hint: "Optional: your role, or paste your LinkedIn headline, for ideas made for your work.",
  placeholder: "e.g. Head of Customer Support at a SaaS company",
  refineLabel: "Your role, or paste your LinkedIn headline",
  refineIntro: "Tell us your role and we'll sharpen these ideas for it.",
  refineEmpty: "Please tell us your role first.",
  refineSubmit: "Sharpen My Ideas",
  refineBusy: "Sharpening…",
  consent:
    "We look up the public LinkedIn profile at this link through Enrich Layer (its headline, summary, current role, job titles and skills) to fit the ideas to your work.",
} as const;
