import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "customer-success",
  label: "Customer Success and Support",
  matchPhrases: [
    "customer success manager",
    "customer success",
    "client success",
    "csm",
    "customer support",
    "support team lead",
    "support lead",
    "support manager",
    "head of support",
    "customer service",
    "customer experience",
    "cx",
    "customer care",
    "support specialist",
    "support agent",
    "customer onboarding",
    "implementation manager",
    "renewals manager",
  ],
  summary:
    "In customer success and support, you carry the customer's voice: QBRs, onboarding plans, renewal risks, ticket queues, macros and escalations, all while keeping each account feeling known. AI helps you prepare faster for customer conversations, write clearer replies and spot patterns across tickets. Keep customer names, contact details and account data out of public AI tools; use your company's approved tools for anything that touches real accounts, and review every reply before it goes out.",
  useCases: [
    "Prepare a QBR or business review story from usage and goals",
    "Draft empathetic replies to tough tickets and escalations",
    "Spot renewal risk from notes, tickets and usage signals",
    "Turn recurring tickets into help-center articles and macros",
    "Summarize customer feedback themes for the product team",
  ],
  ideas: [
    {
      id: "customer-success-tough-reply",
      kind: "prompt",
      title: "Draft a calm reply to an angry customer",
      subtitle: "Empathetic, clear and honest replies to escalations, without over-promising",
      description:
        "Paste an anonymized escalation and what you can and cannot offer, and get a reply that acknowledges the problem, explains next steps and makes no promises you cannot keep.",
      prompt: `You are a senior customer support lead known for calm, honest replies. Draft a reply to the customer message below. Structure: 1) Acknowledge their frustration specifically, in one or two sentences, without groveling, 2) Say clearly what happened, using only the facts I give you, 3) What we are doing and when they will hear from us next, 4) What we can offer, only from my list, 5) A short, warm close. Keep it under 180 words and in plain language. Do not promise timelines, refunds or features that are not in my notes. Then give a one-line subject line.

Customer message (names removed): [paste message]
Facts about what happened: [paste]
What I can offer: [e.g. a one-month credit, a call with an engineer]
What I cannot promise: [e.g. a fix date]`,
      steps: [
        "Remove the customer's name, company and any account details",
        "Write the facts and what you can offer in a few lines",
        "Run the prompt and edit the draft in your own voice",
        "Add the customer's name back only in your support tool",
      ],
      howToTry: "Take a recent escalation, strip the names, and compare the draft with the reply you sent.",
      example:
        "Input: a customer furious that invoices were emailed to the wrong contact for two months. Output: a reply that names the mistake, explains the contact has been corrected, offers the credit you approved and promises an update by Friday.",
      difficulty: "Beginner",
      benefits: [
        "Calmer replies under pressure",
        "No promises you cannot keep",
        "Faster first drafts on hard tickets",
      ],
      whyItHelps:
        "Escalations are stressful and the first reply sets the tone. A structured draft helps you stay empathetic and precise even on a bad day.",
    },
    {
      id: "customer-success-qbr-story",
      kind: "prompt",
      title: "Build the story for your next QBR",
      subtitle: "Turn goals and usage numbers into a business review that customers care about",
      description:
        "Paste the customer's goals and anonymized usage highlights, and get a QBR outline that tells a story about value, risks and next steps.",
      prompt: `You are an experienced customer success manager preparing a quarterly business review for an executive sponsor. Using the inputs below, create a QBR outline with: 1) A one-sentence headline about the value delivered, 2) Progress against each of the customer's stated goals, with the evidence I provide, 3) What did not go well and what we are doing about it, 4) Two or three recommendations for next quarter, tied to their goals, 5) Questions to ask the sponsor, 6) A suggested slide order of 6 to 8 slides. Keep the customer's perspective: outcomes for them, not features of our product. Use only the numbers given.

Customer segment and industry (no names): [e.g. mid-size logistics company]
Their goals: [paste]
Usage and outcome highlights: [paste anonymized numbers]
Issues this quarter: [paste]`,
      steps: [
        "Collect the customer's goals from your success plan",
        "Pull anonymized usage highlights and this quarter's issues",
        "Run the prompt and shape the outline into slides",
        "Add real names and data only in your approved tools",
      ],
      howToTry: "Use an upcoming QBR, replace the customer's name with their industry, and run the prompt.",
      example:
        "Input: a logistics customer whose goal was faster dispatch, with 30% more routes planned in the tool. Output: a headline about dispatch time, a slide on a slow integration and a recommendation to train the night shift.",
      difficulty: "Beginner",
      benefits: [
        "QBRs focused on customer outcomes",
        "Faster preparation",
        "Good questions for the sponsor",
      ],
      whyItHelps:
        "Executive sponsors renew when they see their own goals met. A story-first outline keeps your QBR about their outcomes instead of a feature tour.",
    },
    {
      id: "customer-success-macro-builder",
      kind: "build",
      title: "Ticket-to-help-article and macro builder",
      subtitle: "Turn a solved ticket into a help-center article and a reply macro in one click",
      description:
        "A small app where you paste a solved, anonymized ticket thread and get a draft help-center article and a reusable reply macro, saved in a library.",
      prompt: `You are a support knowledge manager. From the solved ticket thread below, create: 1) A help-center article: a title phrased as the customer's question, a one-paragraph answer, numbered steps, and a 'still stuck?' section, 2) A reply macro under 120 words with [placeholders] for the customer's name and specifics, 3) Three search phrases customers might type to find this, 4) Anything in the thread that looks like a product bug and should go to the product team instead. Remove any personal or account details. Write at a grade 8 reading level.

Product area: [e.g. billing, integrations]
Ticket thread (anonymized): [paste]`,
      steps: [
        "Pick a ticket type you answer every week",
        "Paste the build instructions into Lovable",
        "Add the prompt to the 'Create drafts' action",
        "Review each draft before publishing it to your help center",
      ],
      howToTry: "Paste one anonymized solved ticket into ChatGPT with the prompt to see the article and macro.",
      example:
        "Input: a thread where a customer could not export invoices as CSV. Output: an article titled 'How do I export invoices to CSV?', a macro with [customer name], and a flag that the export button is hidden on small screens.",
      difficulty: "Intermediate",
      benefits: [
        "Help-center content grows from real questions",
        "Consistent macros across the team",
        "Product bugs routed to the right place",
      ],
      whyItHelps:
        "The same questions come in week after week. Turning solved tickets into articles and macros reduces repeat work for your team and helps customers help themselves.",
      whatToBuild:
        "Screens: a 'New from ticket' page with a paste box and a product-area dropdown, a drafts list, and a library of approved articles and macros with search. Data: drafts (product area, ticket text, article, macro, search phrases, bug flag, status: draft, approved, published, reviewer). Buttons: 'Create drafts' runs the AI step with the prompt; 'Edit' lets you change the text; 'Approve' moves it to the library; 'Copy macro' copies the macro text for your help desk.",
    },
    {
      id: "customer-success-health-tracker",
      kind: "build",
      title: "Account health check-in tracker",
      subtitle: "A light health score with notes, next steps and a written risk summary",
      description:
        "An app to log each account's check-ins, sentiment and signals, and get a short risk summary with suggested next steps before renewal.",
      prompt: `You are a customer success manager reviewing an account's health before renewal. Below are the last [number] check-in notes, the signals I track and the renewal date.

Give: 1) A health rating (healthy, watch, at risk) with the three reasons that matter most, 2) Signals that changed in the last 60 days, 3) Risks to renewal and what evidence supports each, 4) Three next steps for the next 30 days, each with a suggested owner role, 5) What I do not know yet and should find out. Use only the notes and signals given and say when evidence is thin.

Account code: [internal code, not the name]
Renewal date: [date]
Signals: [e.g. active users trend, open tickets, sponsor engagement]
Check-in notes: [paste]`,
      steps: [
        "Decide on four to six signals you track for every account",
        "Paste the build instructions into Lovable",
        "Log the last few check-ins for one account",
        "Run the risk summary before your next renewal conversation",
      ],
      howToTry: "Try the prompt on one renewal coming up this quarter, using an internal code instead of the customer name.",
      example:
        "An account renewing in 70 days: the summary rates it 'watch' because the champion left and weekly active users fell by a third, and suggests meeting the new admin within two weeks.",
      difficulty: "Intermediate",
      benefits: [
        "Renewal risk spotted earlier",
        "Notes in one place, not scattered",
        "Clear next steps for each account",
      ],
      whyItHelps:
        "Renewal surprises usually had signals months earlier. A simple tracker with a written summary helps you act while there is still time. Host it where your company allows customer data.",
      whatToBuild:
        "Screens: an account list with health rating and renewal date, an account page with a check-in log, and a 'Renewals in the next 90 days' view. Data: accounts (internal code, segment, renewal date, owner), check-ins (date, notes, sentiment 1 to 5, signals), and risk summaries (date, rating, text). Buttons: 'Log check-in' adds a note; 'Write risk summary' sends the last check-ins and signals with the prompt to an AI step and saves the result; 'Sort by risk' orders the renewals view.",
    },
    {
      id: "customer-success-ticket-themes",
      kind: "agent",
      title: "Weekly ticket themes for the product team",
      subtitle: "Every Friday, the top themes from the support queue with example tickets",
      description:
        "An agent that reads the week's closed support tickets, groups them into themes and sends the product team a short, evidence-based summary.",
      prompt: `You are a voice-of-the-customer analyst. Below are this week's closed support tickets with subject, tags and a short description, already stripped of personal data.

Write a summary for the product team: 1) The top 5 themes by number of tickets, each with a count, one-line description and two example ticket IDs, 2) New themes that did not appear last week: [paste last week's themes], 3) Themes that look like bugs versus how-to questions versus feature requests, 4) One suggestion per theme for a help article, a product fix or a macro. Stay factual, and say 'small sample' when a theme has fewer than three tickets.

Tickets: [ticket data passed in by the automation]`,
      steps: [
        "Check that your help desk export can leave out personal data",
        "Connect your help desk in Relay.app with a Friday trigger",
        "Add the AI step with the prompt",
        "Post the summary in the product team's channel",
      ],
      howToTry: "Export 30 closed tickets without personal fields and paste them into ChatGPT with the prompt.",
      example:
        "Friday 2 p.m.: 212 tickets grouped into themes; the top one is 'SSO login loops after password reset' with 31 tickets, flagged as a likely bug, with two example ticket IDs.",
      difficulty: "Advanced",
      benefits: [
        "Product hears from customers every week",
        "Evidence, not anecdotes",
        "Ideas for macros and articles",
      ],
      whyItHelps:
        "Support sees problems first, but that knowledge often stays in the queue. A regular summary with counts and examples turns it into product decisions.",
      whatToDo:
        "Trigger: every Friday at 2 p.m. Steps: 1) fetch the week's closed tickets from your help desk with subject, tags, description and ID, leaving out names and emails; 2) pass them to an AI step with the prompt and last week's themes; 3) post the summary to the product channel and save it to a doc. Output: a weekly themes report with counts and examples. It uses your company's help desk data, so use approved tools only.",
    },
    {
      id: "customer-success-prep-brief",
      kind: "agent",
      title: "Customer call prep brief from your calendar",
      subtitle: "An hour before each customer call, a short brief with goals and questions",
      description:
        "An agent that watches your calendar for customer calls and, an hour before, sends you a short prep brief from your own notes doc for that account.",
      prompt: `You are a customer success manager's assistant. I have a call in one hour. Below are the calendar details and my notes for this account.

Write a prep brief I can read in two minutes: 1) Purpose of the call, inferred from the invite title and notes, 2) What happened since our last conversation, 3) Open items I promised, 4) Three questions to ask, 5) One thing to avoid or be careful about. Keep it to bullet points. If the notes are empty or old, say so and suggest a short discovery agenda instead.

Calendar event: [title, attendees' roles, time passed in by the automation]
My notes: [notes passed in by the automation]`,
      steps: [
        "Keep one notes doc per account, named by account code",
        "In Relay.app, trigger an hour before calendar events with external attendees",
        "Add a step that finds the matching notes doc, then the AI step",
        "Send the brief to yourself by email or Slack",
      ],
      howToTry: "Before your next customer call, paste the invite and your notes into ChatGPT with the prompt.",
      example:
        "Before a 2 p.m. check-in, you get a brief: the customer asked about SSO last time, you promised a roadmap update, and the suggested questions cover their new team's onboarding.",
      difficulty: "Intermediate",
      benefits: [
        "Walk into every call prepared",
        "Promises you made are not forgotten",
        "Works from your own calendar and notes",
      ],
      whyItHelps:
        "Back-to-back calls leave little time to prepare. A two-minute brief helps you show the customer you remember them, which matters as much as any feature.",
      whatToDo:
        "Trigger: one hour before a calendar event that has attendees outside your company. Steps: 1) read the event title, time and attendee roles; 2) find your notes doc for that account (by a code in the invite title); 3) pass both to an AI step with the prompt; 4) email or message you the brief. Output: a two-minute prep brief. Keep account notes in an approved workspace and leave personal contact details out of the AI step.",
    },
    {
      id: "customer-success-thank-you-notes",
      kind: "creative",
      title: "Write a thank-you note to your product from a customer",
      subtitle: "Imagine a delighted customer's letter, then use it to spot what really matters",
      description:
        "A playful warm-up: describe a typical customer and ask AI to write the thank-you letter they might send after a great year, then notice which moments made the difference.",
      prompt: `You are a novelist. Write a short, heartfelt thank-you letter (150 words) from an imaginary customer to our support and success team at the end of a great year. The customer is [describe a typical customer, e.g. an office manager at a 40-person dental practice], and our product is [one line]. Mention specific, realistic moments: a problem we fixed, a time we listened, something that made their job easier. Then, out of character, list the five moments in the letter and which ones our team could make happen more often on purpose.`,
      steps: [
        "Describe a typical customer in one line, with no real names",
        "Run the prompt and read the letter",
        "Share the list of moments with your team",
        "Pick one moment to create more often next month",
      ],
      howToTry: "Describe your most common customer type in one line and run the prompt right now.",
      example:
        "Input: an office manager at a dental practice. Output: a letter thanking the team for fixing a billing sync the night before payroll, and a list of moments such as proactive check-ins during busy seasons.",
      difficulty: "Beginner",
      benefits: [
        "A light team exercise",
        "Ideas for moments customers remember",
        "A safe first try with AI",
      ],
      whyItHelps:
        "Customer success is about moments that make customers feel looked after. Imagining those moments helps your team plan them, and it is a friendly way to get comfortable with AI.",
    },
  ],
};
