/** The owner as the site introduces them: home sidebar, about page, instructor cards, post footers. */
export const profile = {
  tagline: "Writer, consultant and AI educator",
  bio: [
    "I help professionals, executives and founders put AI to work, one practical workflow at a time.",
    "Every week I test new tools on real work, keep what saves hours, and teach it in plain language through my newsletter, free guides, courses and live build sessions.",
  ],
} as const;

/** A portrait the owner can replace; the avatar falls back to initials if it can't load. */
export const AVATAR_SRC = "/images/avatar.svg";
