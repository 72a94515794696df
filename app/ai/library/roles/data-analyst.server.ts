import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "data-analyst",
  label: "Data Analyst",
  matchPhrases: [
    "data analyst",
    "data scientist",
    "business intelligence",
    "bi analyst",
    "bi developer",
    "bi engineer",
    "analytics engineer",
    "analytics manager",
    "product analyst",
    "marketing analyst",
    "reporting analyst",
    "insights analyst",
    "business analyst",
    "data analytics",
    "data science",
    "analytics",
    "tableau",
    "power bi",
    "looker",
    "sql",
  ],
  summary:
    "As an analyst, you spend your week between SQL, dashboards, ad hoc requests and the harder part: turning results into a story someone acts on. AI helps you draft and debug queries, document metrics, sharpen vague requests and write up findings for non-technical readers. Always check generated SQL and numbers against your data, and keep raw company data and personal information out of public AI tools; share schemas and aggregated results instead.",
  useCases: [
    "Turn a vague stakeholder question into a clear analysis plan",
    "Write, explain and debug SQL queries from a schema",
    "Write up findings as a short executive summary with caveats",
    "Document metric definitions and dashboard logic",
    "Monitor key metrics and explain week-over-week changes",
  ],
  ideas: [
    {
      id: "data-analyst-sql-helper",
      kind: "prompt",
      title: "Write and explain SQL from your schema",
      subtitle: "Describe the question and schema, get a commented query and the checks to run",
      description:
        "Give the table schemas and the question, and get a commented SQL query, the assumptions it makes and sanity checks to run before you trust the result.",
      prompt: `You are a senior analytics engineer who writes clear, correct SQL for [dialect, e.g. BigQuery, Snowflake, Postgres]. Here are the relevant table schemas (column names and types only, no data): [paste schemas].

Question: [e.g. monthly active customers by plan for the last 12 months, where active means at least one order].

Write: 1) The query, with comments explaining each CTE, 2) The assumptions you made about the data (grain, nulls, time zones, duplicates), 3) Three sanity-check queries I should run to validate the result, e.g. row counts or comparison with a known total, 4) Any ambiguity in the question I should confirm with the requester. Prefer readable CTEs over nested subqueries.`,
      steps: [
        "Copy the schemas, not the data",
        "Write the question in one or two sentences",
        "Run the prompt and read the assumptions first",
        "Run the sanity checks before using the result",
      ],
      howToTry: "Pick a query you wrote recently and ask for it from scratch, then compare the two.",
      example:
        "Input: orders and customers schemas and 'repeat purchase rate by acquisition channel'. Output: a query with three CTEs, the assumption that refunds count as orders flagged for you to confirm, and a check against last month's known total.",
      difficulty: "Beginner",
      benefits: [
        "Faster first drafts of queries",
        "Assumptions visible instead of hidden",
        "Built-in validation habits",
      ],
      whyItHelps:
        "Most analysis errors come from hidden assumptions, not syntax. Asking for assumptions and checks alongside the query makes your work faster and more trustworthy.",
    },
    {
      id: "data-analyst-findings-writeup",
      kind: "prompt",
      title: "Turn results into an executive summary",
      subtitle: "From tables and charts to a short story with the so-what, caveats and next steps",
      description:
        "Paste your aggregated results and the original question, and get a short executive summary with the answer first, the evidence, caveats and a recommended next step.",
      prompt: `You are an analytics lead who writes for busy executives. Below are the question, my aggregated results and my notes on method.

Write a summary under 250 words: 1) The answer in one or two sentences, 2) Three supporting findings with the key numbers, 3) Caveats: sample size, data quality, correlation versus causation, in plain words, 4) A recommended next step, framed as a suggestion, 5) A suggested chart for the headline finding (type and what goes on each axis). Use only the numbers given and round sensibly. Do not claim causation that the method does not support.

Question: [paste]
Results (aggregated tables): [paste]
Method notes: [paste]`,
      steps: [
        "Paste the original question as the stakeholder asked it",
        "Add the aggregated results and a few lines on method",
        "Run the prompt and check every number",
        "Adjust the recommendation with your own judgment",
      ],
      howToTry: "Use the results of your last ad hoc analysis and compare the summary with what you sent.",
      example:
        "Input: a churn analysis showing higher churn among customers who never used the mobile app. Output: a summary that states the association, warns it is not proof of cause, and suggests an onboarding test.",
      difficulty: "Beginner",
      benefits: [
        "Findings that get read and acted on",
        "Caveats stated clearly",
        "Less time writing, more time analyzing",
      ],
      whyItHelps:
        "Good analysis is wasted if the write-up buries the answer. A clear summary with honest caveats builds trust in your work with decision makers.",
    },
    {
      id: "data-analyst-request-intake",
      kind: "build",
      title: "Data request intake that sharpens vague questions",
      subtitle: "Stakeholders submit requests, AI turns them into a clear analysis brief",
      description:
        "A request form for stakeholders that turns each vague question into an analysis brief with the decision it supports, metrics, data sources and open questions.",
      prompt: `You are a senior data analyst scoping a request. Turn the stakeholder request below into an analysis brief: 1) The business decision this analysis will inform, 2) The specific question in one sentence, 3) Metrics and their definitions, with candidate tables from our catalog: [paste list of main tables], 4) Time period, segments and filters, 5) Output format (number, table, chart, dashboard), 6) Questions to ask the requester, 7) A rough effort estimate: small (under 2 hours), medium (a day), large (more). Flag if the request looks like a dashboard that already exists: [paste list of existing dashboards].

Request: [paste]`,
      steps: [
        "List your main tables and existing dashboards",
        "Paste the build instructions into Lovable",
        "Share the form with one team",
        "Review each brief before you start the work",
      ],
      howToTry: "Run the prompt on the vaguest request in your queue today.",
      example:
        "Request: 'Can we see how the campaign did?' Brief: the decision is whether to extend the campaign budget, metrics are sign-ups and cost per sign-up, and the questions include which campaign and compared with what.",
      difficulty: "Intermediate",
      benefits: [
        "Fewer analyses that answer the wrong question",
        "Duplicate requests caught",
        "A visible, prioritized queue",
      ],
      whyItHelps:
        "Vague requests lead to rework. A brief that names the decision and metrics upfront saves rounds of back and forth and helps you prioritize.",
      whatToBuild:
        "Screens: a request form, a queue with status and effort, and a brief detail page. Data: requests (requester, team, question, deadline, why it matters), briefs (decision, question, metrics, sources, questions, effort, duplicate flag), and settings (table list, existing dashboards). Buttons: 'Submit' saves the request and runs the AI step with the prompt; 'Send questions' emails the requester the open questions; 'Accept' moves it into the queue; 'Done' records the link to the result.",
    },
    {
      id: "data-analyst-metric-glossary",
      kind: "build",
      title: "Metric glossary with plain-language definitions",
      subtitle: "One searchable place for metric definitions, SQL logic and owners",
      description:
        "A metrics glossary where you paste a metric's SQL and notes and get a plain-language definition, edge cases and an owner record that anyone can search.",
      prompt: `You are an analytics engineer writing documentation for a metric glossary. From the SQL and notes below, write: 1) A plain-language definition a sales manager would understand, in two sentences, 2) The exact logic: grain, filters, time window, exclusions, 3) Edge cases (refunds, test accounts, time zones, late data), 4) Common misreadings and how this metric differs from [similar metric], 5) Suggested dashboard tooltip under 25 words. Only describe what the SQL does; if the notes and SQL disagree, point that out.

Metric name: [name]
SQL: [paste]
Notes: [owner, refresh schedule, where it is used]`,
      steps: [
        "Pick the ten metrics people ask about most",
        "Paste the build instructions into Lovable",
        "Add each metric's SQL and generate its entry",
        "Review with the metric owner and share the link",
      ],
      howToTry: "Paste the SQL behind one contested metric into ChatGPT with the prompt.",
      example:
        "Input: the SQL for 'active users'. Output: a definition stating it counts users with a session in the last 28 days, excludes internal accounts, and a note that it differs from 'engaged users' in the marketing dashboard.",
      difficulty: "Intermediate",
      benefits: [
        "Fewer arguments about what a number means",
        "Faster onboarding for new analysts",
        "Mismatches between docs and SQL found",
      ],
      whyItHelps:
        "When teams define metrics differently, every meeting starts with a debate about numbers. A shared glossary lets people argue about decisions instead.",
      whatToBuild:
        "Screens: a searchable glossary list, a metric page, and an 'Add metric' form. Data: metrics (name, plain definition, logic, edge cases, misreadings, tooltip, SQL, owner, refresh schedule, last reviewed date, status: draft or approved). Buttons: 'Generate entry' sends the SQL and notes with the prompt to an AI step and fills in the fields; 'Approve' records the owner's review; 'Copy tooltip' copies the tooltip text for the dashboard; search filters by name and owner.",
    },
    {
      id: "data-analyst-metric-monitor",
      kind: "agent",
      title: "Weekly metric change explainer",
      subtitle: "Every Monday, what moved in your key metrics and the likely drivers to check",
      description:
        "An agent that reads an aggregated weekly metrics sheet every Monday, flags unusual changes and suggests which breakdowns to check first.",
      prompt: `You are a data analyst reviewing weekly business metrics. Below are the last eight weeks of our key metrics, aggregated, with breakdowns by [segments, e.g. channel, region, platform].

Write: 1) Metrics that moved more than [threshold] week over week or broke their eight-week range, 2) For each, the segments that contributed most to the change, using the breakdowns given, 3) Possible explanations to check (seasonality, data pipeline delay, a launch or campaign if listed in the notes), labeled as hypotheses, 4) Suggested next queries. Do not state causes as facts. If nothing moved unusually, say so briefly.

Metrics: [aggregated table passed in by the automation]
Notes (launches, campaigns, incidents): [passed in by the automation]`,
      steps: [
        "Create an aggregated weekly metrics sheet with breakdowns",
        "Connect it in Relay.app with a Monday morning trigger",
        "Add the AI step with your thresholds",
        "Send the result to yourself before the weekly review",
      ],
      howToTry: "Paste eight weeks of one metric with two breakdowns into ChatGPT with the prompt.",
      example:
        "Monday 7 a.m.: sign-ups fell 18% week over week, mostly on Android in one region; hypotheses include the app release on Thursday and a delayed event pipeline, with the queries to check both.",
      difficulty: "Advanced",
      benefits: [
        "Unusual changes found before the meeting",
        "Hypotheses instead of guesses presented as facts",
        "A head start on the investigation",
      ],
      whyItHelps:
        "You are usually asked why a number moved in the meeting itself. Getting a first look on Monday morning lets you walk in with answers or the right questions. Send aggregated data only, through a tool your company has approved.",
      whatToDo:
        "Trigger: every Monday at 6 a.m. Steps: 1) read the aggregated metrics sheet (last eight weeks, with segment breakdowns) and the notes tab; 2) pass them to an AI step with the prompt and your thresholds; 3) email or message you the summary. Output: a short list of unusual changes, contributing segments, hypotheses and next queries.",
    },
    {
      id: "data-analyst-learning-feed",
      kind: "agent",
      title: "Weekly analytics learning digest",
      subtitle: "A Friday digest of public analytics blogs and release notes, matched to your stack",
      description:
        "An agent that reads public RSS feeds from analytics blogs and your tools' release notes, and sends a short weekly digest of what is worth learning or trying.",
      prompt: `You are a mentor to a [level, e.g. mid-level] data analyst who works with [stack, e.g. SQL, dbt, Looker, Python]. Below are this week's articles and release notes from public blogs and tool changelogs.

Pick up to 5 items most useful for my work. For each: title and link, two-sentence summary, and one concrete thing I could try this week (a function, a technique, a setting). Flag release notes that change behavior I might rely on. Skip vendor marketing without substance. End with one small skill-building exercise based on the items.

Items: [titles, links and excerpts passed in by the automation]`,
      steps: [
        "Collect RSS feeds of two or three analytics blogs and your tools' changelogs",
        "Create a weekly trigger in Relay.app and add the feeds",
        "Add the AI step with your stack and level",
        "Read the digest on Friday and try one thing",
      ],
      howToTry: "Find the changelog RSS feed of one tool you use daily and set up the weekly trigger.",
      example:
        "On Friday the digest includes a new window function in your warehouse, a blog post on cohort analysis with an idea to try on your retention dashboard, and a changelog item that changes default time zones.",
      difficulty: "Intermediate",
      benefits: [
        "Keep skills current in small steps",
        "Catch tool changes that affect your numbers",
        "Public sources only",
      ],
      whyItHelps:
        "Tools and techniques change quickly, and release notes can change how your numbers behave. A small weekly digest keeps you current without hours of reading.",
      whatToDo:
        "Trigger: every Friday at noon. Steps: 1) read new items from public RSS feeds of analytics blogs and your tools' changelogs; 2) pass titles, links and excerpts to an AI step with the prompt, your stack and level; 3) email you the digest. Output: up to five items with a thing to try each, plus one exercise. No company data involved.",
    },
    {
      id: "data-analyst-data-detective",
      kind: "creative",
      title: "Solve a data mystery as a detective story",
      subtitle: "Ask AI for a made-up data mystery with clues, then solve it yourself",
      description:
        "A playful exercise: ask AI to invent a short mystery where the clues are numbers in a small made-up dataset, then solve it and check whether the AI's solution holds up.",
      prompt: `You are a mystery writer who loves data. Invent a short detective story (about 200 words) set in a [business type, e.g. online bakery] where a key metric suddenly changed. Include a small made-up table (10 to 15 rows) with the clues hidden in it: segments, dates or a data quality issue. Do not reveal the answer. After the story, write 'SOLUTION' followed by ten blank lines and then the solution, so I can try to solve it first. Make the solution require one realistic analyst move, such as segmenting, checking for duplicates or spotting a time zone shift.`,
      steps: [
        "Pick a business type for the story",
        "Run the prompt and solve the mystery before reading the solution",
        "Check whether the table actually supports the solution",
        "Try it as a team warm-up or interview practice",
      ],
      howToTry: "Run it now for an online bakery and give yourself five minutes to solve it.",
      example:
        "Output: a story where cake orders dropped 40% overnight; the table shows the drop only on one payment method after a checkout update, and the solution is to segment by payment type.",
      difficulty: "Beginner",
      benefits: [
        "A fun way to practice analysis",
        "Shows where AI is consistent or not with numbers",
        "A good team warm-up",
      ],
      whyItHelps:
        "Checking whether AI's numbers add up is a core skill for any analyst using these tools. A made-up mystery lets you practice that skepticism with no risk.",
    },
  ],
};
