export const contactMeta = {
  title: "Contact: speaking, workshops and consulting",
  description:
    "Get in touch about keynotes, AI workshops for your team, advisory work or media requests, or follow along on social media.",
};

export const contactCopy = {
  heading: "Let's talk",
  intro:
    "The quickest way to reach me is e-mail. I read every message, and I reply personally to speaking, workshop and consulting requests.",
  emailHeading: "Speaking & consulting",
  emailText:
    "Planning an event, a team workshop or an AI roll-out? Tell me a little about it and I'll come back with ideas and availability.",
  emailButton: "E-mail me",
  emailSubject: "Speaking or consulting inquiry",
  checklistHeading: "What helps me reply quickly",
  checklist: [
    "Your organization and your role",
    "The format: keynote, workshop, advisory or interview",
    "Who the audience is and roughly how many people",
    "Dates, location (or virtual) and budget range",
  ],
  socialHeading: "Follow along",
  socialText: "I share what I'm building and testing most days. Pick the place you already spend time.",
} as const;
