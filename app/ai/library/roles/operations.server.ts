import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "operations",
  label: "Operations Manager",
  matchPhrases: [
    "business operations",
    "bizops",
    "biz ops",
    "operations manager",
    "operations director",
    "director of operations",
    "head of operations",
    "vp operations",
    "vp of operations",
    "strategy and operations",
    "ops manager",
    "operations lead",
    "operations analyst",
    "process improvement",
    "business process",
    "operations",
  ],
  summary:
    "In operations, you keep the business running and make it run better: processes, SOPs, vendor management, weekly metrics, handoffs between teams and the problems nobody else owns. AI helps you write and improve processes faster, turn messy notes into clear SOPs and weekly updates, and automate the repetitive checks that eat your week. You still decide what changes, and internal data belongs only in tools your company has approved.",
  useCases: [
    "Turn a messy process description into a clear SOP with owners",
    "Write the weekly operations update from metrics and notes",
    "Map a handoff between teams and find where work gets stuck",
    "Compare vendor proposals against your requirements",
    "Run a blameless post-mortem after an incident or missed deadline",
  ],
  ideas: [
    {
      id: "operations-sop-writer",
      kind: "prompt",
      title: "Turn messy notes into a clear SOP",
      subtitle: "From a brain dump or call transcript to a step-by-step procedure with owners",
      description:
        "Paste rough notes or a transcript of someone explaining a process, and get a standard operating procedure with steps, owners, inputs, checks and open questions.",
      prompt: `You are an operations manager who writes clear, usable SOPs. Turn the notes below into a standard operating procedure with: 1) Purpose and when to use it, 2) Owner and roles involved, 3) Inputs and tools needed, 4) Numbered steps, each starting with a verb and naming who does it, 5) Quality checks and what 'done' looks like, 6) Common mistakes and how to avoid them, 7) Open questions where the notes are unclear or contradict each other. Write for a new team member in their second week. Do not invent steps; mark gaps as [to confirm].

Process name: [name]
Notes or transcript: [paste notes or a transcript of someone explaining the process]`,
      steps: [
        "Record or write down someone walking through the process",
        "Remove customer names and confidential details",
        "Run the prompt and resolve every [to confirm] with the process owner",
        "Test the SOP by having a new person follow it once",
      ],
      howToTry: "Pick one process that lives only in someone's head and paste your notes from a five-minute chat about it.",
      example:
        "Input: a rambling explanation of how new vendors get set up in the finance system. Output: a 9-step SOP with owners, a check that tax forms are received before the first payment, and two open questions.",
      difficulty: "Beginner",
      benefits: [
        "Processes documented in minutes, not days",
        "Gaps and contradictions surfaced",
        "Easier onboarding and handoffs",
      ],
      whyItHelps:
        "Undocumented processes are a risk whenever someone is out or leaves. A fast first draft makes writing SOPs realistic in a busy week.",
    },
    {
      id: "operations-post-mortem",
      kind: "prompt",
      title: "Run a blameless post-mortem from the timeline",
      subtitle: "Turn what happened into causes, fixes and owners without pointing fingers",
      description:
        "Paste the timeline and notes of an incident or a missed deadline, and get a blameless post-mortem draft with contributing factors and concrete follow-ups.",
      prompt: `You are a facilitator of blameless post-mortems. Using the timeline and notes below, write a draft post-mortem with: 1) Summary in three sentences, 2) Impact (who was affected and how, using only facts given), 3) Timeline in a clean table, 4) Contributing factors grouped as process, tools, communication and capacity, 5) What went well, 6) 3 to 6 follow-up actions, each specific, with a suggested owner role and a due date placeholder, 7) Questions to discuss in the review meeting. Use neutral language about systems and processes, never about individual blame.

What happened: [one line]
Timeline and notes: [paste timeline, Slack excerpts or notes, without personal or customer data]`,
      steps: [
        "Collect the timeline from chat, tickets and emails",
        "Remove customer and personal details",
        "Run the prompt and review the draft with the people involved",
        "Agree on owners and dates in the review meeting",
      ],
      howToTry: "Use the last missed deadline or small incident your team had and compare the draft with what was actually discussed.",
      example:
        "Input: a shipment that went out two days late after a supplier change. Output: contributing factors such as no handoff checklist for supplier changes, and a follow-up to add one with an owner in purchasing.",
      difficulty: "Beginner",
      benefits: [
        "Faster post-mortems that actually get written",
        "Focus on systems, not blame",
        "Concrete follow-ups with owners",
      ],
      whyItHelps:
        "Teams skip post-mortems when writing them feels like a chore. A neutral first draft helps you learn from each problem without making anyone defensive.",
    },
    {
      id: "operations-request-intake",
      kind: "build",
      title: "Ops request intake and triage board",
      subtitle: "One form for every request to ops, with AI triage and a clear queue",
      description:
        "A request form and queue for everything people ask operations for, with an AI step that categorizes, sets urgency and drafts a first reply.",
      prompt: `You are an operations coordinator triaging internal requests. Our categories are: [e.g. facilities, vendors, tools and access, process change, reporting, other]. Our urgency rules: [e.g. urgent = blocks customers or revenue today].

For the request below, return: 1) Category, 2) Urgency (urgent, this week, later) with a one-line reason, 3) Missing information to ask for, 4) A suggested owner role, 5) A short, friendly first reply to the requester confirming what happens next. If the request is really two requests, say so and split it.

Request: [paste the request text and requester's team]`,
      steps: [
        "Write down your request categories and urgency rules",
        "Paste the build instructions into Lovable",
        "Add the triage step with the prompt",
        "Share the form link in one team channel as a pilot",
      ],
      howToTry: "Run the triage prompt on five requests from your inbox or Slack to see how it sorts them.",
      example:
        "Request: 'New hire starts Monday and has no laptop or Salesforce login.' Triage: tools and access, urgent, missing start time and manager name, first reply confirming who will set it up.",
      difficulty: "Intermediate",
      benefits: [
        "No more requests lost in DMs",
        "A visible queue with priorities",
        "Faster first replies",
      ],
      whyItHelps:
        "Ops teams get pulled in every direction by requests from every channel. A single intake with triage makes the workload visible and protects time for improvement work.",
      whatToBuild:
        "Screens: a request form, a queue board with columns (new, in progress, waiting, done), and a request detail page. Data: requests (requester, team, description, category, urgency, owner, status, AI triage notes, created date, closed date). Buttons: 'Submit' saves the request and runs the AI triage with the prompt; 'Assign to me' sets the owner; drag between columns changes status; 'Copy reply' copies the drafted first reply; a small stats panel counts open requests by category and urgency.",
    },
    {
      id: "operations-vendor-compare",
      kind: "build",
      title: "Vendor proposal comparison workspace",
      subtitle: "Score vendor proposals against your own requirements, side by side",
      description:
        "A small app where you enter requirements once, paste each vendor's proposal, and get a side-by-side comparison with gaps and questions to ask.",
      prompt: `You are a procurement-savvy operations manager. Our requirements, with weights, are: [paste requirements, e.g. 'integrates with NetSuite, must have, weight 3'].

Compare the vendor proposal below against each requirement: met, partly met, not met or not mentioned, with a quote or reference from the proposal as evidence. Then list: pricing terms and any hidden costs mentioned, contract risks (auto-renewal, notice periods, data ownership), and 5 questions to ask the vendor. Do not score requirements the proposal does not address; mark them 'not mentioned'. A person makes the final choice.

Vendor: [name]
Proposal text: [paste the proposal or its key sections]`,
      steps: [
        "List your requirements with must-have or nice-to-have weights",
        "Paste the build instructions into Lovable",
        "Add each vendor's proposal and run the comparison",
        "Bring the questions to the vendor calls",
      ],
      howToTry: "Paste the requirements and one vendor proposal you already have into ChatGPT with the prompt.",
      example:
        "Three warehouse software proposals: the comparison shows one does not mention barcode scanning, another has a 90-day auto-renewal notice, and lists the questions to ask each.",
      difficulty: "Intermediate",
      benefits: [
        "Fair, consistent comparison",
        "Contract risks spotted early",
        "Better questions in vendor calls",
      ],
      whyItHelps:
        "Vendor proposals are long and written to sell. Checking each against the same requirements keeps the decision grounded in what you actually need.",
      whatToBuild:
        "Screens: a requirements editor, a vendor list with a 'paste proposal' page, and a comparison table. Data: requirements (text, must-have or nice-to-have, weight), vendors (name, proposal text, price notes), and assessments (vendor, requirement, status, evidence). Buttons: 'Assess' sends one proposal with the requirements and prompt to an AI step and saves a status per requirement; 'Compare' shows all vendors side by side with weighted totals; 'Export' downloads the table and the question lists.",
    },
    {
      id: "operations-weekly-metrics-update",
      kind: "agent",
      title: "Weekly operations update from your metrics sheet",
      subtitle: "Every Monday, a draft update with trends, misses and what to discuss",
      description:
        "An agent that reads your weekly operations metrics sheet every Monday and drafts the update for leadership, with trends, misses and suggested discussion points.",
      prompt: `You are a chief of staff writing a weekly operations update for the leadership team. Below are this week's and last four weeks' values for our operations metrics, with targets.

Write: 1) Headline in one sentence, 2) Metrics on track, in one line each, 3) Metrics off target, with the trend over four weeks and the likely cause only if it is in the notes, 4) Two or three topics for the leadership meeting, 5) Anything that looks like a data error. Keep it under 250 words, in plain language. Do not invent causes.

Metrics: [metrics table passed in by the automation]
Notes from the team: [notes passed in by the automation]`,
      steps: [
        "Keep the weekly metrics in one sheet with targets and a notes column",
        "Connect the sheet in Relay.app with a Monday morning trigger",
        "Add the AI step with the prompt",
        "Send the draft to yourself to edit before it goes to leadership",
      ],
      howToTry: "Paste last week's metrics table into ChatGPT with the prompt to see the update before automating it.",
      example:
        "Monday 8 a.m.: the agent reads on-time delivery, ticket backlog and order accuracy; the draft flags on-time delivery below target for three weeks and suggests discussing carrier capacity.",
      difficulty: "Intermediate",
      benefits: [
        "The weekly update drafted before you start",
        "Trends visible, not only this week's number",
        "Possible data errors flagged",
      ],
      whyItHelps:
        "The weekly update is important and repetitive. Drafting it automatically leaves your time for the conversation about what to do, and you still review it before sending.",
      whatToDo:
        "Trigger: every Monday at 7 a.m. Steps: 1) read the metrics sheet (this week, the last four weeks and targets) and the notes column; 2) pass them to an AI step with the prompt; 3) create a draft in your email or a doc and notify you. Output: a draft leadership update with headline, on-track and off-target metrics, and discussion topics. Uses an internal sheet, so use a tool your company has approved.",
    },
    {
      id: "operations-meeting-actions",
      kind: "agent",
      title: "Action items from your calendar's meetings",
      subtitle: "After each recurring ops meeting, a list of owners, dates and open decisions",
      description:
        "An agent that runs after your recurring operations meetings, reads the notes you took in a shared doc, and sends everyone a clear list of actions and decisions.",
      prompt: `You are an operations coordinator. Below are the notes from our [meeting name] held on [date]. Extract: 1) Decisions made, one line each, 2) Action items as a table: action, owner, due date (write 'no date' if none was given), 3) Open questions that need a decision and who should make it, 4) Items to carry into next week's agenda. Use only what is in the notes, do not assign owners that were not named, and keep the list short enough to read in one minute.

Notes: [meeting notes passed in by the automation]`,
      steps: [
        "Keep meeting notes in one doc per recurring meeting",
        "In Relay.app, trigger on the calendar event ending",
        "Add a step that reads the notes doc, then the AI step with the prompt",
        "Send the action list to the attendees or your own inbox",
      ],
      howToTry: "Paste the notes of your last ops meeting into ChatGPT with the prompt and see what it extracts.",
      example:
        "After the Tuesday ops sync, attendees get five actions with owners, one decision (switch to weekly inventory counts) and an open question about overtime approval for the VP.",
      difficulty: "Intermediate",
      benefits: [
        "Every meeting ends with clear owners",
        "Fewer 'who was doing that?' messages",
        "Next week's agenda half written",
      ],
      whyItHelps:
        "Operations runs on follow-through. Sending clear actions minutes after the meeting keeps commitments from fading, and it works from your own calendar and notes.",
      whatToDo:
        "Trigger: a calendar event with a chosen name (for example 'Ops sync') ends. Steps: 1) wait 15 minutes, then read the linked notes doc; 2) pass the notes to an AI step with the prompt; 3) email or post the list of decisions, actions, open questions and carry-overs to the attendees or to you for review first. Output: a one-minute action list after every meeting.",
    },
    {
      id: "operations-process-as-recipe",
      kind: "creative",
      title: "Rewrite a process as a cooking recipe",
      subtitle: "See your process with fresh eyes by turning it into a recipe card",
      description:
        "A playful exercise: describe a work process and ask AI to rewrite it as a recipe, with ingredients, prep time and tips, and notice what looks odd once it is on a card.",
      prompt: `You are a witty cookbook author. Rewrite the work process below as a recipe card: a fun name, serves (who benefits), prep time and cook time (how long it really takes), ingredients (inputs, tools, people), numbered method, and 'chef's notes' with tips. Keep it light but accurate. Then step out of character and list three things the recipe format reveals: steps that wait too long, too many cooks, or ingredients nobody has on hand.

Process: [describe a process in a few lines, e.g. how a customer refund is approved]`,
      steps: [
        "Pick a process everyone complains about",
        "Describe it in a few lines",
        "Run the prompt and read the recipe aloud to your team",
        "Pick one improvement from the three observations",
      ],
      howToTry: "Describe how a new hire gets a laptop and accounts, and turn it into a recipe.",
      example:
        "Input: a five-approval purchase process. Output: 'Slow-Cooked Purchase Order, serves one impatient requester, cook time 9 days', with a chef's note that three of the approvals add nothing.",
      difficulty: "Beginner",
      benefits: [
        "A fun way to start a process conversation",
        "Makes waste visible",
        "A low-stakes first try with AI",
      ],
      whyItHelps:
        "People stop seeing problems in processes they use every day. A playful format helps you and your team notice them and start the improvement conversation.",
    },
  ],
};
