/**
 * The Work With Me page's case study and testimonials. Clients
 * appear by first name, role and the kind of organization they work for.
 */

/** A testimonial (the short form used outside course pages). */
export interface Testimonial {
  quote: string;
  author?: string;
  title?: string;
}

/** A client's case study. */
export interface CaseStudy {
  id: string;
  title: string;
  client: { name: string; role: string; company: string };
  challenge: string;
  solution: string;
  testimonial: { quote: string; author: string; title: string };
}

export const caseStudy: CaseStudy = {
  id: "healthcare-operations-leadership",
  title: "From scattered experiments to a leadership team that builds with AI every week",
  client: { name: "Dana", role: "Chief Operating Officer", company: "Regional healthcare services group" },
  challenge:
    "Dana's directors had each tried a few AI tools on their own, with mixed results and real worries about patient data. Nobody had time for a long training program, and the weekly operations report still swallowed most of a Friday afternoon.",
  solution:
    "We began with an AI Ramp-Up for Dana, then ran an executive workshop for her directors built around their own reports, meeting notes and policies, with clear rules for which data never goes into an AI tool. Weekly advisory sessions followed while the team turned the best workshop ideas into everyday workflows. The operations report now starts as an AI draft that a director reviews and signs off.",
  testimonial: {
    quote:
      "What changed wasn't the tools, it was the confidence. My team stopped asking whether they were allowed to use AI and started showing each other what worked.",
    author: "Dana",
    title: "Chief Operating Officer, regional healthcare services group",
  },
};

/** Six quotes for the carousel. */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "I had put AI off for a year because I didn't know where to start. One session in, it was drafting my board updates, and I actually trust the drafts.",
    author: "Priya",
    title: "VP Operations, logistics company",
  },
  {
    quote:
      "The AI coach we built knows my team and my priorities. I use it before every difficult 1:1 and walk in better prepared than I used to.",
    author: "Marcus",
    title: "Chief Revenue Officer, B2B software company",
  },
  {
    quote: "No jargon and no hype. Just practical workflows I could use the same afternoon.",
    author: "Elena",
    title: "Managing Partner, boutique law firm",
  },
  {
    quote:
      "I launched my coaching business while keeping my day job. The AI toolkit handles the admin I used to lose my evenings to.",
    author: "Jordan",
    title: "Product Manager and career coach",
  },
  {
    quote:
      "Our leadership workshop was the first AI session where everyone built something instead of watching a demo. People were still comparing prompts a week later.",
    author: "Sam",
    title: "Head of People, healthcare nonprofit",
  },
  {
    quote:
      "The weekly advisory sessions kept us honest. We dropped the tools that weren't earning their place and doubled down on the ones that were.",
    author: "Chris",
    title: "Founder and CEO, e-commerce startup",
  },
];
