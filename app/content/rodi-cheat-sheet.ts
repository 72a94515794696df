/** The RODI cheat sheet page: its content is still being written, and the page says so. */
export const rodiCheatSheetMeta = {
  title: "5 Ways to Increase Your RODI Today",
  description:
    "A cheat sheet on getting more value back from your own data with AI. It is being written now; meanwhile, read The Personal Data Revolution.",
};

export const rodiCheatSheetCopy = {
  eyebrow: "Cheat sheet",
  heading: "5 Ways to Increase Your RODI Today",
  placeholder:
    "This cheat sheet is being written right now, and its content will be added soon: five practical ways to get more back from the notes, e-mails, meetings and documents you already create.",
  meanwhile:
    "In the meantime, the idea behind it (RODI, your Return on Data Investment) is explained in The Personal Data Revolution on the blog.",
  postLink: "Read The Personal Data Revolution",
  resourcesLink: "Browse all free resources",
  illustration: { src: "/images/rodi/cheat-sheet.svg", width: 320, height: 260 },
} as const;
