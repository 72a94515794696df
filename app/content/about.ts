/** The About page's words. The owner's name and location come from the site config. */

export const aboutMeta = {
  title: "About: AI educator, speaker and founder of Lumi",
  description:
    "Writer, consultant and AI educator helping professionals, executives and founders put AI to work. Speaking topics, media requests and the story of Lumi.",
};

export const aboutCopy = {
  eyebrow: "About",
  intro:
    "I help professionals, executives, founders, coaches and job seekers turn AI from something they read about into something they use every day.",
  storyHeading: "My story",
  /** {name} and {location} come from the site config. */
  story: [
    "I'm {name}, a writer, consultant and AI educator based in {location}. I spend my weeks testing AI tools on real work, keeping what saves hours and dropping what doesn't, then teaching it in plain language.",
    "That shows up in a few places: a weekly newsletter on practical AI strategies, tools, workflows and prompts; the Work Waves blog on the future of work; free guides and short courses; and live sessions where we build things together.",
    "I also work directly with leaders and teams, from a single ramp-up session to ongoing advisory, helping them pick the right tools, set sensible guardrails and build habits that last.",
  ],
  workWithMeLink: "Ways to work together",
  beliefsHeading: "What I believe about learning AI",
  beliefs: [
    {
      title: "Learn by building",
      text: "AI clicks the moment it does something useful for you. Every session, guide and course ends with something that works.",
    },
    {
      title: "Plain language, no hype",
      text: "If a tool isn't worth your time, I'll say so. Jargon gets translated, and there is a glossary for the rest.",
    },
    {
      title: "Your judgment stays in charge",
      text: "AI drafts, suggests and automates; you decide. Good workflows keep a person checking wherever it matters.",
    },
  ],
  speakingHeading: "Speaking & media",
  speakingIntro:
    "I speak to leadership teams, conferences, associations and communities, and I'm glad to talk AI and the future of work on podcasts and in the press. Talks are practical, built around live demos, and adapted to the audience in the room.",
  formatsLabel: "Formats",
  formats: ["Keynotes", "Workshops", "Panels", "Podcasts", "Media interviews"],
  topicsHeading: "Topics",
  topics: [
    {
      title: "AI for leaders: from curiosity to a working plan",
      text: "What executives actually need to know about AI this year, and a practical first month for them and their teams.",
    },
    {
      title: "The three waves of AI transformation",
      text: "How AI moves from personal productivity to team workflows to new business models, and how to tell which wave you are in.",
    },
    {
      title: "Vibe coding for non-engineers",
      text: "A live build of a working app from a plain-language description, and what it means for who gets to make software.",
    },
    {
      title: "Your spike factor in the AI economy",
      text: "Why the things that make you unusual matter more as AI handles the average, and how to sharpen them.",
    },
    {
      title: "AI note-takers, consent and trust at work",
      text: "Meetings are recorded more than ever. The norms and policies that keep teams productive and trusting.",
    },
    {
      title: "Building a business on the side with AI",
      text: "How parents and busy professionals launch small businesses with AI in the hours they actually have.",
    },
  ],
  contactButton: "Invite me to speak",
  contactNote: "Share the date, the audience and the format, and I'll reply personally.",
  lumi: {
    heading: "About Lumi",
    paragraphs: [
      "Lumi is my AI-education studio, the company behind my courses, workshops and mini apps. Its idea is simple: people learn AI fastest when they build something useful with it, one guided step at a time.",
      "Through Lumi I design learning for individuals and teams: short lessons, real projects and tools you can use the same day, for people who have better things to do than become AI experts.",
    ],
    link: "Visit Lumi",
  },
} as const;

export const LUMI_ILLUSTRATION = { src: "/images/about/lumi.svg", width: 320, height: 240 } as const;
