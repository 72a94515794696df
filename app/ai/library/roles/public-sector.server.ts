import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "public-sector",
  label: "Government and Public Sector",
  matchPhrases: [
    "public sector",
    "public administration",
    "public servant",
    "civil servant",
    "civil service",
    "government agency",
    "local government",
    "state government",
    "federal government",
    "city government",
    "county government",
    "city manager",
    "city clerk",
    "policy analyst",
    "policy advisor",
    "policy officer",
    "program analyst",
    "legislative aide",
    "legislative assistant",
    "public policy",
    "municipal",
    "government",
  ],
  summary:
    "Your work runs on briefing memos, policies, public notices, council or board reports, grant applications, procurement rules and a steady stream of constituent questions. AI can help you draft in plain language, summarize long documents and public comments, and prepare for meetings, within your agency's rules on approved tools. Never paste personal information about residents, case files or anything not yet public into a public AI tool, and remember that decisions, legal interpretations and official communications stay with accountable staff.",
  useCases: [
    "Draft a briefing memo with options and trade-offs from source documents",
    "Rewrite a notice, form or letter in plain language",
    "Summarize hundreds of public comments into themes",
    "Prepare talking points and likely questions for a council or board meeting",
    "Track new legislation, regulations and funding opportunities",
  ],
  ideas: [
    {
      id: "public-sector-briefing-memo",
      kind: "prompt",
      title: "Draft a decision memo with options and trade-offs",
      subtitle: "Background, options, pros, cons and a recommendation in a standard memo format",
      description:
        "Paste public background material and your notes, and get a structured decision memo for a director, elected official or board. Facts stay tied to your sources, and you own the recommendation.",
      prompt:
        "You are a senior policy analyst at a [city / county / state / federal] agency. Draft a decision memo for [decision-maker's title] on [issue].\n\nBackground material (public or approved for this use): [paste excerpts, data, prior reports]\nMy notes and constraints: [budget, legal or statutory limits, timeline, stakeholder positions]\nOptions I am considering: [list two to four options, or ask for suggestions]\n\nFormat: 1) purpose in one sentence, 2) background in five bullets or fewer, 3) options, each with description, cost or resource implications as stated in the material, benefits, risks, equity considerations and stakeholder reactions, 4) a comparison table, 5) a recommendation section left as [MY RECOMMENDATION] with three questions to help me decide, 6) next steps. Keep it to two pages in plain language. Cite which source each fact comes from and mark anything unsupported with [VERIFY].",
      steps: [
        "Collect only public or approved source material",
        "Paste it with your notes, constraints and options",
        "Verify every fact and figure against the sources",
        "Write the recommendation yourself and route for review",
      ],
      howToTry: "Run the prompt on a decision you briefed recently and compare it with your final memo.",
      example:
        "A county policy analyst briefing on extending library hours gets options for two, four and six extra hours a week, each with the staffing costs from the budget office report, equity notes on which branches serve low-income areas and a [VERIFY] on union overtime rules.",
      difficulty: "Beginner",
      benefits: [
        "A clear, consistent memo structure",
        "Options compared fairly side by side",
        "Sources tracked for every claim",
      ],
      whyItHelps:
        "Decision-makers need balanced options quickly, and memos often get written under deadline. A structured draft leaves your time for judgment and stakeholder work.",
    },
    {
      id: "public-sector-plain-language",
      kind: "prompt",
      title: "Rewrite a notice or letter in plain language",
      subtitle: "Clear public communication that keeps legal meaning intact",
      description:
        "Paste a public notice, form instruction or standard letter and get a plain-language version at an accessible reading level, with a list of any changes your legal team should check.",
      prompt:
        "You are a plain-language specialist for government communications. Rewrite this [notice / letter / form instruction / web page] so that residents can understand and act on it.\n\nOriginal text: [paste the text, with no personal information]\nAudience: [e.g. residents applying for a permit, many with English as a second language]\nWhat the reader must do and by when: [actions and deadlines]\n\nRules: use short sentences, everyday words, active voice and 'you'; put the action and deadline first; use headings and bullets; keep every legal requirement, date, amount and right to appeal exactly as in the original. Aim for about a [6th to 8th] grade reading level. After the rewrite, list every place where simplifying might have changed the legal meaning, so our legal or compliance team can check it, and suggest where a translation or accessible format would help.",
      steps: [
        "Pick a notice or letter residents often call about",
        "Remove any personal information",
        "Run the prompt and compare it line by line with the original",
        "Send the flagged changes to legal or compliance before use",
      ],
      howToTry: "Take the standard letter that generates the most phone calls and rewrite it now.",
      example:
        "A water utility's shutoff notice that starts 'Pursuant to Municipal Code 13.04.090...' becomes 'Pay $86.40 by June 12 to keep your water on', followed by how to pay, payment plan options and the right to a hearing, with two phrases flagged for legal review.",
      difficulty: "Beginner",
      benefits: [
        "Fewer calls and confused residents",
        "More people meeting deadlines and requirements",
        "Legal meaning checked, not guessed",
      ],
      whyItHelps:
        "Unclear government writing costs residents time and agencies money in calls, errors and appeals. Plain language is also required by many agencies' own policies.",
    },
    {
      id: "public-sector-comment-analyzer",
      kind: "build",
      title: "A public comment analyzer for consultations",
      subtitle: "Import comments, group them into themes and draft a response summary",
      description:
        "Build an app that imports public comments from a consultation or hearing, groups them into themes with counts and quotes and helps you draft the 'what we heard' summary. Staff review every theme.",
      prompt:
        "Build a public comment analysis web app for a [agency] consultation on [topic]. Data: Comments (ID, date received, channel: email, web form, hearing, letter, commenter type if given: resident, business, organization, text), Themes (name, description, stance: support, oppose, mixed, suggestion). Screens: 1) CSV import of comments with personal details removed beforehand, 2) a 'Find themes' button that uses AI to propose themes from the comments, which staff can rename, merge or delete, 3) a coding view where each comment shows its suggested themes and staff confirm or change them, 4) a summary page with counts by theme and stance, two representative quotes per theme, and a drafted 'What we heard' report section. Show clearly that counts are based on staff-confirmed coding and that comments are summarized, not voted.",
      steps: [
        "Export comments and remove names, addresses and contact details",
        "Paste the prompt into Lovable and build the app",
        "Import the comments and review the proposed themes",
        "Confirm the coding before using the summary",
      ],
      howToTry: "Build the import and theme screens with 30 comments from a past, closed consultation.",
      example:
        "A city planning department imports 640 comments on a bike lane project; staff merge the proposed themes into nine, including 'loss of parking for small businesses' (oppose, 112) and 'safety for school routes' (support, 187), and get a drafted 'What we heard' section.",
      difficulty: "Intermediate",
      benefits: [
        "Weeks of manual coding cut down",
        "Transparent themes with real quotes",
        "Staff stay in control of every count",
      ],
      whyItHelps:
        "Consultations can generate thousands of comments, and residents expect to see that they were heard. A structured, staff-checked analysis makes reporting faster and more transparent.",
      whatToBuild:
        "Screens: CSV import, Themes editor, Coding view, Summary and report page. Data: Comments (ID, date, channel, commenter type, text, confirmed themes), Themes (name, description, stance) and Report drafts. Actions: 'Import' loads comments; 'Find themes' sends a sample of comments to an AI step and saves proposed themes; 'Suggest coding' proposes themes per comment for staff to confirm; 'Confirm' locks the coding; 'Draft summary' writes the 'What we heard' section from confirmed counts and quotes.",
    },
    {
      id: "public-sector-meeting-prep",
      kind: "build",
      title: "A council or board meeting prep kit",
      subtitle: "Agenda items, staff reports, talking points and likely questions in one place",
      description:
        "Build an app that turns each agenda item and its public staff report into a one-page brief with key facts, talking points and likely questions, so you are ready for the dais or the public comment period.",
      prompt:
        "Build a meeting preparation web app for staff who present to a [city council / county board / commission]. Data: Meetings (date, body, agenda link) and Agenda items (meeting, item number, title, presenter, staff report text or link, recommended action, fiscal impact as stated, status). Screens: 1) a meetings list, 2) a meeting page listing agenda items with presenter and status, 3) an item page where I paste the staff report and click 'Prepare brief' to get: a five-bullet summary, key facts and figures quoted from the report, talking points for a [two]-minute presentation, ten likely questions from elected officials or the public with short suggested answers based only on the report, and anything in the report that may be confusing, 4) a printable brief. Mark anything not found in the report as [NOT IN REPORT].",
      steps: [
        "Paste the prompt into Lovable and build the app",
        "Add your next meeting and its public agenda items",
        "Paste a staff report and prepare the brief",
        "Rehearse the likely questions with a colleague",
      ],
      howToTry: "Build the item page and prepare a brief for one item from your next public agenda.",
      example:
        "A public works manager presenting a $2.1M road resurfacing contract gets talking points, the fiscal impact quoted from the report, and likely questions such as 'Why was the lowest bidder not selected?' with the answer drawn from the evaluation section.",
      difficulty: "Intermediate",
      benefits: [
        "Walk into every meeting prepared",
        "Consistent briefs across presenters",
        "Hard questions rehearsed in advance",
      ],
      whyItHelps:
        "Public meetings are high-stakes, and questions come from every direction. A consistent brief based on the public report keeps presenters accurate and calm.",
      whatToBuild:
        "Screens: Meetings list, Meeting page with agenda items, Item page with 'Prepare brief', Printable brief. Data: Meetings (date, body, agenda link) and Agenda items (meeting, number, title, presenter, report text, recommended action, fiscal impact, brief, status). Actions: 'Add item' saves the report text; 'Prepare brief' sends it to an AI step that returns summary, facts, talking points and likely questions based only on the report; 'Print' formats the brief; 'Mark ready' updates status.",
    },
    {
      id: "public-sector-legislation-watch",
      kind: "agent",
      title: "Legislation, regulation and funding watch",
      subtitle: "A weekly digest of bills, rules and grant notices that affect your programs",
      description:
        "An agent that reads public feeds from legislatures, regulators and grant portals each week, keeps what affects your programs and sends a short digest with suggested next steps.",
      prompt:
        "You are a policy research assistant for the [department or program] at a [level] government agency. Our programs and priorities: [list]. Jurisdictions we follow: [e.g. our state legislature, federal register, county]. Here are this week's items from public feeds: [pass in the items].\n\nKeep only items that could affect our programs, budget, compliance duties or funding. For each: title and identifier (bill number, rule docket, funding notice), source link, stage (introduced, in committee, passed, proposed rule, final rule, open funding call), key dates such as hearings, comment deadlines or application deadlines if stated, a two-sentence plain summary, and a suggested next step (monitor, brief leadership, submit comments, consider applying). Do not predict whether bills will pass. This is a monitoring aid, not a legal analysis.",
      steps: [
        "Find public RSS feeds or email alerts from your legislature, regulators and grants portal",
        "Route them into Relay.app with a weekly schedule",
        "Add the AI step with your programs and priorities",
        "Email the digest to yourself and your team lead",
      ],
      howToTry: "Set up one public alert for your program area today, such as a state bill tracking RSS feed.",
      example:
        "A state housing agency analyst's digest lists a bill changing rental assistance eligibility (in committee, hearing March 4, brief leadership) and a federal funding notice for homelessness prevention with an April 30 deadline (consider applying).",
      difficulty: "Intermediate",
      benefits: [
        "No surprise bills or rules",
        "Comment and funding deadlines caught early",
        "Built entirely on public sources",
      ],
      whyItHelps:
        "Changes in law and funding shape what your programs can do, but tracking them is often an afterthought. A weekly, filtered digest gives you time to respond.",
      whatToDo:
        "Trigger: every Monday at 8am. Steps: 1) gather the past week's items from public RSS feeds and email alerts (legislature bill tracking, Federal Register or state register, grants portals), 2) an AI step filters for your programs and summarizes each item with stage, dates and next step, 3) email the digest to you. Output: a weekly monitoring digest using only public information.",
    },
    {
      id: "public-sector-inquiry-triage",
      kind: "agent",
      title: "Constituent inquiry triage and draft replies",
      subtitle: "Sorts incoming public questions by topic and drafts replies from approved answers",
      description:
        "An agent that reads messages arriving in a shared public inbox or web form, classifies them by topic and urgency, routes them and drafts a reply from your approved answers. Staff review and send.",
      prompt:
        "You help the [office or department] answer public inquiries. Approved answers and contacts: [paste your approved FAQ, service descriptions and which team handles what]. Here is a new inquiry: [pass in the message].\n\nDo three things: 1) classify it by topic from this list [topics] and urgency (urgent safety issue, time-sensitive, routine), 2) name the team it should go to, 3) draft a courteous reply of under 150 words in plain language using only the approved answers, giving the relevant link or phone number, and saying a staff member will follow up if the approved answers do not cover the question. Do not make promises, decisions or legal statements. If the message mentions an emergency or a threat to safety, mark it urgent and tell staff to escalate immediately.",
      steps: [
        "Agree with your IT and records teams which AI tools are approved for public inquiries",
        "Route the shared inbox or web form into Relay.app",
        "Add the AI step with your approved answers and topics",
        "Send drafts to staff for review and log each inquiry in a tracking sheet",
      ],
      howToTry: "Run the prompt by hand on five inquiries from last week with personal details removed.",
      example:
        "A resident asks when bulk trash pickup happens on their street; the agent tags it 'sanitation, routine', routes it to public works and drafts a reply with the pickup schedule link, ready for a staff member to send.",
      difficulty: "Advanced",
      benefits: [
        "Faster answers to routine questions",
        "Urgent messages surfaced immediately",
        "Consistent, approved information",
      ],
      whyItHelps:
        "Shared inboxes fill up with routine questions while urgent ones wait. Triage and approved draft replies help small teams respond faster, with staff still accountable for every answer.",
      whatToDo:
        "Trigger: a new message in the shared public inbox or a new web form submission. Steps: 1) read the message, 2) an AI step classifies topic and urgency and drafts a reply from approved answers, 3) urgent messages trigger an immediate alert to the duty staff member, 4) other drafts go to the responsible team's review queue, and each inquiry is logged in a tracking sheet. Output: triaged inquiries with draft replies. Use only tools your agency approves for resident data.",
    },
    {
      id: "public-sector-future-headline",
      kind: "creative",
      title: "Write the local news story about your program, five years from now",
      subtitle: "A playful future headline that clarifies what success would really look like",
      description:
        "Ask AI to write a short, upbeat local news article about your program's success five years from now. It is fun, and it makes your goals and measures of success concrete.",
      prompt:
        "Imagine it is [year, five years from now]. Write a short local news article (about 250 words) about the success of our program: [program name and what it does]. Who it serves: [residents or groups]. What we are trying to change: [goals]. Where things stand today: [a few honest facts].\n\nInclude a headline, a quote from a resident who benefited (clearly fictional), a quote from a staff member, and one thing that turned out harder than expected. Keep it plausible, not miraculous. Then, stepping out of the story, list: the three measures of success the article implies, what data we would need to track them starting now, and one risk to equity or trust we should watch.",
      steps: [
        "Describe your program and its goals in a few lines",
        "Run the prompt and enjoy the future article",
        "Look at the measures of success it implies",
        "Share the article with your team to start a conversation",
      ],
      howToTry: "Run the prompt for the program you spend most of your week on and read it at your next team meeting.",
      example:
        "A parks department's tree-planting program gets the 2030 headline 'Eastside streets now 4 degrees cooler in summer, residents say', plus measures like canopy cover by neighborhood and tree survival rates, and a note to track whether renters benefit as much as owners.",
      difficulty: "Beginner",
      benefits: [
        "A fun, low-stakes first use of AI",
        "Clearer goals and measures",
        "A conversation starter for the team",
      ],
      whyItHelps:
        "Public programs often describe activities, not outcomes. Imagining a concrete success story makes it easier to agree on what to measure from day one.",
    },
  ],
};
