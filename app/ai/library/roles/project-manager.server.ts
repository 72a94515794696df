import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "project-manager",
  label: "Project and Program Manager",
  matchPhrases: [
    "technical program manager",
    "project manager",
    "program manager",
    "project management",
    "program management",
    "project coordinator",
    "project lead",
    "pmo",
    "pmp",
    "tpm",
    "scrum master",
    "agile coach",
    "delivery manager",
    "release manager",
    "release train engineer",
    "agile",
    "scrum",
  ],
  summary:
    "As a project or program manager, you keep many moving parts aligned: plans, RAID logs, status reports, stand-ups, retros, steering committees and the stakeholders who all want something different. AI helps you turn notes into status updates, draft plans and risk logs, prepare for hard conversations and run better retros, so more of your time goes to unblocking people. You still own the judgment calls, and confidential project data belongs only in tools your company has approved.",
  useCases: [
    "Turn scattered notes into a weekly status report with RAG status",
    "Draft a project charter or plan from a kickoff conversation",
    "Build and review a RAID log: risks, assumptions, issues, dependencies",
    "Plan and run a retrospective that leads to real changes",
    "Prepare for a steering committee or a difficult stakeholder conversation",
  ],
  ideas: [
    {
      id: "project-manager-status-report",
      kind: "prompt",
      title: "Weekly status report from your raw notes",
      subtitle: "Turn stand-up notes and updates into a crisp RAG status report for stakeholders",
      description:
        "Paste the week's notes, ticket updates and messages, and get a status report with overall RAG status, progress, risks, decisions needed and next steps.",
      prompt: `You are a senior program manager writing a weekly status report for [audience, e.g. the steering committee]. From the notes below, write: 1) Overall status (green, amber, red) with a one-sentence reason, 2) Progress this week against milestones, 3) Next week's priorities, 4) Top risks and issues, each with impact, owner and mitigation, 5) Decisions or help needed from the audience, with a date. Keep it under 300 words and use plain language. Do not mark anything green that the notes show as late or blocked; if the status is unclear, say so and list what I need to confirm.

Project: [name and one-line goal]
Milestones and dates: [paste]
This week's notes: [paste stand-up notes, ticket updates, messages, with no confidential customer data]`,
      steps: [
        "Collect the week's notes, ticket updates and messages in one place",
        "Add the milestones and the audience",
        "Run the prompt and check every status and date",
        "Send it in your usual format",
      ],
      howToTry: "Paste this week's messy notes for one project and compare the report with last week's.",
      example:
        "Input: notes from a CRM migration with data mapping two weeks behind. Output: amber status, the mapping delay as the top issue with an owner, and a request for the steering committee to approve a contractor by Friday.",
      difficulty: "Beginner",
      benefits: [
        "Status reports in minutes",
        "Honest RAG status, not watermelon projects",
        "Clear asks for stakeholders",
      ],
      whyItHelps:
        "Status reports take hours when the information is scattered. A clear structure gets you to the real story fast and keeps the decisions you need visible.",
    },
    {
      id: "project-manager-charter",
      kind: "prompt",
      title: "Draft a project charter from a kickoff conversation",
      subtitle: "From kickoff notes to scope, goals, stakeholders, risks and open questions",
      description:
        "Paste the notes or transcript of a kickoff or sponsor meeting and get a project charter draft with scope, success measures, stakeholders and open questions.",
      prompt: `You are an experienced project manager. Turn the kickoff notes below into a one-page project charter with: 1) Background and problem, 2) Goal and measurable success criteria (only those stated; propose others separately as suggestions), 3) In scope and out of scope, 4) Key deliverables and target milestones, 5) Stakeholders with a suggested RACI for the main deliverables, 6) Assumptions, constraints and dependencies, 7) Top five risks, 8) Open questions for the sponsor. Do not invent dates, budgets or names; mark missing items as [to confirm].

Kickoff notes or transcript: [paste]
Sponsor and team roles: [paste]`,
      steps: [
        "Record or take notes during the kickoff meeting",
        "Paste the notes with the sponsor and team roles",
        "Run the prompt and resolve every [to confirm] with the sponsor",
        "Share the charter for sign-off",
      ],
      howToTry: "Use the notes from your most recent kickoff and see which open questions you had missed.",
      example:
        "Input: notes from a kickoff for a new employee onboarding portal. Output: a charter with scope limited to the first 30 days, a RACI with HR and IT, and open questions about single sign-on and the launch date.",
      difficulty: "Beginner",
      benefits: [
        "Charters written while the kickoff is fresh",
        "Scope agreed before work starts",
        "Open questions surfaced early",
      ],
      whyItHelps:
        "Projects fail most often on unclear scope and ownership. A charter drafted the same day as the kickoff makes those conversations happen early.",
    },
    {
      id: "project-manager-raid-log",
      kind: "build",
      title: "RAID log with AI risk review",
      subtitle: "A shared RAID log where AI suggests missing risks and checks every entry has an owner",
      description:
        "A RAID log app for your project where the team logs risks, assumptions, issues and dependencies, and an AI review suggests missing risks and weak mitigations.",
      prompt: `You are a risk-savvy program manager reviewing a RAID log. Project: [one-line description, phase, key dates].

Review the entries below and give: 1) Entries missing an owner, due date or mitigation, 2) Mitigations that are vague (e.g. 'monitor closely') with a more concrete suggestion, 3) Risks that look like they have already become issues, 4) Up to five risks that projects like this often face and that are not in the log, clearly marked as suggestions, 5) The three items the steering committee should hear about this week. Keep each point to one or two lines.

RAID log: [paste entries: type, description, owner, probability, impact, mitigation, status]`,
      steps: [
        "Paste the build instructions into Lovable",
        "Import your current RAID log from the spreadsheet",
        "Run the AI review and discuss the suggestions with your team",
        "Use the weekly view in your status meeting",
      ],
      howToTry: "Paste your current RAID log into ChatGPT with the prompt and see what it flags.",
      example:
        "For a data center migration, the review flags three risks without owners, replaces 'monitor vendor' with a weekly vendor checkpoint, and suggests a missing risk about change freeze dates.",
      difficulty: "Intermediate",
      benefits: [
        "A living RAID log instead of a stale spreadsheet",
        "Gaps found before they hurt",
        "Steering updates ready",
      ],
      whyItHelps:
        "A RAID log only helps when it is current and specific. A fresh pair of eyes every week keeps it honest and helps you raise the right items early.",
      whatToBuild:
        "Screens: a RAID table with filters by type, status and owner, an entry form, and a weekly review page. Data: entries (type: risk, assumption, issue, dependency; description, owner, probability, impact, mitigation, due date, status, date raised) and reviews (date, AI suggestions, accepted yes or no). Buttons: 'Add entry' saves a new item; 'Run review' sends open entries with the prompt to an AI step and shows suggestions; 'Accept suggestion' turns a suggestion into a new entry; 'Export' downloads the log as CSV for the steering pack.",
    },
    {
      id: "project-manager-retro-board",
      kind: "build",
      title: "Anonymous retrospective board with action summary",
      subtitle: "Team adds notes anonymously, AI groups them and drafts specific actions",
      description:
        "A retro board where team members add anonymous notes before the meeting, and an AI step groups them into themes and proposes a few specific actions to vote on.",
      prompt: `You are an experienced agile coach. Below are anonymous retrospective notes from a team after [sprint or milestone]. Format used: [e.g. went well / didn't go well / ideas].

Group the notes into 4 to 6 themes, with the number of notes in each. For each theme, write one sentence summarizing it in neutral language. Then propose three specific, small actions the team could try next sprint, each with a way to tell if it worked. Do not identify or guess who wrote any note. Keep blame out of the wording.

Notes: [paste notes]
Last retro's actions and whether they happened: [paste]`,
      steps: [
        "Paste the build instructions into Lovable",
        "Share the board link a day before the retro",
        "Run the grouping at the start of the meeting",
        "Vote on one or two actions and assign owners",
      ],
      howToTry: "Paste the notes from your last retro into ChatGPT with the prompt and compare with the actions you chose.",
      example:
        "After sprint 14, 23 notes are grouped into themes like 'late requirement changes' and 'flaky test environment', with an action to freeze sprint scope after planning and check it at the next retro.",
      difficulty: "Intermediate",
      benefits: [
        "More honest input through anonymity",
        "Retros that end in specific actions",
        "Follow-through on last retro's actions",
      ],
      whyItHelps:
        "Retros lose value when they repeat the same complaints without change. Grouping and small, testable actions help the team actually improve from sprint to sprint.",
      whatToBuild:
        "Screens: a board with three columns for the team (no login names shown), a facilitator page, and an actions history. Data: retros (team, sprint, date), notes (retro, column, text; no author stored), themes (retro, summary, count), and actions (text, owner, due, done yes or no). Buttons: 'Add note' saves an anonymous note; 'Group notes' sends all notes with last retro's actions and the prompt to an AI step and shows themes and suggested actions; 'Vote' adds a vote to an action; 'Save actions' stores the chosen ones with owners.",
    },
    {
      id: "project-manager-standup-digest",
      kind: "agent",
      title: "Async stand-up digest from a shared form",
      subtitle: "Team answers three questions in a form, you get one digest with blockers first",
      description:
        "An agent that sends your team a short stand-up form each morning, collects the answers and posts a digest with blockers and dependencies at the top.",
      prompt: `You are a scrum master summarizing an async stand-up. Below are today's answers from the team to three questions: what I finished, what I am working on, and what is blocking me.

Write a digest for the team channel: 1) Blockers first, each with who is blocked, what they need and from whom, 2) Dependencies between team members that came up, 3) A one-line update per person, 4) Who has not answered yet. Keep it short enough to read in one minute. Do not judge anyone's progress.

Answers: [form responses passed in by the automation]
Team members: [list of names]`,
      steps: [
        "Create a three-question form for the stand-up",
        "In Relay.app, send the form link every weekday morning",
        "At a set time, pass the responses to the AI step",
        "Post the digest to your team channel",
      ],
      howToTry: "Ask your team to answer the three questions in a shared doc tomorrow and paste them into ChatGPT with the prompt.",
      example:
        "At 10 a.m. the digest opens with two blockers: a designer waiting on copy from marketing and a developer waiting on API keys, followed by one line per person.",
      difficulty: "Intermediate",
      benefits: [
        "Blockers surfaced within the hour",
        "Works across time zones",
        "Fewer status meetings",
      ],
      whyItHelps:
        "Distributed teams struggle to keep daily stand-ups short and useful. An async digest keeps everyone informed and puts blockers where you can act on them. It runs on a shared form, with no company systems needed.",
      whatToDo:
        "Trigger: every weekday at 9 a.m. Steps: 1) post or email the stand-up form link to the team; 2) at 10 a.m., collect the form responses; 3) pass them with the team list to an AI step with the prompt; 4) post the digest in the team channel and message you the blockers. Output: a one-minute daily digest with blockers first.",
    },
    {
      id: "project-manager-steering-prep",
      kind: "agent",
      title: "Steering committee prep pack from your calendar",
      subtitle: "Two days before each steering meeting, a draft pack from your status and RAID log",
      description:
        "An agent that, two days before each steering committee on your calendar, reads your latest status report and RAID log and drafts the meeting pack and agenda.",
      prompt: `You are a program manager preparing a steering committee meeting on [date]. Below are the latest status report and the open items of the RAID log.

Draft: 1) A 45-minute agenda with time per item, 2) A one-page summary: status, milestone changes since last meeting, budget or scope changes if stated, 3) The decisions the committee needs to make, each with options, a recommendation marked as 'PM recommendation', and the impact of not deciding, 4) The three risks to discuss, 5) Likely questions from committee members and where to find the answer. Use only the documents given.

Status report: [passed in by the automation]
RAID log open items: [passed in by the automation]`,
      steps: [
        "Keep the status report and RAID log in fixed, shared locations",
        "In Relay.app, trigger two days before calendar events named 'Steering'",
        "Add steps to read both documents, then the AI step",
        "Review the draft pack and send it to attendees",
      ],
      howToTry: "Before your next steering meeting, paste the status report and RAID log into ChatGPT with the prompt.",
      example:
        "Two days before the steering meeting, you get a draft agenda and a decision about a two-week delay with options: add a contractor, cut a feature, or move the launch, each with its impact.",
      difficulty: "Advanced",
      benefits: [
        "Steering packs ready without a late night",
        "Decisions framed with clear options",
        "Better prepared for tough questions",
      ],
      whyItHelps:
        "Steering committees are where projects get the decisions they need. A well-framed pack makes those decisions faster. It reads internal project documents, so use approved tools.",
      whatToDo:
        "Trigger: two days before a calendar event whose title contains 'Steering'. Steps: 1) read the latest status report doc and the RAID log sheet; 2) pass them to an AI step with the prompt; 3) save the draft agenda and pack to a doc and email you the link. Output: a draft steering pack with agenda, summary, decisions and likely questions, ready for your review.",
    },
    {
      id: "project-manager-heist-plan",
      kind: "creative",
      title: "Plan your project as a movie heist",
      subtitle: "Retell your project plan as a heist movie to spot gaps and hidden risks",
      description:
        "A playful exercise: describe your project and team roles, and ask AI to retell the plan as a heist movie, then notice which parts of the plan the story exposes.",
      prompt: `You are a screenwriter of heist movies. Retell my project as a short heist plan (250 words). The project: [one-line goal]. The team: [roles, e.g. tech lead, designer, vendor, sponsor]. The deadline: [date]. The obstacles: [two or three real challenges, in general terms]. Give each team member a heist role, describe the plan in three acts, and include the moment where something goes wrong. Keep it fun. Then, out of character, list three real project risks or gaps the heist story points to.`,
      steps: [
        "Describe your project in one line, with roles instead of names",
        "Run the prompt and read the heist aloud to your team",
        "Discuss the three risks it points to",
        "Add any real ones to your RAID log",
      ],
      howToTry: "Try it with your current project at the start of your next team meeting.",
      example:
        "Input: launching a mobile app before a trade show. Output: a heist where the vendor is the safecracker who shows up late, pointing to a real dependency on the vendor's app store approval.",
      difficulty: "Beginner",
      benefits: [
        "A fun team warm-up",
        "A fresh angle on project risks",
        "A safe first try with AI",
      ],
      whyItHelps:
        "Teams get used to their own plans and stop seeing the weak spots. A story format makes people laugh and then notice what could really go wrong.",
    },
  ],
};
