import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "finance",
  label: "Finance and Accounting",
  matchPhrases: [
    "fp&a",
    "fpa",
    "financial planning and analysis",
    "financial analyst",
    "finance analyst",
    "finance manager",
    "finance director",
    "director of finance",
    "vp finance",
    "chief financial officer",
    "cfo",
    "financial controller",
    "controller",
    "comptroller",
    "accounting manager",
    "staff accountant",
    "senior accountant",
    "accountant",
    "cpa",
    "bookkeeper",
    "accounts payable",
    "accounts receivable",
    "treasury",
    "accounting",
    "finance",
  ],
  summary:
    "In finance, you turn numbers into decisions and explanations: variance commentary, close checklists, board decks, budget requests and a steady stream of questions from the business. AI helps you draft the words around the numbers, check your logic and explain finance to non-finance people faster. The numbers themselves stay your responsibility: check every figure, keep confidential financials and anything covered by policy out of public tools, and treat AI output as a draft, not as financial, tax or audit advice.",
  useCases: [
    "Draft variance commentary for the monthly business review",
    "Explain a budget, forecast or P&L line to a non-finance manager",
    "Turn a close checklist into a tracked, repeatable process",
    "Review Excel or Google Sheets formulas and spot errors",
    "Summarize changes in public accounting or tax guidance for your team",
  ],
  ideas: [
    {
      id: "finance-variance-commentary",
      kind: "prompt",
      title: "Draft variance commentary for the monthly review",
      subtitle: "Turn budget-versus-actual numbers into clear, plain-language commentary",
      description:
        "Paste a budget-versus-actual summary and the known drivers, and get draft commentary for your monthly business review that you then check and edit.",
      prompt: `You are an experienced FP&A manager writing variance commentary for a monthly business review read by department heads and the CFO. Below is a budget-versus-actual table and the drivers I know about.

Write commentary for each line with a variance above [threshold, e.g. 5% or $10k]: one or two sentences saying what happened, why (only from the drivers I give you), and whether it is timing or permanent. Then write a three-sentence summary for the top of the page. Use plain language, no jargon. Where a driver is missing, write [driver needed] instead of guessing. Do not invent numbers; use only the figures below.

Table (rounded, no confidential detail): [paste line, budget, actual, variance]
Known drivers: [paste notes from budget owners]`,
      steps: [
        "Export the summary table with rounded figures and no confidential detail",
        "Add the drivers you collected from budget owners",
        "Run the prompt and fill every [driver needed] gap",
        "Check every number in the draft against your source before sending",
      ],
      howToTry: "Use last month's summary table with rounded numbers and compare the draft with the commentary you actually sent.",
      example:
        "Input: marketing spend $48k over budget, driver 'trade show moved from May to April'. Output: 'Marketing is $48k over budget because the trade show moved from May to April; this is timing and should reverse next month.'",
      difficulty: "Beginner",
      benefits: [
        "Faster first draft of the monthly pack",
        "Consistent structure across lines",
        "Gaps in drivers flagged instead of guessed",
      ],
      whyItHelps:
        "Commentary is often written late at night at the end of close. A structured draft gives you time back for the analysis itself, while you stay the one who checks every figure.",
    },
    {
      id: "finance-explain-to-managers",
      kind: "prompt",
      title: "Explain a finance concept to a non-finance manager",
      subtitle: "Clear answers to 'why is my budget cut' and 'what is accrual' without the jargon",
      description:
        "Get a plain-language explanation of a budget, accrual, forecast or P&L question, written for the specific manager who asked it.",
      prompt: `You are a patient finance business partner. A [job title of the person asking, e.g. engineering director] asked me: "[paste the question]".

Write a reply I can send in Slack or email: 1) A direct answer in two sentences, 2) A short explanation using an analogy from their world, 3) What it means for their team's decisions this quarter, 4) One thing they can do next. Keep it under 200 words and avoid finance jargon; if a term is unavoidable, define it in one line. Do not give tax, legal or investment advice. Where the answer depends on our company's policy, write [check policy: ...] so I can fill it in.

Context I can share: [a few lines, no confidential figures]`,
      steps: [
        "Copy the question exactly as it was asked",
        "Add the asker's role and a few lines of safe context",
        "Run the prompt and fill the [check policy] gaps",
        "Edit the tone to sound like you before sending",
      ],
      howToTry: "Take the last finance question a manager asked you and see how the draft compares with your answer.",
      example:
        "Question from a sales director: 'Why does the commission I paid in March show up in February?' Output: a short answer about accruals with a restaurant-tab analogy and what it means for their quarterly numbers.",
      difficulty: "Beginner",
      benefits: [
        "Fewer follow-up questions",
        "Builds trust with budget owners",
        "Saves time on repeat explanations",
      ],
      whyItHelps:
        "Finance teams answer the same questions many times. Clear, friendly explanations make you a better business partner and cut repeat requests.",
    },
    {
      id: "finance-close-tracker",
      kind: "build",
      title: "Month-end close checklist tracker",
      subtitle: "A shared close checklist with owners, due days and a daily status summary",
      description:
        "A simple app that holds your close checklist, tracks who owns each task and what is late, and writes a daily close status note.",
      prompt: `You are a controller running month-end close. Below is the status of our close tasks today, day [number] of a [number]-day close.

Write a short status note for the finance team and the CFO: 1) Overall status in one line (on track, at risk, late), 2) Tasks completed since yesterday, 3) Late or blocked tasks with owner and the blocker, 4) Tasks due tomorrow, 5) One risk to the close date, if any. Be factual and neutral, do not blame people, and use only the statuses given.

Tasks: [task, owner, due day, status, notes]`,
      steps: [
        "List your close tasks with owners and due days in a spreadsheet",
        "Paste the build instructions into Lovable and import the list",
        "Add the daily summary button with the prompt",
        "Run it through one real close and adjust the tasks",
      ],
      howToTry: "Paste your current close checklist into ChatGPT with today's statuses and the prompt to see the status note first.",
      example:
        "On day 3 of a 5-day close, the tracker shows bank reconciliations done, the revenue accrual blocked waiting for sales data, and the status note flags it as the main risk.",
      difficulty: "Intermediate",
      benefits: [
        "One source of truth for the close",
        "Late tasks visible before they become a problem",
        "Status note written in seconds",
      ],
      whyItHelps:
        "Close checklists often live in a spreadsheet nobody updates in time. A small tracker with a written status makes the close predictable and easier to improve.",
      whatToBuild:
        "Screens: a checklist view grouped by close day, a task detail page, and a status page. Data: tasks (name, owner, close day due, status: not started, in progress, blocked, done, notes, evidence link) and close periods (month, start date, target days). Buttons: 'Start new close' copies the task template into a new period; status buttons update each task; 'Write status note' sends all tasks with the prompt to an AI step and shows the note with a copy button. Keep account balances out of the app; it tracks tasks, not numbers.",
    },
    {
      id: "finance-spend-request-reviewer",
      kind: "build",
      title: "Spend request intake with a pre-review checklist",
      subtitle: "Budget owners submit requests, AI checks they are complete before you look",
      description:
        "A request form for new spend that checks each request for missing information, fit with budget and approval level, so you review complete requests only.",
      prompt: `You are a finance business partner doing a first review of a spend request. Our policy: [paste approval thresholds and required information, e.g. over $10k needs two quotes and VP approval].

Review the request below and return: 1) Missing information, as a list, 2) The approval level it needs under the policy, 3) Questions finance should ask, 4) Whether it appears to fit in the stated remaining budget, showing the arithmetic, 5) A one-line summary for the approver. Do not approve or reject; a person decides. Flag anything unclear instead of assuming.

Request: [paste vendor, amount, purpose, timing, budget line, remaining budget, quotes]`,
      steps: [
        "Write your approval thresholds and required fields in one short text",
        "Paste the build instructions into Lovable",
        "Add the policy text to the settings screen",
        "Ask one budget owner to test it with a real request",
      ],
      howToTry: "Run the prompt on a recent spend request email to see what the pre-review would have caught.",
      example:
        "A marketing manager requests $14k for an agency without quotes; the pre-review lists the missing second quote, notes VP approval is needed, and summarizes the request in one line.",
      difficulty: "Intermediate",
      benefits: [
        "Fewer incomplete requests reaching you",
        "Policy applied the same way every time",
        "Clear audit trail of requests",
      ],
      whyItHelps:
        "Spend requests arrive by email and chat with half the information missing. A structured intake with a pre-review saves you rounds of follow-up while a person still makes the decision.",
      whatToBuild:
        "Screens: a request form for budget owners, a finance review queue, and a settings page with the policy text. Data: requests (requester, department, vendor, amount, purpose, budget line, remaining budget, quotes attached, status, AI pre-review, finance decision, decision note). Buttons: 'Submit' saves the request and runs the AI pre-review with the prompt and policy; 'Approve', 'Reject' and 'Ask for info' on the review queue set the status and record who decided; 'Export' downloads the list as CSV.",
    },
    {
      id: "finance-formula-reviewer-agent",
      kind: "agent",
      title: "Weekly model change log with formula checks",
      subtitle: "When the forecast model changes, get a summary of changes and risky formulas",
      description:
        "An agent that watches a shared forecast workbook, summarizes what changed during the week and flags formulas that look risky, such as hard-coded numbers.",
      prompt: `You are a meticulous financial model reviewer. Below are the cells that changed in our forecast workbook this week, with old and new values or formulas.

Write a change log with: 1) A summary of the changes by tab, in plain language, 2) Formulas that look risky: hard-coded numbers inside formulas, ranges that stop short of the data, references to other tabs that changed, inconsistent formulas across a row, 3) Changes to key assumptions (growth, headcount, pricing) called out separately, 4) Questions for the person who made each change. Do not fix anything; list and explain. Say 'none found' where a section is empty.

Changes: [changed cells passed in by the automation]`,
      steps: [
        "Check your company's policy on connecting financial files to AI tools",
        "Connect the shared workbook in Relay.app and set a weekly trigger",
        "Add a step that collects changed cells, then the AI step with the prompt",
        "Send the change log to the model owner for review",
      ],
      howToTry: "Paste a handful of formulas from your model into ChatGPT with the prompt to see what kind of issues it flags.",
      example:
        "On Friday the agent finds 22 changed cells; the log notes the growth rate on the Revenue tab went from 4% to 6%, and flags a SUM range on the Opex tab that stops at row 48 while data runs to row 52.",
      difficulty: "Advanced",
      benefits: [
        "Model changes documented without extra work",
        "Formula errors caught before they reach a deck",
        "Easier model review with your manager",
      ],
      whyItHelps:
        "Shared forecast models drift quietly. A weekly written change log and a second pair of eyes on formulas protect the numbers you present, and a person still reviews every flag.",
      whatToDo:
        "Trigger: every Friday afternoon, or when the workbook is edited. Steps: 1) read the workbook's changed cells since the last run (via a version export or a change-tracking tab); 2) pass old and new formulas and values to an AI step with the prompt; 3) save the change log to a shared doc and email the model owner. Output: a weekly change log with risky formulas and questions. This uses internal financial files, so it needs your company's approval and an approved AI tool.",
    },
    {
      id: "finance-guidance-watch",
      kind: "agent",
      title: "Accounting and tax guidance watch",
      subtitle: "A monthly digest of public updates from standard setters and tax agencies",
      description:
        "An agent that reads public news feeds from accounting standard setters and tax agencies and sends a monthly digest of what may affect your team.",
      prompt: `You are a technical accounting advisor briefing a finance team at a [company type, e.g. US SaaS company with revenue under $50M]. Below are this month's public updates from standard setters and tax agencies.

For each update that could matter to us: 1) What changed, in two sentences, 2) Who it affects and from when, 3) Whether it looks relevant to our profile (yes, maybe, no) and why, 4) Who on the team should read the original. Skip items that clearly do not apply. End with a reminder to confirm anything relevant with our auditors or tax advisors before acting. Do not give advice on specific transactions.

Updates: [titles, links and summaries passed in by the automation]`,
      steps: [
        "Collect the RSS or news pages of the standard setters and agencies you follow",
        "Set a monthly trigger in Relay.app and add the feeds",
        "Add the AI step with the prompt and your company profile",
        "Email the digest to yourself and forward what matters",
      ],
      howToTry: "Find the news RSS feed of one standard setter or tax agency you follow and set up the monthly trigger.",
      example:
        "On the first of the month the agent reads 18 public updates and sends a digest with three relevant items, including a change in a filing deadline, each with the link to the original.",
      difficulty: "Intermediate",
      benefits: [
        "No missed changes in rules",
        "Only public sources, no company data",
        "A clear list of who should read what",
      ],
      whyItHelps:
        "Rule changes matter but are easy to miss in a busy month. A short public-source digest keeps you informed, while your auditors and tax advisors confirm what applies.",
      whatToDo:
        "Trigger: the first weekday of each month. Steps: 1) read new items from the public RSS or news feeds of the standard setters and tax agencies you choose; 2) pass titles, links and summaries to an AI step with the prompt and a short description of your company; 3) email you the digest. Output: a monthly list of relevant updates with links and suggested readers. Uses public sources only.",
    },
    {
      id: "finance-numbers-story",
      kind: "creative",
      title: "Turn your P&L into a short story",
      subtitle: "Retell a made-up company's year as a story to practice explaining numbers",
      description:
        "A playful exercise: give AI a simple, made-up P&L and ask it to tell the company's year as a short story, then check whether the story matches the numbers.",
      prompt: `You are a storyteller who loves finance. Here is a simple annual P&L for a made-up company, [type of business, e.g. a neighborhood bike shop]: [paste or invent 6 to 10 lines: revenue, cost of goods, salaries, rent, marketing, other costs, profit, with last year's numbers].

Tell the story of this company's year in 200 words, as if for a local newspaper: what went well, what went wrong and what the owner should watch next year. Every claim must follow from the numbers. Then list the three numbers that drive the story and one question a curious reader would ask.`,
      steps: [
        "Invent a small business and a simple P&L, or use a public example",
        "Run the prompt and read the story",
        "Check each claim against the numbers",
        "Try the same story for a CEO and for a new hire",
      ],
      howToTry: "Invent a P&L for a coffee shop in two minutes and ask for its story.",
      example:
        "Input: a bike shop with revenue up 12% but margin down because of more repairs at fixed prices. Output: a short story about a busy repair bench that made less money, and the question 'Why not raise repair prices?'",
      difficulty: "Beginner",
      benefits: [
        "Practice explaining numbers as a story",
        "A safe test with made-up data",
        "Shows where AI gets numbers right or wrong",
      ],
      whyItHelps:
        "The best finance people explain what numbers mean, not only what they are. Practicing with a made-up company is a safe way to see how AI handles figures and where you must check it.",
    },
  ],
};
