/** The privacy page's words: what each form keeps, for how long, who else handles it, how to have it removed. */
export const privacyMeta = {
  title: "Privacy: what this site keeps and for how long",
  description:
    "What each form on this site stores, how long it is kept, which services handle it, and how to have it removed.",
};

export interface PrivacyFacts {
  /** Days the mini apps keep a profile link or what a visitor wrote. */
  retentionDays: number;
  /** Whether the mini apps look public profiles up through Enrich Layer. */
  profileLookup: boolean;
  ownerEmail: string;
}

export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs: string[];
}

const days = (count: number) => `${count} day${count === 1 ? "" : "s"}`;

export const privacyCopy = {
  eyebrow: "Privacy",
  heading: "What this site keeps, and for how long",
  intro:
    "This site asks for as little as it can. Here is everything each form takes, where it goes, how long it stays, and how to have it removed.",
  sections(facts: PrivacyFacts): PrivacySection[] {
    return [
      {
        id: "newsletter",
        heading: "Newsletter sign-up",
        paragraphs: [
          "The newsletter forms belong to the newsletter provider, Kit (ConvertKit). Your e-mail address goes straight to Kit; this site never stores it.",
          "Kit keeps it until you unsubscribe, which every newsletter e-mail lets you do in one click.",
        ],
      },
      {
        id: "early-access",
        heading: "Early-access and course sign-ups",
        paragraphs: [
          "These forms store your first and last name, your e-mail address, the page you signed up on and, if you wrote one, what you'd like to learn.",
          "They are kept in this site's own database so the owner can tell you when it opens, until you ask for them to be removed.",
        ],
      },
      {
        id: "events",
        heading: "Live session registration",
        paragraphs: [
          "Registering stores your e-mail address, your first name if you gave it, and the session you chose, so your seat is kept and you get a confirmation.",
          "The confirmation is sent by the site's e-mail sending service, which handles your address only to deliver it. The registration is kept until you ask for it to be removed.",
        ],
      },
      {
        id: "ai-tools",
        heading: "The idea tool and the mini apps",
        paragraphs: [
          "The idea tool takes what you type about your work; the mini apps take your LinkedIn profile link and, if you add it, what you write about your role. The server never opens your link itself.",
          facts.profileLookup
            ? "The mini apps look the public profile at your link up through Enrich Layer, a profile data service: they ask for its headline, summary, current role, job titles and skills, and use nothing else from it."
            : "Nothing is looked up about you: only the words of your link and what you wrote are used.",
          "When the site is connected to an AI model service, what you entered (and, with the look-up on, the profile's facts above) is sent to it to write your ideas. Otherwise the ideas come from the site's own library and nothing leaves the server.",
          `Answers are kept for a short while so the same question is not asked twice, and the use case finder stores your request and its results so you can follow it. Both are deleted after ${days(facts.retentionDays)} at the latest.`,
        ],
      },
      {
        id: "limits",
        heading: "Your address, for fair use",
        paragraphs: [
          "To stop one visitor from using up the free tools or flooding a form, the site counts requests per internet address. A count is kept only for as long as its limit runs, at most a day, and is never linked to anything you entered.",
        ],
      },
      {
        id: "processors",
        heading: "Who else handles your data",
        paragraphs: [
          [
            "Kit, the newsletter provider (newsletter sign-ups)",
            "the e-mail sending service (registration confirmations)",
            "the AI model service, when one is connected (the idea tool and the mini apps)",
            ...(facts.profileLookup ? ["Enrich Layer, the profile data service (the mini apps' profile look-up)"] : []),
          ].join("; ") + ". None of them may use it for anything but the job above.",
        ],
      },
      {
        id: "removal",
        heading: "Having your data removed",
        paragraphs: [
          `Write to ${facts.ownerEmail} from the address you used (or with the profile link you entered) and say what you'd like removed. The owner deletes it and replies when it is done.`,
        ],
      },
    ];
  },
};
