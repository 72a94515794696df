import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "general",
  label: "Professional",
  matchPhrases: ["professional"],
  summary:
    "These ideas suit most professionals, whatever your title or industry: if your week includes email, meetings, status updates and learning new things, AI can take some of the load. Start with the prompts to get comfortable, then try a small build or a simple agent. Check what AI gives you before you rely on it, and keep confidential company or client information out of public AI tools unless your employer approves.",
  useCases: [
    "Triage a crowded inbox and draft the replies that matter",
    "Turn meeting notes into decisions, owners and next steps",
    "Write a clear weekly status report in minutes",
    "Learn a new topic quickly with a personal study plan",
    "Keep your own tasks and follow-ups in one simple place",
  ],
  ideas: [
    {
      id: "general-meeting-actions",
      kind: "prompt",
      title: "Turn meeting notes into decisions and action items",
      subtitle: "Clean minutes with owners and dates from messy notes or a transcript",
      description:
        "Paste your notes or a transcript from any meeting and get a short summary, the decisions made, action items with owners and dates, and a ready-to-send follow-up email.",
      prompt:
        "You are an excellent chief of staff who writes crisp meeting follow-ups. Here are my notes or the transcript from a meeting about [topic] with [attendees' roles]: [paste notes or transcript].\n\nWrite: 1) a three-sentence summary of what the meeting was for and where it landed, 2) decisions made, each in one line, 3) action items as a table with action, owner, due date and status, writing [OWNER?] or [DATE?] where the notes do not say, 4) open questions and anything that needs a follow-up meeting, 5) a short, friendly follow-up email to attendees with the decisions and actions. Use only what is in the notes. If something sounds like a decision but was not clearly agreed, list it under open questions instead.",
      steps: [
        "Copy your notes or the transcript right after the meeting",
        "Remove anything confidential if you use a public AI tool",
        "Run the prompt and fill in missing owners and dates",
        "Send the follow-up email within the hour",
      ],
      howToTry: "Paste the notes from your most recent meeting and send the follow-up it drafts.",
      example:
        "A 45-minute project meeting transcript becomes three decisions (launch date moved to the 18th, budget approved, weekly check-ins on Tuesdays), five actions with owners, one open question about vendor pricing and a follow-up email ready to send.",
      difficulty: "Beginner",
      benefits: [
        "Everyone leaves with the same understanding",
        "Actions with owners actually get done",
        "Follow-ups sent in minutes, not days",
      ],
      whyItHelps:
        "Meetings often end without clear owners, and decisions get relitigated. A fast, structured follow-up makes every meeting more useful, whatever your role.",
    },
    {
      id: "general-weekly-status",
      kind: "prompt",
      title: "Write your weekly status report in five minutes",
      subtitle: "From scattered notes to a clear update your manager can read in one minute",
      description:
        "Paste your rough notes about the week and get a crisp status report with progress, next steps, risks and what you need. Useful for managers, clients or your own records.",
      prompt:
        "You are a clear, concise business writer. Turn my rough notes into a weekly status report for [audience, e.g. my manager / a client / my team].\n\nMy notes from this week: [paste bullet notes, messages you sent, tasks you finished]\nMy goals or priorities for this quarter: [list]\nAnything blocked or at risk: [list]\n\nFormat: 1) a two-line headline summary of the week, 2) 'Progress' with three to six bullets tied to my goals, each stating the result, not just the activity, 3) 'Next week' with three to five bullets, 4) 'Risks and blockers' with what I need and from whom, 5) one 'win worth noting'. Keep it under 250 words and in plain language. Do not exaggerate or add results that are not in my notes.",
      steps: [
        "Keep a running list of what you did during the week",
        "On Friday, paste it with your goals into the prompt",
        "Edit the draft so it sounds like you",
        "Send it and save a copy for your performance review",
      ],
      howToTry: "List what you did this week from memory and your sent emails, then run the prompt.",
      example:
        "A team member's notes ('fixed onboarding doc, call w/ vendor re pricing, 2 interviews, started Q3 plan') become a headline, progress bullets tied to quarterly goals, a blocker ('need budget owner sign-off on vendor by Wed') and a win.",
      difficulty: "Beginner",
      benefits: [
        "Your work becomes visible",
        "Blockers raised early with a clear ask",
        "A record you can reuse at review time",
      ],
      whyItHelps:
        "Good work goes unnoticed when it is not communicated. A short, regular status report builds trust and makes performance reviews much easier to write.",
    },
    {
      id: "general-task-tracker",
      kind: "build",
      title: "A personal task and follow-up tracker",
      subtitle: "Capture tasks fast, see today's priorities and never forget a follow-up",
      description:
        "Build a simple app for your own tasks and the things you are waiting on from others, with a daily 'Today' view and an AI button that turns a messy brain dump into organized tasks.",
      prompt:
        "Build a personal task tracker web app for a busy professional who works in [your field]. Data: Tasks (title, notes, project, priority: high, medium, low, due date, status: to do, doing, done, waiting on someone, waiting-on person, created date) and Projects (name, color). Screens: 1) a 'Today' view with overdue tasks, tasks due today and my top three priorities, 2) a list view with filters by project, status and due date, 3) a 'Waiting on' view listing what others owe me and how long I have waited, 4) a 'Brain dump' box where I paste messy notes and an AI step turns them into separate tasks with suggested project, priority and due date for me to confirm before saving, 5) a weekly review screen showing what I finished and what slipped. Make it fast to add a task from my phone.",
      steps: [
        "Paste the prompt into Lovable and build the first version",
        "Do a brain dump of everything on your mind",
        "Confirm the tasks it suggests",
        "Check the Today view each morning for a week",
      ],
      howToTry: "Build the Today view and the Brain dump box, then empty your head into it.",
      example:
        "Pasting 'send Q2 deck to Maria, chase legal on contract, book dentist, prep for Thursday interview' creates four tasks, one marked 'waiting on legal', with Thursday's interview prep at high priority for Wednesday.",
      difficulty: "Intermediate",
      benefits: [
        "One trusted place for everything",
        "Follow-ups on others never slip",
        "Your first working app, built in an afternoon",
      ],
      whyItHelps:
        "Most task apps do too much or too little. Building your own teaches you vibe coding and gives you a tool that fits how you work.",
      whatToBuild:
        "Screens: Today, List with filters, Waiting on, Brain dump, Weekly review. Data: Tasks (title, notes, project, priority, due date, status, waiting-on person, created and completed dates) and Projects (name, color). Actions: 'Add task' opens a quick form; 'Brain dump' sends pasted text to an AI step that returns proposed tasks for you to confirm; 'Done' completes a task; 'Waiting' moves it to the Waiting on view; the weekly review lists tasks completed and slipped in the past seven days.",
    },
    {
      id: "general-learning-plan",
      kind: "build",
      title: "A learn-anything study planner with quizzes",
      subtitle: "Pick a topic, get a two-week plan, log progress and test yourself",
      description:
        "Build an app that creates a short learning plan for any work topic you choose, tracks what you have covered and quizzes you on it. Great for a new tool, a new field or a new responsibility.",
      prompt:
        "Build a personal learning planner web app. Screens: 1) a 'New topic' form where I enter a topic (e.g. [financial modeling / SQL basics / project management]), why I am learning it, my current level, and minutes per day I can spend, 2) an AI step that creates a 14-day plan with a daily goal, a suggested activity (read, watch, practice, explain) and the kind of free resource to look for, which I can edit, 3) a today screen showing the day's goal with a 'Done' button and a notes box, 4) a 'Quiz me' button that asks five questions based on the plan's days I have completed and my notes, then explains any I miss, 5) a progress page with streak and topics covered. Remind me to verify facts from trusted sources, since AI summaries can be wrong.",
      steps: [
        "Paste the prompt into Lovable and build the planner",
        "Start a plan for a topic you need at work",
        "Do the daily goal for a week",
        "Use 'Quiz me' every few days",
      ],
      howToTry: "Build it and start a plan for the skill your manager or clients keep mentioning.",
      example:
        "A marketing coordinator starts 'SQL basics, 20 minutes a day'; day 3 asks her to practice GROUP BY on a free sample database, and the quiz catches her confusing WHERE and HAVING.",
      difficulty: "Intermediate",
      benefits: [
        "Steady progress in small daily steps",
        "Quizzes that make learning stick",
        "Works for any topic you need",
      ],
      whyItHelps:
        "Roles change faster than training budgets. A personal plan with practice and quizzes helps you pick up new skills in minutes a day.",
      whatToBuild:
        "Screens: New topic form, Plan editor, Today screen, Quiz, Progress page. Data: Topics (name, reason, level, minutes per day, start date), Plan days (topic, day number, goal, activity, resource hint, done, notes) and Quiz results (topic, date, questions, score). Actions: 'Create plan' sends the topic details to an AI step and saves 14 editable days; 'Done' marks a day complete; 'Quiz me' generates five questions from completed days and notes and saves the score.",
    },
    {
      id: "general-inbox-triage",
      kind: "agent",
      title: "Morning inbox triage with drafted replies",
      subtitle: "Sorts overnight email into reply now, later, FYI and ignore, and drafts the quick replies",
      description:
        "An agent that reads your new emails each morning, sorts them by what they need from you and drafts replies for the simple ones as Gmail drafts. Nothing is sent without you.",
      prompt:
        "You are my executive assistant. I am a [your role] focused this quarter on [priorities]. Important people: [names or roles]. Here are the emails that arrived since yesterday afternoon: [pass in sender, subject and body for each].\n\nSort each email into: 'Reply today' (needs my decision or answer), 'Reply this week', 'FYI only' or 'Ignore or unsubscribe'. For each, give one line on why. For 'Reply today' emails that only need a short answer, draft a reply of under 80 words in a friendly, direct tone; for ones that need my decision, list the decision needed instead of drafting. End with a three-line summary of my morning: the most important email, any deadlines mentioned, and anything that looks urgent.",
      steps: [
        "In Relay.app, create a workflow that runs at 7am on weekdays",
        "Add a step that collects unread emails since yesterday afternoon",
        "Add the AI step with your priorities and important people",
        "Save short replies as Gmail drafts and email yourself the summary",
      ],
      howToTry: "Paste your ten most recent unread emails (without sensitive content) into the prompt by hand first.",
      example:
        "Forty overnight emails become 4 'reply today' (two with ready drafts, one needing a budget decision), 6 'this week', 22 FYI and 8 newsletters to unsubscribe from, with the summary 'Client asked to move Thursday's review; proposal due Friday.'",
      difficulty: "Intermediate",
      benefits: [
        "Start the day knowing what matters",
        "Quick replies drafted and waiting",
        "You stay in control of everything sent",
      ],
      whyItHelps:
        "Email triage eats the most focused hour of many people's day. Sorting and drafting it before you open the inbox gives that hour back.",
      whatToDo:
        "Trigger: every weekday at 7am. Steps: 1) collect unread emails from your inbox received since 4pm the previous day, 2) an AI step sorts each into reply today, this week, FYI or ignore and drafts short replies, 3) save drafts in Gmail as replies to the original threads, 4) email yourself the summary. Output: a sorted morning summary and ready drafts. It uses only your own inbox; follow your employer's rules if it is a work account.",
    },
    {
      id: "general-newsletter-digest",
      kind: "agent",
      title: "Weekly digest of your newsletters and industry news",
      subtitle: "Reads the newsletters and RSS feeds you follow and sends the five things worth knowing",
      description:
        "An agent that collects the newsletters and public RSS feeds you subscribe to, picks the items that matter to your work and sends one short weekly digest. Your inbox gets quieter, and you stay informed.",
      prompt:
        "You are a research assistant for a [your role] in [industry]. Topics I care about: [list]. Topics I do not care about: [list]. Here are this week's newsletters and articles: [pass in the items].\n\nPick the five items most useful for my work. For each: a headline in your own words, a two-sentence summary, why it matters for someone in my role, and the source link. Then list up to five 'quick mentions' in one line each. Skip promotional content and duplicates, and say when a claim comes from a single source or an opinion piece. Finish with one question this week's news raises for my work. Keep it under 400 words.",
      steps: [
        "Create a Gmail filter that labels your newsletters 'Reading' and skips the inbox",
        "Add any public RSS feeds you like to read",
        "In Relay.app, run a workflow every Friday that gathers them",
        "Add the AI step and email yourself the digest",
      ],
      howToTry: "Create the 'Reading' label today and move five newsletters into it.",
      example:
        "A project coordinator's Friday digest picks five items from 23 newsletters, including a new feature in the team's project tool and an article on hybrid meeting norms, and asks 'Should our team try no-meeting Wednesdays?'",
      difficulty: "Intermediate",
      benefits: [
        "A calmer inbox all week",
        "Stay current in ten minutes a week",
        "Uses only public content and your own inbox",
      ],
      whyItHelps:
        "Newsletters are useful but pile up unread. One digest focused on your work turns them from guilt into a quick, valuable read.",
      whatToDo:
        "Trigger: every Friday at 3pm. Steps: 1) gather the week's emails under your 'Reading' Gmail label and new items from your chosen public RSS feeds, 2) an AI step picks the five most relevant items, summarizes them and adds quick mentions and one question, 3) email you the digest and archive the originals. Output: one short weekly digest. No company systems needed.",
    },
    {
      id: "general-job-as-movie",
      kind: "creative",
      title: "Pitch your job as a blockbuster movie",
      subtitle: "A playful trailer for your work that also sharpens how you describe it",
      description:
        "Ask AI to turn your job into a movie trailer script, complete with a title, tagline and cast. A fun first experiment with AI that often gives you a better way to explain what you do.",
      prompt:
        "Turn my job into a blockbuster movie trailer. About my work: [your role, your industry, what a typical week looks like, the biggest challenge you are facing, one recent win].\n\nWrite: 1) a movie title and tagline, 2) a genre (be creative: heist, space epic, courtroom drama, nature documentary), 3) a 150-word trailer voice-over starting with 'In a world where...', 4) the cast of characters (my colleagues and stakeholders as types, not real names), 5) the plot twist. Keep it affectionate and funny, never mocking anyone. Then, stepping out of the movie, give me a two-sentence plain description of what I do and why it matters, which I could use in an introduction or on a profile.",
      steps: [
        "Describe your week, one challenge and one win",
        "Run the prompt and enjoy the trailer",
        "Share it with a colleague if it made you laugh",
        "Keep the two-sentence description for introductions",
      ],
      howToTry: "Run the prompt during your next coffee break and read the trailer out loud.",
      example:
        "An office manager gets 'The Supply Closet: one woman, 48 hours, and a printer that refuses to cooperate', a heist-genre trailer, and the line 'I keep a 60-person office running so everyone else can focus on their work.'",
      difficulty: "Beginner",
      benefits: [
        "A fun, pressure-free first try with AI",
        "A fresh way to describe your work",
        "Shows how much AI responds to good context",
      ],
      whyItHelps:
        "The best way to get comfortable with AI is to play with it. This also shows how the detail you give shapes the answer, which makes every later prompt better.",
    },
  ],
};
