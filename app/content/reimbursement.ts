import { formatPrice } from "~/lib/price";

/** What professional-development budgets usually offer per employee and year. */
export const LEARNING_BUDGET = { min: 500, max: 2000 } as const;

/** "$500–$2,000" */
export const learningBudgetRange = `${formatPrice(LEARNING_BUDGET.min)}–${formatPrice(LEARNING_BUDGET.max)}`;

/** How long 'Copied' stays on the button here (3 s on this page, 2 s elsewhere). */
export const REIMBURSEMENT_COPY_RESET_MS = 3000;

export const reimbursementMeta = {
  title: "Get your employer to pay for your AI learning",
  description: `Most employers set aside ${learningBudgetRange} a year per person for professional development. How to ask for it, with a request e-mail you can copy.`,
};

export const reimbursementCopy = {
  eyebrow: "Reimbursement help",
  heading: "Let your employer pay for your AI learning",
  intro: `Many companies set aside ${learningBudgetRange} per employee, every year, for courses, conferences and books. A lot of it goes unspent because nobody asks. Here is how to ask, and an e-mail you can send today.`,

  budgetStatLabel: "a year per employee: a typical professional-development budget",

  budgetsHeading: "How professional-development budgets work",
  budgets: [
    {
      title: "The money is usually already there",
      text: `Learning and development budgets of ${learningBudgetRange} a year per person are common, and unused funds rarely roll over. Asking doesn't cost your manager anything they weren't planning to spend.`,
    },
    {
      title: "AI skills are an easy case",
      text: "Courses, workshops, newsletters with paid tiers, conference tickets and the tools you practice with often qualify. Learning AI maps directly to productivity, which is what these budgets are for.",
    },
    {
      title: "Where to find your policy",
      text: "Search your HR portal or employee handbook for “learning”, “education” or “professional development”. No written policy? Your manager or HR partner can usually approve a one-off request.",
    },
  ],

  stepsHeading: "How to ask, in five steps",
  steps: [
    {
      title: "Check the rules",
      text: "Find out who approves requests, whether you need approval before you pay, and which receipts finance wants afterwards.",
    },
    {
      title: "Pick the learning",
      text: "Choose one course or program and note its price, its format and how many hours it takes out of your week.",
    },
    {
      title: "Tie it to your work",
      text: "Name two or three tasks on your plate that AI could speed up: reports, research, customer e-mails, meeting follow-ups.",
    },
    {
      title: "Send a short, specific request",
      text: "Use the e-mail below. Keep it to one screen, state the cost plainly, and offer something back, like a team demo.",
    },
    {
      title: "Close the loop",
      text: "Once you've finished, share what you built and the time it saved. It makes next year's request a formality.",
    },
  ],

  emailHeading: "Sample request e-mail",
  emailIntro: "Replace the parts in [brackets], cut what doesn't fit your company, and send it to whoever approves your learning budget.",
  copyLabel: "Copy text",
  copiedLabel: "Copied",
  copySuccess: "Email template copied to clipboard",
  copyFailure: "Failed to copy to clipboard",

  tipsHeading: "Make it easy to say yes",
  tips: [
    "Ask before the budget cycle closes: the last quarter of the fiscal year is when unspent funds are easiest to release.",
    "Lead with the outcome for the team, not your own career goals.",
    "Offer to share what you learn: a 20-minute demo turns one seat into a team benefit.",
    "If the full amount is a stretch, ask for part of it or propose splitting it across two budget periods.",
  ],

  backToSignup: "Back to Signup",
  backToHome: "Back to Home",
} as const;

export const requestEmail = {
  subject: "Request: professional-development funding for an AI skills course",
  body: `Hi [Manager's name],

I'd like to use part of my professional-development budget for [course or program name], a [self-paced course / live workshop] on using AI tools in day-to-day work. It costs [price] and takes about [number] hours, which I can fit in around my current projects.

Here's why I think it's worth it for the team:

- [Task 1, e.g. weekly status reports] takes me about [time] each week. With the workflows from this course I expect to get that down to [time].
- I'd build reusable prompts and templates for [task 2, e.g. customer research or meeting follow-ups] that the rest of the team can use too.
- Once I've finished, I'll run a short session to show the team what worked, so the budget benefits more than one person.

Could we approve this from [this quarter's / this year's] learning budget? I'm happy to send the course outline or anything else you need for approval.

Thank you,
[Your name]`,
} as const;

/** What 'Copy text' puts on the clipboard: the subject line, then the message. */
export const requestEmailText = `Subject: ${requestEmail.subject}\n\n${requestEmail.body}`;
