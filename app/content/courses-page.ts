/** The course list's own words (/courses); each course's come from courses.ts, its price from the offers in force. */
export const coursesPageMeta = {
  title: "Courses: self-paced AI video courses for professionals",
  description:
    "Three self-paced video courses on putting AI to work: an AI executive coach, AI tools for job hunting, and building a business with AI. Prices, length and what each one covers.",
};

export const coursesPageCopy = {
  eyebrow: "Courses",
  heading: "Courses for putting AI to work",
  intro:
    "Self-paced video courses built around real work: coaching yourself through hard calls, landing your next role, building a business on the side. Pick the one that fits the problem you have now.",
  listLabel: "Courses on sale",
  button: "See the course",
  upcomingHeading: "In the making",
  upcomingIntro: "Not on sale yet. Join its early-access list to hear first and help shape it.",
} as const;
