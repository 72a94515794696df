import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "product-manager",
  label: "Product Manager",
  matchPhrases: [
    "associate product manager",
    "senior product manager",
    "group product manager",
    "principal product manager",
    "technical product manager",
    "chief product officer",
    "director of product",
    "head of product",
    "vp of product",
    "vp product",
    "product manager",
    "product management",
    "product owner",
    "product lead",
    "apm",
    "gpm",
    "pm",
  ],
  summary:
    "You spend your week turning messy input into clear decisions: customer calls, support tickets, stakeholder requests and data all land on your desk. AI helps you synthesize that input faster, pressure-test your PRDs and roadmaps before review, and keep stakeholders informed without losing an afternoon to status updates. You still own the judgment calls; AI gives you a sharper first draft and a tireless sparring partner.",
  useCases: [
    "Pressure-test a PRD for gaps, edge cases and unclear success metrics before review",
    "Synthesize customer interview notes into themes, quotes and opportunities",
    "Score and rank the feature backlog with a consistent framework like RICE",
    "Draft stakeholder updates and release notes from sprint and ticket notes",
    "Track competitor changelogs and pricing pages without checking them by hand",
  ],
  ideas: [
    {
      id: "product-manager-prd-critic",
      kind: "prompt",
      title: "Stress-test your PRD before the review meeting",
      subtitle: "A skeptical staff PM reads your draft and finds the holes first",
      description:
        "Paste a PRD or one-pager and get a structured critique: unclear problem statements, missing edge cases, weak success metrics and the questions engineering and design will ask.",
      prompt:
        "You are a skeptical staff product manager reviewing a teammate's PRD before it goes to engineering and design. Here is the PRD: [paste the PRD or one-pager]. Our product and audience: [one line on the product and who uses it].\n\nReview it in this structure:\n1. Problem: is the user problem specific and backed by evidence? Quote the weakest sentence.\n2. Scope: what is ambiguous or likely to grow during the build?\n3. Edge cases: list 5 scenarios the PRD does not cover (empty states, permissions, errors, migrations).\n4. Success metrics: are they measurable, with a baseline and a target? Suggest better ones if not.\n5. The 5 hardest questions engineering, design and leadership will ask in the review.\n6. The three edits that would improve this PRD most.\n\nBe direct and concrete. Do not rewrite the whole document.",
      steps: [
        "Copy the PRD text, removing customer names or confidential numbers if you use a public AI tool",
        "Paste it into the prompt with a one-line product description",
        "Read the hardest questions first and answer them in the doc",
        "Make the three top edits, then run the prompt once more on the new draft",
      ],
      howToTry: "Take the PRD you are writing this week and paste its problem and scope sections into the prompt right now.",
      example:
        "A PM pastes a PRD for bulk CSV import; the critique flags that no file-size limit is defined, that 'improve activation' has no baseline, and that nobody said what happens to duplicate rows.",
      difficulty: "Beginner",
      benefits: ["Fewer surprises in review", "Clearer success metrics", "Edge cases found before engineering finds them"],
      whyItHelps:
        "Review meetings go better when the obvious objections are already answered in the doc. A critical second read in five minutes saves a round of comments and rework.",
    },
    {
      id: "product-manager-interview-synthesis",
      kind: "prompt",
      title: "Turn customer interview notes into themes and opportunities",
      subtitle: "From a pile of call notes to patterns, quotes and next questions",
      description:
        "Paste notes from several customer or user interviews and get recurring themes, supporting quotes, contradictions and opportunity statements you can bring to planning.",
      prompt:
        "You are a senior user researcher helping a product manager synthesize discovery interviews. The research question was: [what you wanted to learn]. Here are notes from [number] interviews, separated by ---: [paste anonymized notes; replace names and companies with Customer A, Customer B].\n\nProduce:\n1. Top 5 themes, each with how many interviews mention it and 1-2 short supporting quotes.\n2. Contradictions: where customers disagree or say one thing and do another.\n3. Opportunity statements in the form 'How might we ... for ... so that ...'.\n4. What we still don't know, and 5 questions for the next round of interviews.\n5. A three-sentence summary I can paste into Slack.\n\nOnly use what is in the notes. If a theme rests on a single interview, say so.",
      steps: [
        "Collect notes from the last 3-8 interviews in one document",
        "Replace customer names and company names with labels like Customer A",
        "Paste them into the prompt with your research question",
        "Check each theme against the original notes before sharing it",
        "Add the new interview questions to your next discovery guide",
      ],
      howToTry: "Paste the notes from your two most recent customer calls and see which themes the AI pulls out.",
      example:
        "Six interview notes about a reporting feature come back as themes like 'exports are rebuilt by hand in spreadsheets every Monday' with quotes, plus a flag that only one customer asked for dashboards.",
      difficulty: "Beginner",
      benefits: ["Synthesis in minutes instead of an afternoon", "Themes tied to real quotes", "Better questions for the next round"],
      whyItHelps:
        "Discovery notes often sit unread because synthesis takes hours. A quick first pass makes it easy to share what customers said while it still shapes the roadmap.",
    },
    {
      id: "product-manager-rice-board",
      kind: "build",
      title: "RICE prioritization board for your backlog",
      subtitle: "A small app that scores feature requests and ranks them the same way every time",
      description:
        "Build a simple web app where you enter feature ideas with reach, impact, confidence and effort, and see them ranked by RICE score with notes on why.",
      prompt:
        "Build a web app called 'RICE Board' for a product manager to prioritize feature ideas. Screens: (1) a Backlog list showing each idea's title, RICE score, owner and status, sortable by score; (2) an Add/Edit Idea form with fields: title, problem it solves, reach (users per quarter, number), impact (0.25, 0.5, 1, 2, 3), confidence (50%, 80%, 100%), effort (person-weeks), link to evidence, status (Idea, Next, Now, Done), product area (one of: [list your product areas]); (3) an Idea Detail page showing the score breakdown and notes. Calculate RICE = reach x impact x confidence / effort and show it rounded to one decimal. Add filters by status and product area and an 'Export CSV' button. Use a clean, minimal layout with a table on desktop and cards on mobile. Store data in a database so it persists.",
      steps: [
        "Paste the prompt into Lovable or a similar no-code builder",
        "Add five real backlog ideas to test the scoring",
        "Ask the builder to adjust fields to match your team's framework",
        "Share the link with your engineering lead and compare rankings",
      ],
      howToTry: "Open Lovable, paste the build prompt, and enter three ideas from your current backlog to see them ranked.",
      example:
        "A PM enters 12 requests; 'Saved filters' scores 48 and jumps above 'Dark mode' at 6, giving a clear, explainable reason for the next sprint's pick.",
      difficulty: "Intermediate",
      benefits: ["Consistent, explainable prioritization", "One place for backlog evidence", "Easy to share in planning"],
      whyItHelps:
        "Prioritization debates go faster when every idea is scored the same way and the evidence is one click away. It also shows stakeholders why their request landed where it did.",
      whatToBuild:
        "Three screens: a sortable Backlog table (title, RICE score, owner, status, filter by status), an Add/Edit form (title, problem, reach, impact, confidence, effort, evidence link, status), and a Detail page with the score breakdown. Data kept: one Ideas table with those fields and timestamps. Buttons: Save calculates and stores the RICE score, Delete removes an idea, Export CSV downloads the filtered list.",
    },
    {
      id: "product-manager-launch-checklist",
      kind: "build",
      title: "Launch readiness tracker for feature releases",
      subtitle: "One page per launch showing what is done, what is blocked and who owns it",
      description:
        "Build a small app that creates a launch checklist for each release, assigns owners across product, engineering, marketing and support, and shows a go/no-go status at a glance.",
      prompt:
        "Build a web app called 'Launch Ready' for a product manager to track feature launches. Screens: (1) a Launches list with name, target date, tier (1, 2 or 3) and an overall status badge (On track, At risk, Blocked); (2) a Launch page with a checklist grouped by team: Product (PRD final, release notes), Engineering (feature flag, QA sign-off, rollback plan), Design (final specs), Marketing (announcement, help article), Support (FAQ, team briefed), Legal (review if needed). Adjust to our process: [add or remove teams and items]. Each item has an owner, due date, status (Not started, In progress, Done, Blocked) and a comment. (3) a 'New Launch' form that creates the default checklist based on tier: tier 3 gets a shorter list. The overall status is Blocked if any item is blocked, At risk if an item is past due. Add a 'Copy status summary' button that produces a short text update.",
      steps: [
        "Paste the prompt into Lovable and let it generate the first version",
        "Edit the default checklist items to match your company's launch process",
        "Create your next launch and assign owners",
        "Use the 'Copy status summary' button in your weekly update",
      ],
      howToTry: "Paste the prompt into Lovable and create a test launch for the feature you are shipping next.",
      example:
        "For a tier-2 launch of a new billing page, the tracker shows Support's FAQ is past due, flips the launch to At risk, and the summary button produces a three-line update for the launch channel.",
      difficulty: "Intermediate",
      benefits: ["Nothing forgotten on launch day", "Clear owners across teams", "Status updates in one click"],
      whyItHelps:
        "Launches slip on small things nobody owned, like the help article or the support briefing. A shared checklist makes those visible days before they become a problem.",
      whatToBuild:
        "Screens: Launches list with status badges, Launch detail with a checklist grouped by team, and a New Launch form that seeds items by tier. Data kept: Launches (name, date, tier) and ChecklistItems (team, task, owner, due date, status, comment). Actions: mark items done or blocked, recalculate overall status automatically, and 'Copy status summary' to produce a text update.",
    },
    {
      id: "product-manager-competitor-watch",
      kind: "agent",
      title: "Weekly competitor changelog digest",
      subtitle: "An agent that reads competitors' public changelogs and blogs and sends you what changed",
      description:
        "An automation that checks competitors' public changelog and blog RSS feeds, summarizes new releases with AI, and emails you one short digest every Monday.",
      prompt:
        "You are a product analyst. Below are new posts from competitors' public changelogs and blogs from the past week: [paste the feed items: competitor, title, date, text]. Our product: [one line on your product and its main users].\n\nWrite a digest with:\n1. For each competitor, what they shipped or announced, in one or two plain sentences.\n2. A relevance tag for each item: High (overlaps our core use case), Medium or Low, with one line of reasoning.\n3. Patterns across competitors this week, if any.\n4. Two questions our team should discuss, without recommending that we copy anything.\n\nKeep it under 300 words. Link each item to its source. If an item is only marketing with no product change, say so.",
      steps: [
        "List 3-5 competitors and find their public changelog or blog RSS feeds",
        "In Relay.app, create a weekly scheduled trigger for Monday morning",
        "Add an RSS step for each feed and an AI step with the digest prompt",
        "Send the result to your email or a Slack channel",
        "Review the first two digests and adjust the relevance rules",
      ],
      howToTry: "Find the changelog page of your closest competitor, paste its last few entries into the prompt, and see the digest it produces.",
      example:
        "On Monday the PM receives a digest: one competitor shipped an AI summary feature (High relevance, overlaps our reporting), another published a pricing blog post (Low, no product change).",
      difficulty: "Intermediate",
      benefits: ["Stay informed without manual checking", "Works only from public sources", "Gives the team a shared view of the market"],
      whyItHelps:
        "Competitive awareness usually depends on someone remembering to look. A weekly digest from public feeds keeps it steady and short enough to read.",
      whatToDo:
        "Trigger: every Monday at 8 a.m. Steps: pull new items from each competitor's public changelog or blog RSS feed from the past 7 days; combine them into one list; send the list to an AI step with the digest prompt; format the result as an email with links. Output: one email or Slack message titled 'Competitor changes this week', or a short 'No changes' note if the feeds were quiet.",
    },
    {
      id: "product-manager-feedback-triage",
      kind: "agent",
      title: "Feedback triage agent for your feature request form",
      subtitle: "Tags every new piece of feedback by theme and urgency and logs it to a sheet",
      description:
        "An automation that reads each new submission from your feedback form or support tool, tags theme, sentiment and urgency with AI, and adds it to a tracking sheet with a weekly summary.",
      prompt:
        "You are a product operations assistant triaging customer feedback. Here is one feedback item: [paste the feedback text, with personal details removed]. Our product areas are: [list areas, e.g. Onboarding, Reporting, Billing, Integrations].\n\nReturn exactly these fields:\n- Product area: one from the list, or 'Other'\n- Type: Bug, Feature request, Usability, Pricing, or Praise\n- Sentiment: Positive, Neutral or Negative\n- Urgency: High only if it blocks the customer's work or mentions canceling; otherwise Medium or Low\n- Summary: one sentence in plain words\n- Underlying need: what the customer is trying to get done\n\nDo not invent details that are not in the text.",
      steps: [
        "Create a shared feedback form or use your support tool's new-ticket trigger",
        "In Relay.app, start a flow on each new submission",
        "Add an AI step with the triage prompt and map its fields to columns",
        "Append a row to a Google Sheet and send High urgency items to Slack",
        "Add a Friday step that summarizes the week's rows by product area",
      ],
      howToTry: "Paste five recent pieces of customer feedback into the prompt one at a time and check whether the tags match your own judgment.",
      example:
        "A submission saying 'I export to Excel every week because the charts can't filter by region' becomes Reporting, Feature request, Neutral, Medium, with the need 'compare regions without manual work'.",
      difficulty: "Intermediate",
      benefits: ["Every piece of feedback lands somewhere", "Urgent issues reach you the same day", "Themes ready for planning"],
      whyItHelps:
        "Feedback arrives through many channels and gets lost. Consistent tags turn it into evidence you can count and quote when you prioritize.",
      whatToDo:
        "Trigger: a new response in the feedback form (or a new ticket tagged 'feedback'). Steps: strip email addresses and names; send the text to an AI step that returns area, type, sentiment, urgency, summary and need; append a row to a Google Sheet; if urgency is High, post it to a product Slack channel. Every Friday, a second step summarizes the week's rows by area. Output: a growing, tagged feedback log and a weekly theme summary. If you connect internal tools, check your company's data policy first.",
    },
    {
      id: "product-manager-roadmap-story",
      kind: "creative",
      title: "Retell your roadmap as a movie trailer",
      subtitle: "A playful way to find the story your roadmap is really telling",
      description:
        "Ask AI to turn your quarter's roadmap into a dramatic movie trailer script. It is fun, and it quickly shows whether your roadmap has a clear narrative or is a list of unrelated features.",
      prompt:
        "You are a Hollywood trailer writer with a sense of humor. Here is my product roadmap for the next quarter: [paste roadmap items or themes]. The product is [one line on the product] and the hero is our user, [describe the main user].\n\nWrite a 60-second movie trailer script: a narrator voice-over, 5-7 short scenes, a villain (the user's biggest frustration), and a title card. Every scene must come from a roadmap item. Then, outside the trailer, add three honest lines: which roadmap items did not fit the story, what the story says our real theme is, and one item that looks like a distraction.",
      steps: [
        "Paste your roadmap themes or top items into the prompt",
        "Read the trailer out loud, just for fun",
        "Look closely at the items that did not fit the story",
        "Use the theme line as a draft headline for your next roadmap review",
      ],
      howToTry: "Paste this quarter's roadmap into ChatGPT or Claude with the prompt and read the trailer aloud to a teammate.",
      example:
        "A roadmap for a scheduling tool becomes 'In a world of double-booked meetings, one calendar will rise...'; the notes reveal that the 'theme builder' item does not fit the story of saving time.",
      difficulty: "Beginner",
      benefits: ["A low-stakes way to start using AI", "Reveals whether the roadmap has a clear narrative", "Makes roadmap reviews more memorable"],
      whyItHelps:
        "A roadmap that can't be told as a story is hard for stakeholders to remember. This playful exercise tests the narrative in five minutes.",
    },
  ],
};
