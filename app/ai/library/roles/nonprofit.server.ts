import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "nonprofit",
  label: "Nonprofit Leader",
  matchPhrases: [
    "nonprofit executive director",
    "nonprofit",
    "non-profit",
    "non profit",
    "not-for-profit",
    "not for profit",
    "ngo",
    "charity",
    "director of development",
    "development director",
    "development officer",
    "major gifts",
    "planned giving",
    "donor relations",
    "fundraiser",
    "fundraising",
    "grant writer",
    "grants manager",
    "grant manager",
    "philanthropy",
    "program officer",
    "volunteer coordinator",
    "volunteer manager",
    "community outreach",
  ],
  summary:
    "In a nonprofit, you do a lot with a little: grant proposals and reports, donor updates, board packets, program data and volunteers, often with a small team wearing many hats. AI helps you draft and adapt proposals, thank-you letters, impact stories and board materials faster, so more of your time goes to the mission. Check every number and claim before it goes to a funder, and keep donors' and clients' personal details out of public AI tools.",
  useCases: [
    "Adapt one grant proposal to a new funder's questions and limits",
    "Write personal donor thank-you letters and impact updates",
    "Turn program data and stories into an impact report",
    "Prepare a clear board packet and meeting agenda",
    "Recruit, schedule and thank volunteers with less admin",
  ],
  ideas: [
    {
      id: "nonprofit-grant-adapter",
      kind: "prompt",
      title: "Adapt your grant proposal to a new funder",
      subtitle: "Reuse your best proposal language, fitted to a new funder's questions and word limits",
      description:
        "Paste your existing proposal sections and the new funder's questions and priorities, and get tailored draft answers within the word limits, with gaps marked.",
      prompt: `You are an experienced grant writer. I want to adapt an existing proposal to a new funder. Below are the funder's priorities and application questions with word limits, and my existing proposal text.

For each question: 1) Draft an answer within the word limit, using only facts, numbers and outcomes from my existing text, 2) Use the funder's own language where it honestly fits our work, 3) Mark anything the funder asks for that my text does not cover as [missing: ...]. Then list where our program aligns strongly with the funder's priorities and where the fit is weak, so I can decide whether to apply. Do not invent statistics, partners or outcomes.

Funder priorities: [paste from the funder's guidelines]
Questions and word limits: [paste]
Existing proposal text: [paste]`,
      steps: [
        "Copy the funder's priorities and questions from their guidelines",
        "Paste your strongest recent proposal",
        "Run the prompt and fill every [missing] gap with real information",
        "Check every number against your records before submitting",
      ],
      howToTry: "Pick an open grant opportunity and run the prompt with your most recent proposal.",
      example:
        "Input: a youth literacy proposal and a community foundation's four questions with 250-word limits. Output: tailored answers, a [missing: evaluation plan] gap, and a note that the funder's focus on early childhood fits only part of the program.",
      difficulty: "Beginner",
      benefits: [
        "Faster proposals without starting from scratch",
        "Honest view of funder fit",
        "Word limits respected",
      ],
      whyItHelps:
        "Small teams rewrite the same program story for every funder. Adapting strong existing language saves hours and lets you apply to more of the right opportunities.",
    },
    {
      id: "nonprofit-donor-thank-you",
      kind: "prompt",
      title: "Personal donor thank-you letters in minutes",
      subtitle: "Warm, specific thank-yous that connect the gift to real impact",
      description:
        "Give the gift type, what it will support and a real program moment, and get a personal thank-you letter and a short email version you can sign.",
      prompt: `You are a nonprofit development director known for heartfelt thank-you letters. Write a thank-you letter (under 200 words) for a donor. Use [donor first name] as a placeholder; I will add the name in our donor system.

Gift: [e.g. first-time gift of $250, or a monthly gift renewed for the third year]
What it supports: [program]
A real moment from the program this month, with no client names: [paste a short story]
Sign-off: [your name and role]

Make it specific, warm and personal, not a form letter. Connect the gift to the story, avoid exaggerating impact, and do not ask for another gift. Then write a three-sentence email version and a handwritten-card version under 40 words.`,
      steps: [
        "Pick a recent gift and a real program moment, with no client names",
        "Run the prompt with the gift details",
        "Edit the tone so it sounds like you",
        "Add the donor's name in your donor system and send",
      ],
      howToTry: "Write a thank-you for one of this week's gifts using a moment from your last program day.",
      example:
        "Input: a donor renewing a $25 monthly gift for the third year, supporting the food pantry. Output: a letter about a Saturday when fresh produce ran out in an hour and how monthly donors helped add a second delivery.",
      difficulty: "Beginner",
      benefits: [
        "Thank-yous that go out within days",
        "Specific stories instead of form letters",
        "Three formats at once",
      ],
      whyItHelps:
        "Prompt, personal thanks is one of the things donors remember most. Drafting quickly helps you thank everyone well, even in a busy season.",
    },
    {
      id: "nonprofit-impact-story-bank",
      kind: "build",
      title: "Impact story and outcomes bank",
      subtitle: "Collect program stories and numbers once, reuse them in every report and appeal",
      description:
        "An app where staff log program stories and outcome numbers with consent status, and you generate drafts for grant reports, newsletters and appeals from them.",
      prompt: `You are a nonprofit communications lead. Using the stories and outcome numbers below, draft a [format: grant report section, newsletter feature, or year-end appeal paragraph] of about [word count] words for [audience, e.g. a family foundation]. Use only the stories marked 'consent: yes', keep people anonymous unless marked otherwise, and use only the numbers given with their time period. Show the change the program made without exaggerating. Then list which stories and numbers you used so I can verify them.

Stories: [paste stories with consent status]
Outcome numbers: [paste numbers with time periods]`,
      steps: [
        "Agree with staff on what a story entry needs, including consent",
        "Paste the build instructions into Lovable",
        "Log five stories and your key numbers",
        "Generate one draft for your next report and verify it",
      ],
      howToTry: "Paste three stories and your main outcome numbers into ChatGPT with the prompt.",
      example:
        "From the bank, a grant report section for a housing program: 42 families housed in the last 12 months and an anonymized story of a mother who moved from a shelter into an apartment near her job.",
      difficulty: "Intermediate",
      benefits: [
        "Stories captured when they happen",
        "Consent tracked with every story",
        "Reports and appeals drafted faster",
      ],
      whyItHelps:
        "Great stories are often lost because nobody wrote them down, and reports are written in a rush. A shared bank makes impact easy to show, honestly and with consent.",
      whatToBuild:
        "Screens: a 'Log a story' form for staff, a story list with filters by program and consent, an outcomes table, and a 'Create draft' page. Data: stories (program, date, summary, quote, consent yes or no, can be named yes or no, staff member), outcomes (program, metric, value, period, source). Buttons: 'Save story' adds an entry; 'Create draft' sends the selected consented stories and outcomes with the prompt and chosen format to an AI step; 'Copy' copies the draft. Use first names or none; keep sensitive client details out of the app.",
    },
    {
      id: "nonprofit-volunteer-hub",
      kind: "build",
      title: "Volunteer sign-up and shift reminder hub",
      subtitle: "Volunteers pick shifts, get reminders and a personal thank-you afterwards",
      description:
        "A simple volunteer hub: people sign up for shifts, get reminders, and receive a short AI-drafted thank-you that mentions what their shift accomplished.",
      prompt: `You are a volunteer coordinator who makes every volunteer feel valued. Write a short thank-you message (under 80 words) to volunteers who worked the [shift name] on [date]. What the shift accomplished: [e.g. packed 300 meal kits, sorted 40 boxes of donated books]. Use [first name] as a placeholder. Make it warm and specific, mention the accomplishment in everyday terms, and invite them to one upcoming shift: [next shift and date]. No guilt, no pressure. Also write a 25-word text message version.`,
      steps: [
        "List your recurring shifts with dates and spots",
        "Paste the build instructions into Lovable",
        "Ask a few regular volunteers to test sign-up",
        "After the next shift, enter what it accomplished and send thank-yous",
      ],
      howToTry: "Write the thank-you for your most recent volunteer shift with the prompt in ChatGPT.",
      example:
        "After a Saturday food bank shift, the coordinator enters '300 meal kits packed', and 12 volunteers receive a thank-you mentioning the kits and an invitation to next Saturday's shift.",
      difficulty: "Intermediate",
      benefits: [
        "Less time on spreadsheets and reminders",
        "Volunteers feel seen",
        "More returning volunteers",
      ],
      whyItHelps:
        "Volunteers come back when they feel their time mattered. A light hub handles the logistics so you can focus on the people.",
      whatToBuild:
        "Screens: a public shift calendar with sign-up, a volunteer 'My shifts' page, and a coordinator page. Data: shifts (name, date, time, location, spots, accomplishment after the shift), volunteers (first name, email, phone, consent to messages), and sign-ups (volunteer, shift, attended yes or no). Buttons: 'Sign up' takes a spot; a reminder email goes out the day before; 'Mark attendance' records who came; 'Send thank-yous' sends the shift accomplishment with the prompt to an AI step and emails each attendee the drafted message after the coordinator approves it.",
    },
    {
      id: "nonprofit-grant-opportunity-scout",
      kind: "agent",
      title: "Weekly grant opportunity scout",
      subtitle: "Public grant listings filtered and summarized against your mission every week",
      description:
        "An agent that reads public grant listing feeds and funder newsletters each week and sends you a short list of opportunities that fit your mission, with deadlines.",
      prompt: `You are a grants researcher for a nonprofit. Our mission: [one or two sentences]. We serve [population] in [geography], with an annual budget of about [amount]. Programs: [list].

Below are this week's grant listings. Select only the ones that plausibly fit. For each: funder, program, amount range, deadline, eligibility in one line, fit (strong, possible) with the reason, and the link. Exclude listings where our geography or organization type is clearly ineligible. Sort by deadline. If nothing fits, say so in one line. Note that eligibility must be confirmed on the funder's site.

Listings: [titles, links and descriptions passed in by the automation]`,
      steps: [
        "Find public RSS feeds or newsletters of grant listings and funders in your field",
        "Create a weekly trigger in Relay.app and add the feeds or a newsletter inbox label",
        "Add the AI step with your mission details",
        "Put promising deadlines straight into your grants calendar",
      ],
      howToTry: "Find one public grant listing feed or funder newsletter for your field and set up the weekly trigger.",
      example:
        "On Monday the agent reads 60 listings and sends four: a community foundation's youth program grant due in five weeks, rated a strong fit, and three possible fits with their eligibility notes.",
      difficulty: "Intermediate",
      benefits: [
        "Fewer missed opportunities",
        "Less time scrolling listings",
        "Public sources only",
      ],
      whyItHelps:
        "Finding the right grants takes hours that small teams do not have. A weekly filtered list brings the promising ones to you, and you confirm eligibility before applying.",
      whatToDo:
        "Trigger: every Monday morning. Steps: 1) read new items from public grant listing RSS feeds, or newsletters that arrive in an inbox label; 2) pass titles, links and descriptions to an AI step with the prompt and your mission details; 3) email you the sorted list and optionally add deadlines to a sheet. Output: a weekly shortlist of grant opportunities with fit and deadlines. Uses public information only.",
    },
    {
      id: "nonprofit-board-packet",
      kind: "agent",
      title: "Board packet assembler before each board meeting",
      subtitle: "A week before the board meeting, a draft executive summary from staff updates",
      description:
        "An agent that, a week before each board meeting on your calendar, collects staff updates from a shared form and drafts the executive director's summary for the board packet.",
      prompt: `You are a nonprofit executive director's chief of staff. Below are updates from program, development and finance staff for the board meeting on [date].

Draft an executive summary for the board packet, under 400 words: 1) Highlights since the last meeting, 2) Program progress against the goals in the strategic plan, 3) Fundraising progress versus goal, using only the figures given, 4) Risks and challenges, stated honestly, 5) Decisions the board is asked to make, 6) Where board members can help this quarter. Plain language, no jargon. Mark missing information as [needed from ...].

Staff updates: [form responses passed in by the automation]`,
      steps: [
        "Create a short form for staff updates with fixed questions",
        "In Relay.app, trigger 10 days before the board meeting on your calendar to send the form",
        "Three days later, pass the responses to the AI step with the prompt",
        "Edit the draft and add it to the board packet",
      ],
      howToTry: "Paste your last set of staff updates into ChatGPT with the prompt and compare with the summary you wrote.",
      example:
        "Ten days before the March board meeting, staff get the form; a week later you receive a draft summary with a [needed from finance: Q1 cash position] gap and a request for the board to approve a new lease.",
      difficulty: "Advanced",
      benefits: [
        "Board packets on time",
        "Clear decisions for the board",
        "Less last-minute writing",
      ],
      whyItHelps:
        "Board packets often come together late at night. A steady process with a drafted summary gives the board clearer materials and you more time to prepare. Use a tool your organization approves for internal financial information.",
      whatToDo:
        "Trigger: 10 days before a calendar event named 'Board meeting'. Steps: 1) email staff a short update form; 2) three days later, collect the responses; 3) pass them to an AI step with the prompt; 4) save the draft summary to a doc and notify you. Output: a draft executive summary for the board packet with gaps marked. Leave donor and client names out of the form.",
    },
    {
      id: "nonprofit-mission-fable",
      kind: "creative",
      title: "Tell your mission as a children's fable",
      subtitle: "A short fable about your cause, to find simpler words for what you do",
      description:
        "A playful exercise: ask AI to tell your organization's mission as a children's fable with animals, then borrow its simplest lines for your elevator pitch.",
      prompt: `You are a children's author. Write a 200-word fable with animal characters that explains what our organization does and why it matters. Our mission: [one or two sentences]. The problem we address: [one sentence]. How we help: [one sentence]. Keep it gentle, hopeful and true to the real work, with no exaggeration. End with a one-line moral. Then, out of character, give me three simple sentences from the fable I could use to explain our work at a party.`,
      steps: [
        "Write your mission in one or two sentences",
        "Run the prompt and read the fable aloud",
        "Pick the simplest sentence for your elevator pitch",
        "Share the fable with your team or volunteers for fun",
      ],
      howToTry: "Paste your mission statement and ask for the fable during your next coffee break.",
      example:
        "Input: an adult literacy program. Output: a fable about an old fox who learns to read the signs in the forest with help from patient owls, and the line 'We help grown-ups read the world around them.'",
      difficulty: "Beginner",
      benefits: [
        "Simpler words for your mission",
        "A fun team or board exercise",
        "A safe first try with AI",
      ],
      whyItHelps:
        "Nonprofits often describe their work in jargon that funders and neighbors tune out. A fable pushes you toward the simple, human words that make people care.",
    },
  ],
};
