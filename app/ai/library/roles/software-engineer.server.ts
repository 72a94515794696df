import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "software-engineer",
  label: "Software Engineer",
  matchPhrases: [
    "software engineer",
    "software developer",
    "software engineering",
    "engineering manager",
    "director of engineering",
    "vp of engineering",
    "vp engineering",
    "head of engineering",
    "staff engineer",
    "principal engineer",
    "full stack developer",
    "full stack engineer",
    "full stack",
    "fullstack",
    "frontend developer",
    "frontend engineer",
    "front end developer",
    "backend developer",
    "backend engineer",
    "back end developer",
    "web developer",
    "mobile developer",
    "ios developer",
    "android developer",
    "devops engineer",
    "devops",
    "site reliability",
    "platform engineer",
    "tech lead",
    "swe",
    "sde",
    "sre",
    "cto",
    "programmer",
    "developer",
    "coder",
  ],
  summary:
    "You already know AI can write code; the bigger wins in your week are often around the code: pull request reviews, design docs, incident write-ups, dependency upgrades and the updates stakeholders keep asking for. AI helps you review your own work before a teammate does, write clearer docs, and automate the reporting and monitoring that eat into focus time. Keep proprietary code and secrets in company-approved tools, and treat every suggestion as a draft that you test and own.",
  useCases: [
    "Self-review a pull request for bugs, edge cases and missing tests",
    "Draft a blameless incident postmortem from the timeline and chat log",
    "Keep a scored tech debt register the team and product can agree on",
    "Track releases and security advisories for the libraries you depend on",
    "Turn merged pull requests into a weekly update for non-engineers",
  ],
  ideas: [
    {
      id: "software-engineer-pr-self-review",
      kind: "prompt",
      title: "Self-review your pull request before a teammate does",
      subtitle: "Catch bugs, edge cases and missing tests, and get a clear PR description",
      description:
        "Paste a diff and the ticket context and get a focused review: likely bugs, unhandled edge cases, missing tests, readability issues and a ready-to-use PR description.",
      prompt:
        "You are a senior [language or framework, e.g. TypeScript and React] engineer doing a careful code review. Context: [what the change is for, linked ticket summary, constraints]. Here is the diff: [paste the diff; use a company-approved AI tool for proprietary code and remove secrets].\n\nReview it in this order:\n1. Correctness: likely bugs, race conditions, off-by-one errors, null handling. Quote the line.\n2. Edge cases the code does not handle.\n3. Tests: what is untested, with three concrete test cases to add.\n4. Security and performance concerns, if any.\n5. Readability: naming or structure changes worth making now; skip nitpicks.\n6. A PR description: summary, why, how to test, risks and rollout notes.\n\nIf something looks intentional but unusual, ask rather than assume. Say clearly when you are unsure.",
      steps: [
        "Check your company's policy on which AI tools may see source code",
        "Paste the diff and a short description of the change",
        "Fix real issues and add the suggested tests that make sense",
        "Use the generated description as a starting point for your PR",
      ],
      howToTry: "Run the prompt on the next pull request you are about to open, before requesting review.",
      example:
        "A backend engineer's diff adding pagination gets flagged for an off-by-one on the last page and a missing test for an empty result set, plus a PR description with testing steps.",
      difficulty: "Beginner",
      benefits: ["Fewer review rounds", "Better test coverage", "Clearer PR descriptions"],
      whyItHelps:
        "Reviewer time is scarce, and the obvious issues are cheaper to fix before review. A quick self-review lets teammates focus on design and intent.",
    },
    {
      id: "software-engineer-postmortem-draft",
      kind: "prompt",
      title: "Blameless incident postmortem from the timeline and chat log",
      subtitle: "Turn a messy incident channel into a clear write-up with real follow-up actions",
      description:
        "Paste the incident timeline and chat excerpts and get a blameless postmortem draft with impact, timeline, contributing factors, what went well and follow-up actions.",
      prompt:
        "You are an experienced site reliability engineer who writes blameless postmortems. Here is the incident information: summary [what broke], detection time [time], resolution time [time], customer impact [what users experienced], timeline and chat excerpts [paste, with customer data, secrets and personal names removed; use roles like 'on-call engineer'].\n\nWrite a postmortem with:\n1. Summary in three sentences.\n2. Impact: who was affected, how, and for how long, using only the numbers provided.\n3. Timeline in a table with timestamps.\n4. Contributing factors, focused on systems and processes, not individuals.\n5. What went well and where we got lucky.\n6. Follow-up actions: each specific, with a suggested owner role and priority.\n7. Open questions the team should answer in the review meeting.\n\nMark anything inferred rather than stated as [inferred].",
      steps: [
        "Export the incident timeline and relevant chat messages",
        "Remove customer data, secrets and personal names",
        "Run the prompt and check every timestamp and number",
        "Bring the draft and open questions to the postmortem meeting",
      ],
      howToTry: "Take the notes from your most recent incident, even a small one, and run the prompt to see the draft.",
      example:
        "A 40-minute checkout outage becomes a postmortem naming an expired certificate and no expiry alerting as contributing factors, with actions to add certificate monitoring and a renewal runbook.",
      difficulty: "Beginner",
      benefits: ["Postmortems written while memory is fresh", "Blameless, systems-focused framing", "Concrete follow-up actions"],
      whyItHelps:
        "Postmortems often get delayed until the details fade. A fast, structured draft helps the team learn from incidents instead of just closing them.",
    },
    {
      id: "software-engineer-tech-debt-register",
      kind: "build",
      title: "Tech debt register with impact and effort scoring",
      subtitle: "One scored list of tech debt that engineering and product can prioritize together",
      description:
        "Build an app where engineers log tech debt with its impact on velocity, risk and users, score it consistently, and share a ranked list with product during planning.",
      prompt:
        "Build a web app called 'Debt Register' for an engineering team. Screens: (1) a Register table with title, area ([list your services or components]), score, effort (S, M, L, XL), status (Open, Planned, In progress, Paid off) and the date added; sortable and filterable; (2) an Add/Edit form: title, description, area, how it hurts us (slows delivery, causes incidents, security risk, blocks a feature, poor developer experience), impact rating 1-5 for each that applies, effort, workaround, linked tickets and who raised it; (3) a Detail page with a history of comments; (4) a Summary view for planning: top 10 by score, count by area and a 'paid off this quarter' list. Score = sum of impact ratings divided by effort points (S=1, M=2, L=3, XL=5). Add an 'Export for planning' button that produces a Markdown table.",
      steps: [
        "List your services or components as areas",
        "Paste the build prompt into Lovable and adjust the scoring to your team",
        "Ask each engineer to add their top two debt items",
        "Bring the Summary view to your next planning meeting",
      ],
      howToTry: "Paste the prompt into Lovable and log the three pieces of tech debt that annoyed you most this month.",
      example:
        "The register ranks 'flaky integration tests in payments' above 'migrate logging library' because it slows delivery and has caused two incidents, giving the EM a clear case for planning.",
      difficulty: "Intermediate",
      benefits: ["Tech debt becomes visible and comparable", "Better conversations with product", "Progress you can show"],
      whyItHelps:
        "Tech debt competes poorly with features when it lives in people's heads. A scored, shared list makes the trade-offs concrete in planning.",
      whatToBuild:
        "Screens: a sortable Register table, an Add/Edit form with impact ratings, a Detail page with comments and a planning Summary. Data kept: DebtItems (title, description, area, impact ratings, effort, workaround, tickets, raised by, status, dates) and Comments. Actions: add and update items, calculate the score automatically, filter by area and status, and export the top items as a Markdown table.",
    },
    {
      id: "software-engineer-one-on-one-tracker",
      kind: "build",
      title: "1:1 and growth tracker for engineering managers",
      subtitle: "Running notes, action items and career goals for each engineer in one private place",
      description:
        "Build a private app for engineering managers to keep 1:1 notes, follow-ups and growth goals for each report, with an AI summary to prepare for reviews from your own notes.",
      prompt:
        "Build a private web app called '1:1 Notes' for an engineering manager. Screens: (1) a Team list with each report's first name, role, level, last 1:1 date and open action items; (2) a Person page with: a running 1:1 log (date, topics, notes, action items with owner and done checkbox), career goals linked to our leveling framework areas ([e.g. technical scope, execution, collaboration, mentoring]), and a 'wins' list; (3) a Prep view that shows, before a 1:1, open action items, last session's topics and goals not discussed in 30 days; (4) a 'Draft review summary' button that sends the last six months of my notes and wins for one person to an AI model and returns themes, strengths and growth areas with examples, as a draft for me to edit. Only I can log in. Flag that all review decisions are mine.",
      steps: [
        "List your leveling framework areas",
        "Paste the build prompt into Lovable and set up login for yourself only",
        "Add your reports and start logging 1:1s this week",
        "Use the Prep view five minutes before each 1:1",
      ],
      howToTry: "Paste the prompt into Lovable and log your next 1:1 in it instead of your usual notes doc.",
      example:
        "Before a 1:1, an EM sees that a mid-level engineer's goal on 'technical scope' hasn't come up in five weeks and that two action items from last time are still open.",
      difficulty: "Intermediate",
      benefits: ["Better prepared 1:1s", "Follow-through on commitments", "Review prep based on evidence"],
      whyItHelps:
        "Good management depends on remembering what people told you and following up. A structured log makes that easier and makes reviews fairer.",
      whatToBuild:
        "Screens: a Team list, a Person page with 1:1 log, goals and wins, a Prep view, and a review-summary panel. Data kept: People (first name, role, level), OneOnOnes (date, topics, notes), ActionItems (owner, done), Goals (framework area, description) and Wins. Actions: log 1:1s, check off items, surface stale goals, and draft a review summary with an AI step. Notes about people are sensitive, so use a company-approved AI provider or leave the AI step out.",
    },
    {
      id: "software-engineer-dependency-watch",
      kind: "agent",
      title: "Weekly release and security digest for your stack",
      subtitle: "An agent that reads public release feeds and advisories for your dependencies",
      description:
        "An automation that reads public GitHub release feeds and security advisories for the frameworks and libraries you use, and sends a weekly digest of what changed and what needs action.",
      prompt:
        "You are a senior engineer keeping a team's dependencies healthy. Our stack and versions: [e.g. Node 20, React 18, Next.js 14, PostgreSQL 15, Prisma 5]. Here are this week's release notes and security advisories from public sources: [paste items with project, version, date, link and text].\n\nWrite a digest:\n1. Action needed: security fixes affecting versions we use, with severity as stated in the advisory and the version that fixes it.\n2. Worth planning: major releases, deprecations or breaking changes that affect our stack, with a one-line summary of the migration effort if the notes describe it.\n3. FYI: minor releases in one line each.\n\nOnly use information from the notes and advisories. If it is unclear whether our version is affected, say 'Check' rather than guessing.",
      steps: [
        "List the 5-15 dependencies that matter most to your project, with versions",
        "Collect their public GitHub releases RSS feeds and a public security advisory feed",
        "In Relay.app, schedule a Monday flow that gathers the week's items",
        "Add the AI step and post the digest to your team channel or email",
      ],
      howToTry: "Open the releases page of your main framework, paste the latest notes into the prompt with your version, and read the digest.",
      example:
        "The Monday digest flags a security fix in a web framework version the team runs, notes a deprecation in the ORM planned for the next major version, and lists three minor releases as FYI.",
      difficulty: "Intermediate",
      benefits: ["Security fixes noticed quickly", "Breaking changes planned, not discovered", "Works from public feeds only"],
      whyItHelps:
        "Keeping up with dependency changes is nobody's full-time job, so it slips. A weekly filtered digest keeps the stack current with little effort.",
      whatToDo:
        "Trigger: every Monday at 9 a.m. Steps: read the past week's items from each dependency's public GitHub releases feed and from a public security advisory feed; keep items for your dependencies; send them with your stack and versions to an AI step with the prompt; post the result. Output: one digest in Slack or email with Action needed, Worth planning and FYI sections, each linked to its source.",
    },
    {
      id: "software-engineer-weekly-eng-update",
      kind: "agent",
      title: "Weekly engineering update from merged pull requests",
      subtitle: "Turns the week's merged PRs into a plain-language update for product and leadership",
      description:
        "An automation that collects the week's merged pull requests from your repository, groups them by project or theme, and drafts a short update non-engineers can read.",
      prompt:
        "You are an engineering manager writing a weekly update for product managers and leadership. Our current projects: [list projects or epics]. Here are this week's merged pull requests with titles, descriptions and labels: [paste the list].\n\nWrite an update under 250 words:\n1. Shipped this week, grouped by project, in plain language focused on what users or the business get.\n2. Behind the scenes: reliability, performance or tech debt work, explained in one line each and why it matters.\n3. Anything that looks like a risk or a delay based on the PRs, labeled as a question to confirm.\n4. A one-line highlight worth celebrating.\n\nAvoid jargon and internal code names unless they are project names. Do not claim impact that is not stated in the PR descriptions.",
      steps: [
        "Make sure PR titles and descriptions are meaningful, and use labels for projects",
        "In Relay.app, schedule a Friday flow that lists PRs merged in the past 7 days",
        "Send them to the AI step with your project list",
        "Review the draft and post it in your team's update channel",
      ],
      howToTry: "Copy the titles of last week's merged PRs into the prompt and see whether a product manager would understand the result.",
      example:
        "Twenty-three merged PRs become an update saying saved searches shipped to all users, the checkout page loads faster after a query fix, and the SSO project may slip, as a question for the lead to confirm.",
      difficulty: "Advanced",
      benefits: ["Stakeholders stay informed without meetings", "Behind-the-scenes work gets visibility", "Less time writing status updates"],
      whyItHelps:
        "Engineering work is often invisible to the rest of the company. A regular, readable update builds trust and reduces 'what's the status?' interruptions.",
      whatToDo:
        "Trigger: every Friday at 2 p.m. Steps: list pull requests merged in the past 7 days from your repositories using the GitHub integration; collect titles, descriptions and labels; send them with your project list to an AI step with the prompt; send the draft to you for review before posting. Output: a plain-language weekly update ready to share. This reads your company's repositories, so use approved tools and accounts.",
    },
    {
      id: "software-engineer-bug-noir",
      kind: "creative",
      title: "Retell your toughest bug as a detective noir story",
      subtitle: "A fun way to share debugging lessons the team will actually remember",
      description:
        "Ask AI to turn the story of a memorable bug into a short hard-boiled detective tale. It's a playful way to share what you learned and a great opener for a team demo or retro.",
      prompt:
        "You are a hard-boiled detective novelist. Turn this real debugging story into a short noir tale (about 300 words) told by me, the detective. The bug: [what went wrong, in plain terms]. The clues: [logs, symptoms, red herrings]. The suspects I considered: [e.g. the cache, the new deploy, a timezone]. The culprit: [root cause]. How I caught it: [the fix].\n\nUse a rainy-city mood, short punchy sentences and a bit of humor, but keep the technical facts accurate and understandable.\n\nAfter the story, add three plain bullet points: the lesson, the signal that should have tipped us off sooner, and one check we could add to catch it next time.",
      steps: [
        "Think of a bug that took longer than it should have to find",
        "Describe the clues, suspects, culprit and fix in a few lines",
        "Run the prompt and read the story",
        "Share it in a retro or demo, along with the three lessons",
      ],
      howToTry: "Run the prompt about the last bug that cost you an afternoon and share the story with your team.",
      example:
        "A timezone bug that only appeared for users in Australia becomes 'The Case of the Missing Monday', and the lesson bullet suggests adding tests that run in several timezones.",
      difficulty: "Beginner",
      benefits: ["A playful first use of AI for words, not code", "Lessons people remember", "A fun opener for retros"],
      whyItHelps:
        "Debugging lessons are valuable but rarely shared. A story makes them memorable and turns a frustrating afternoon into team knowledge.",
    },
  ],
};
