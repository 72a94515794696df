import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "executive",
  label: "Executive",
  matchPhrases: [
    "chief executive officer",
    "chief operating officer",
    "chief strategy officer",
    "chief of staff",
    "senior vice president",
    "executive vice president",
    "vice president",
    "managing director",
    "general manager",
    "executive director",
    "senior leadership",
    "executive leadership",
    "leadership team",
    "senior executive",
    "c-suite",
    "c-level",
    "president",
    "ceo",
    "coo",
    "svp",
    "evp",
    "vp",
  ],
  summary:
    "Your calendar is full of decisions, board and leadership meetings, and updates from teams you can't see every day. AI helps you absorb more in less time, pressure-test decisions and memos before they reach the room, and turn scattered team updates into a clear picture of what needs your attention. It sharpens your thinking and saves preparation time; the judgment, the accountability and the relationships stay with you.",
  useCases: [
    "Pressure-test a board memo or strategy document before it goes out",
    "Run a pre-mortem on a major decision and surface blind spots",
    "Turn weekly updates from direct reports into one leadership brief",
    "Keep a decision log so the team knows what was decided and why",
    "Get a short brief on every external meeting before it starts",
  ],
  ideas: [
    {
      id: "executive-memo-pressure-test",
      kind: "prompt",
      title: "Pressure-test your board memo or strategy doc",
      subtitle: "Read your document through the eyes of a skeptical board member before they do",
      description:
        "Paste a board memo, strategy doc or leadership pre-read and get the questions, weak spots and unclear asks a demanding board member or peer would raise.",
      prompt:
        "You are an experienced independent board director known for sharp, fair questions. Here is a memo I am sending to [audience, e.g. the board or executive team] ahead of [meeting]: [paste the memo, with confidential figures removed or rounded if you use a public AI tool]. What I need from the meeting: [decision, approval or input].\n\nReview it:\n1. In two sentences, what you believe I am asking for. Flag if it is unclear.\n2. The five questions you would ask first, ordered by importance.\n3. Claims that need evidence or a number, quoted.\n4. Risks or alternatives I have not addressed.\n5. What to cut to make it shorter.\n6. A rewritten opening paragraph that states the ask and the recommendation upfront.\n\nBe candid and specific.",
      steps: [
        "Remove or round confidential figures if you use a public AI tool",
        "Paste the memo and state the decision you need",
        "Answer the five questions in the memo or in an appendix",
        "Replace your opening with a clear ask and recommendation",
      ],
      howToTry: "Paste the draft of your next leadership pre-read into the prompt and rewrite its first paragraph using the suggestion.",
      example:
        "A COO's memo proposing a second distribution center comes back with the note that the ask is buried on page two, a question about demand if the largest customer leaves, and a tighter opening.",
      difficulty: "Beginner",
      benefits: ["Meetings spent on decisions, not clarifications", "Fewer surprise questions", "Shorter, clearer pre-reads"],
      whyItHelps:
        "Board and leadership time is expensive. A pre-read that states the ask clearly and answers the obvious questions gets better decisions faster.",
    },
    {
      id: "executive-decision-pre-mortem",
      kind: "prompt",
      title: "Pre-mortem for a major decision",
      subtitle: "Imagine it failed a year from now and work out why, before you commit",
      description:
        "Describe a significant decision and get a structured pre-mortem: the most likely failure stories, early warning signs, and what to change or monitor before you commit.",
      prompt:
        "You are a strategy advisor facilitating a pre-mortem. The decision: [describe it, e.g. enter the German market in Q3 with a local sales team]. Context: [company stage, resources, constraints]. Options we considered: [list]. Our current leaning: [option].\n\nAssume it is 12 months from now and the decision turned out badly. Then:\n1. Write five distinct, realistic failure stories, each in three sentences.\n2. For each, the early warning signs we would see in the first 90 days.\n3. What we could do now to make each failure less likely, or cheaper if it happens.\n4. Which assumptions we should test before committing, and how.\n5. A one-paragraph summary of whether this changes the recommendation, and why.\n\nChallenge our leaning where the reasoning is weak. Do not invent market data.",
      steps: [
        "Write the decision, context and your current leaning in a few lines",
        "Run the prompt on your own first",
        "Bring the failure stories to your leadership team for discussion",
        "Add the early warning signs to your operating review",
      ],
      howToTry: "Pick one decision on your desk this month, describe it in five lines and run the pre-mortem before your next leadership meeting.",
      example:
        "A CEO considering a price increase sees failure stories including churn among the oldest customers and sales discounting to compensate, with warning signs such as rising discount approvals in the first month.",
      difficulty: "Beginner",
      benefits: ["Blind spots surfaced early", "Better-designed decisions", "Clear signals to watch after committing"],
      whyItHelps:
        "Teams rarely voice doubts once a leader has a preference. A pre-mortem makes it safe and structured to look for failure before it happens.",
    },
    {
      id: "executive-decision-log",
      kind: "build",
      title: "Leadership decision log",
      subtitle: "One place that records what was decided, why, by whom and when to revisit it",
      description:
        "Build a small app where your leadership team records key decisions with context, options and owners, so nobody relitigates them and new leaders can catch up fast.",
      prompt:
        "Build a web app called 'Decision Log' for an executive team. Screens: (1) a Decisions list with title, date, decision owner, area ([list your areas, e.g. Product, Go-to-market, People, Finance]), status (Proposed, Decided, Revisit, Reversed) and a revisit date; (2) a Decision page with sections: context, options considered, decision, rationale, who was consulted, risks, and how we will know it worked; (3) a New Decision form; (4) a 'Due for revisit' view showing decisions whose revisit date has passed. Add search and a filter by area. Add an 'Explain to the team' button that sends the decision page to an AI model and returns a short, plain-language announcement draft for a human to edit. Restrict access to logged-in leadership team members.",
      steps: [
        "List five recent decisions your team keeps revisiting",
        "Paste the build prompt into Lovable with your areas",
        "Log those five decisions with their rationale",
        "Review the 'Due for revisit' view in your monthly leadership meeting",
      ],
      howToTry: "Paste the prompt into Lovable and log the last important decision your team made, including the options you rejected.",
      example:
        "The team logs 'Pause the SMB self-serve plan' with the rationale, consulted leaders and a revisit date in six months; when a new VP asks why, the answer is one link away.",
      difficulty: "Intermediate",
      benefits: ["Less relitigating of settled decisions", "Faster onboarding for new leaders", "A habit of revisiting big calls"],
      whyItHelps:
        "Organizations forget why they decided things, then argue about them again. A simple log preserves the reasoning and makes it easy to revisit on purpose.",
      whatToBuild:
        "Screens: Decisions list with filters, Decision detail with structured sections, New Decision form and a 'Due for revisit' view. Data kept: Decisions (title, date, owner, area, status, context, options, decision, rationale, consulted, risks, success signals, revisit date). Actions: create and update decisions, search and filter, list overdue revisits, and draft a team announcement with an AI step.",
    },
    {
      id: "executive-priorities-tracker",
      kind: "build",
      title: "Company priorities tracker with weekly check-ins",
      subtitle: "Your top priorities, their owners and a simple green, amber or red status each week",
      description:
        "Build an app where each priority owner posts a short weekly check-in, and you see all company priorities, status changes and blockers on one page.",
      prompt:
        "Build a web app called 'Priorities' for a leadership team. Screens: (1) a Dashboard showing each company priority for the quarter as a card with owner, target, current status (Green, Amber, Red), the latest check-in date and a trend of the last four statuses; (2) a Priority page with its description, success measure, and a history of weekly check-ins; (3) a Check-in form for the owner: status, what moved this week, what is blocked, and what help is needed from [the CEO or leadership team]. Highlight priorities with no check-in for more than 7 days. Add a 'Summarize this week' button that sends all of this week's check-ins to an AI model and returns a one-page summary: what changed, blockers and asks. Quarter priorities to start with: [list 3-7 priorities].",
      steps: [
        "Agree on 3-7 priorities and an owner for each",
        "Paste the build prompt into Lovable with those priorities",
        "Ask owners to post their first check-in by Friday",
        "Use the weekly summary to run your leadership meeting",
      ],
      howToTry: "Paste the prompt into Lovable with this quarter's priorities and post the first check-in yourself.",
      example:
        "The dashboard shows 'Launch partner program' turning Amber two weeks in a row with a blocker on legal review; the CEO resolves it in the leadership meeting instead of finding out at quarter end.",
      difficulty: "Intermediate",
      benefits: ["One view of company priorities", "Blockers raised early", "Shorter leadership meetings"],
      whyItHelps:
        "Priorities drift when status lives in scattered slides and chats. A weekly rhythm in one place shows you where to spend your attention.",
      whatToBuild:
        "Screens: Dashboard of priority cards with status trend, Priority detail with check-in history, and a Check-in form. Data kept: Priorities (title, owner, target, success measure, quarter) and CheckIns (priority, date, status, progress, blockers, help needed). Actions: submit check-ins, flag priorities without a recent check-in, and 'Summarize this week' using an AI step.",
    },
    {
      id: "executive-meeting-brief",
      kind: "agent",
      title: "A brief before every external meeting",
      subtitle: "Your calendar triggers a short, public-sources brief on who you're meeting and why",
      description:
        "An automation that checks your calendar each morning, researches the companies behind your external meetings from public sources, and emails you a short brief for each one.",
      prompt:
        "You are an executive assistant preparing a meeting brief. Meeting: [title, time, attendees' companies and roles from the invite]. Purpose from the invite: [description]. Public information about the other company: [paste text from their website, recent press releases or news].\n\nWrite a brief under 200 words:\n1. Who they are in two sentences.\n2. Recent news worth knowing, with dates and sources.\n3. What they likely want from this meeting, labeled as a guess.\n4. Three smart questions I could ask.\n5. One thing to avoid saying or assuming.\n\nUse only the information provided. If the meeting purpose is unclear, say so and suggest a one-line agenda I could propose at the start.",
      steps: [
        "In Relay.app, schedule a flow for 6:30 a.m. on weekdays",
        "Read today's calendar events and keep only those with external attendees",
        "Fetch each company's website and recent news, then run the AI step",
        "Email yourself one message with all of today's briefs",
      ],
      howToTry: "Take tomorrow's first external meeting, paste the invite and the company's About page into the prompt, and read the brief.",
      example:
        "Before a call with a potential acquirer's corporate development team, the brief notes their two recent acquisitions in adjacent markets and suggests asking how they integrated those teams.",
      difficulty: "Intermediate",
      benefits: ["Walk into every meeting prepared", "No manual research", "Uses only your calendar and public sources"],
      whyItHelps:
        "Executives move between many external meetings with little time to prepare. A short, automatic brief makes each conversation sharper.",
      whatToDo:
        "Trigger: every weekday at 6:30 a.m. Steps: read today's events from your calendar; keep events with attendees outside your company domain; for each, fetch the company's public website and search recent news; send invite details and public text to an AI step with the prompt. Output: one email with a short brief per external meeting, sent before your day starts.",
    },
    {
      id: "executive-leadership-brief",
      kind: "agent",
      title: "Weekly leadership brief from your direct reports' updates",
      subtitle: "Direct reports fill a short form; you get one page of progress, risks and asks",
      description:
        "An automation that collects weekly updates from your direct reports through a shared form and turns them into one leadership brief with themes, risks and decisions needed.",
      prompt:
        "You are a chief of staff preparing a weekly brief for [your title]. Here are this week's updates from direct reports, each with name, area, wins, risks, blockers and asks: [paste the updates].\n\nWrite a one-page brief:\n1. The three things I most need to know this week.\n2. Decisions or approvals waiting on me, with who is asking and by when.\n3. Risks, grouped by theme, with the owner.\n4. Cross-team dependencies or conflicts between updates.\n5. Wins worth recognizing publicly.\n6. Gaps: who did not submit, or updates that are too vague to act on.\n\nKeep each point to one or two lines. Do not soften risks or invent details.",
      steps: [
        "Create a short weekly update form for your direct reports",
        "In Relay.app, schedule a Friday 3 p.m. flow that collects the week's responses",
        "Send them to an AI step with the prompt",
        "Email the brief to yourself and use it for Monday's leadership meeting",
      ],
      howToTry: "Paste last week's updates from two direct reports into the prompt and see what it surfaces.",
      example:
        "A VP of Operations reads that two teams depend on the same vendor renewal nobody owns, that finance needs a hiring approval by Wednesday, and that one update was too vague to act on.",
      difficulty: "Intermediate",
      benefits: ["One page instead of many updates", "Decisions waiting on you are visible", "Cross-team conflicts spotted early"],
      whyItHelps:
        "Reading many separate updates takes time and hides connections between them. A synthesized brief shows you what needs your attention first.",
      whatToDo:
        "Trigger: every Friday at 3 p.m. Steps: collect the week's responses from the update form; note who has not submitted; send all updates to an AI step with the prompt; email the brief to you and, if you choose, your chief of staff. Output: a one-page brief with top items, pending decisions, risks, dependencies and wins. Updates may contain confidential information, so use a company-approved AI tool.",
    },
    {
      id: "executive-strategy-picture-book",
      kind: "creative",
      title: "Turn your strategy into a children's picture book",
      subtitle: "If your strategy can't be told simply, your team won't remember it",
      description:
        "Ask AI to retell your company strategy as a short picture book for children. It's a playful clarity test that often reveals which parts of the strategy nobody will remember.",
      prompt:
        "You are a beloved children's book author. Retell our company strategy as a picture book for a seven-year-old, in 10 short pages with one or two sentences each and a note describing each illustration. Our strategy: [paste your mission, 3-5 strategic priorities and the main customer we serve]. Our company: [one line].\n\nMake the customer the hero and our company the helper. Keep it warm and simple.\n\nAfter the book, add three honest notes for me: which priority was hardest to explain simply, which one disappeared from the story, and the one sentence from the book I could use at our next all-hands.",
      steps: [
        "Paste your mission and strategic priorities",
        "Run the prompt and read the book out loud",
        "Look at which priority disappeared or got confusing",
        "Borrow the simplest sentence for your next all-hands or team email",
      ],
      howToTry: "Paste your strategy slide text into the prompt and read the picture book to a colleague or your family tonight.",
      example:
        "A logistics company's strategy becomes the story of a baker whose bread always arrives warm; the notes say 'platform extensibility' vanished from the story and was the hardest to explain.",
      difficulty: "Beginner",
      benefits: ["A fun, safe first use of AI", "A quick clarity test for your strategy", "Memorable language for all-hands"],
      whyItHelps:
        "Strategy only works if people can repeat it. This playful test shows which parts are clear and which need simpler words.",
    },
  ],
};
