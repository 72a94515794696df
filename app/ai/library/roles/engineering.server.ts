import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "engineering",
  label: "Engineer (Civil, Mechanical, Electrical, Hardware)",
  matchPhrases: [
    "civil engineer",
    "mechanical engineer",
    "electrical engineer",
    "hardware engineer",
    "structural engineer",
    "manufacturing engineer",
    "process engineer",
    "design engineer",
    "project engineer",
    "controls engineer",
    "electronics engineer",
    "aerospace engineer",
    "chemical engineer",
    "geotechnical engineer",
    "hvac engineer",
    "mep engineer",
    "professional engineer",
    "civil engineering",
    "mechanical engineering",
    "electrical engineering",
    "hardware engineering",
    "structural engineering",
    "pcb design",
  ],
  summary:
    "Your work lives in drawings, calculations, specs, RFIs, test reports, design reviews and a lot of email with contractors, suppliers and other disciplines. AI helps with the writing around the engineering: spec checklists, test plans, design review minutes and clear reports from site or lab notes. It does not replace your calculations or your stamp: verify every number, code reference and safety-related statement yourself, and keep client drawings and proprietary data out of public AI tools.",
  useCases: [
    "Turn site or lab notes into a clean inspection or test report",
    "Draft clear RFIs and responses to contractor questions",
    "Structure a design review with risks and open questions",
    "Summarize a long spec or standard into a compliance checklist",
    "Track action items from design reviews and coordination meetings",
  ],
  ideas: [
    {
      id: "engineering-field-report",
      kind: "prompt",
      title: "Turn site or lab notes into a clean report",
      subtitle: "Observations, findings, non-conformances and actions from your rough notes",
      description:
        "Paste your notes from a site visit, inspection or test session and get a structured report draft with observations, issues, required actions and open questions. You check every fact and sign off.",
      prompt:
        "You are a senior [civil / mechanical / electrical] engineer who writes clear, factual reports. Turn my notes into a draft [site visit report / inspection report / test report].\n\nProject: [project name or code, no client-confidential details]\nDate and location: [date, site or lab]\nAttendees: [roles]\nMy notes: [paste your notes, including measurements and photo references]\nApplicable spec or standard: [e.g. project spec section 03 30 00, IEC 60068-2-6]\n\nStructure: 1) purpose and scope, 2) observations in numbered items with the measurement or photo reference, 3) findings and non-conformances, each with the requirement it relates to, 4) required actions with owner and due date as [OWNER?] and [DATE?] where unknown, 5) open questions. Keep it factual: do not interpret beyond my notes, do not invent measurements or code clauses, and mark anything unclear with [CHECK].",
      steps: [
        "Remove client names and confidential details from your notes",
        "Paste the notes with measurements and photo references",
        "Check every number and requirement in the draft against your notes",
        "Fill in owners and dates, then issue through your usual review",
      ],
      howToTry: "Take the notes from your last site walk or test session and run them through the prompt.",
      example:
        "A civil engineer's notes from a slab pour ('slump 4.5 in at truck 3, spec 4 +/- 1, rebar cover at grid C/4 looked tight, photo 12') become a report listing the slump as compliant and a non-conformance item for cover at C/4 with [OWNER?] to verify.",
      difficulty: "Beginner",
      benefits: [
        "Reports issued the same day as the visit",
        "A consistent, auditable structure",
        "Open questions and actions never get lost",
      ],
      whyItHelps:
        "Report writing eats the evenings of many engineers, and late reports delay decisions on site. A structured first draft keeps the facts yours and the formatting quick.",
    },
    {
      id: "engineering-spec-checklist",
      kind: "prompt",
      title: "Turn a long spec section into a compliance checklist",
      subtitle: "Shall statements, submittals, tests and hold points pulled into one table",
      description:
        "Paste a specification section or a public standard excerpt and get a checklist of requirements, submittals, tests and inspection hold points, each with its clause number so you can verify it.",
      prompt:
        "You are a meticulous [discipline] engineer reviewing a specification. Here is the text of [spec section or document name]: [paste the text].\n\nExtract every requirement into a table with columns: clause number, requirement in plain words, type (design requirement, material, submittal, test or inspection, hold point, documentation), who is responsible if stated, and verification method if stated. Quote the key words of each requirement so I can find it. After the table, list: requirements that seem ambiguous or conflicting, references to other standards I need to check, and submittals with deadlines. Do not add requirements that are not in the text and do not interpret code compliance; this checklist is for me to verify against the original.",
      steps: [
        "Copy one specification section or standard excerpt you are allowed to share",
        "Run the prompt and open the original next to the table",
        "Spot-check clause numbers and wording",
        "Use the checklist in your submittal or inspection plan",
      ],
      howToTry: "Paste one spec section from your current project, such as a pipe or cable installation section, and review the table.",
      example:
        "A mechanical engineer pastes a 12-page HVAC ductwork section and gets 47 requirements, 6 submittals (including a leakage test report), 3 hold points, and a flag that two clauses give different pressure classes for the same duct.",
      difficulty: "Beginner",
      benefits: [
        "Requirements no longer buried in prose",
        "Conflicts found before they become RFIs",
        "A ready checklist for submittals and inspections",
      ],
      whyItHelps:
        "Missed requirements cause rework, failed inspections and claims. A clause-referenced checklist makes review faster and easier to verify against the source.",
    },
    {
      id: "engineering-rfi-log",
      kind: "build",
      title: "An RFI and action log with drafted responses",
      subtitle: "Track questions, owners and due dates across disciplines, with clear AI-drafted wording",
      description:
        "Build an app to log RFIs and technical queries, assign owners and due dates, and draft clear questions and responses from rough notes. It shows what is overdue and what is blocking the site or build.",
      prompt:
        "Build an RFI and technical query log web app for an engineering team on [type of project, e.g. building projects / a product development program]. Data: RFIs (number, title, question, discipline, raised by, raised date, assigned to, due date, status: draft, open, answered, closed, impact: none, cost, schedule, safety, references to drawings or documents, response text). Screens: 1) a table with filters by status, discipline and assignee, highlighting overdue items and items with schedule or safety impact, 2) an RFI form where I write rough notes and click 'Draft question' to get a clear, specific question with references, 3) a response form with 'Draft response' that turns an engineer's notes into a clear answer, marked as draft until an engineer approves it, 4) a weekly summary page of open and overdue RFIs. Auto-number RFIs.",
      steps: [
        "Paste the prompt into Lovable and build the log",
        "Enter your current open RFIs or technical queries",
        "Try drafting one question from rough notes",
        "Use the weekly summary in your coordination meeting",
      ],
      howToTry: "Build the log and enter the three oldest open questions on your current project.",
      example:
        "A structural engineer types 'beam B12 conflicts with duct at level 3, who moves?' and gets 'RFI-014: Clash between steel beam B12 and supply duct at Level 3 grid D/5 (ref S-301, M-301). Please confirm whether the duct can be rerouted below the beam...', flagged with schedule impact.",
      difficulty: "Intermediate",
      benefits: [
        "Clear questions get faster answers",
        "Overdue and high-impact items stand out",
        "A record of every decision and its reference",
      ],
      whyItHelps:
        "Vague RFIs bounce back and forth and delay work. Clear wording and a visible log shorten the loop between site, design and suppliers.",
      whatToBuild:
        "Screens: RFI table with filters and overdue highlighting, RFI form with 'Draft question', Response form with 'Draft response' and an approval checkbox, Weekly summary. Data: RFIs table as described plus a history of status changes. Actions: 'New RFI' auto-numbers; 'Draft question' and 'Draft response' send notes to an AI step and return editable text; 'Approve' records the approving engineer and marks it answered; 'Close' closes it; the summary page lists open and overdue RFIs by discipline.",
    },
    {
      id: "engineering-test-plan-builder",
      kind: "build",
      title: "A test plan and results tracker for prototypes",
      subtitle: "From requirements to test cases to pass or fail, in one traceable app",
      description:
        "Build an app that links requirements to test cases, records results and builds a test summary report. AI helps draft test cases from a requirement; you decide methods, limits and pass criteria.",
      prompt:
        "Build a test management web app for a [hardware / mechanical / electrical] product team working on [product type]. Data: Requirements (ID, text, source, priority), Test cases (ID, linked requirement, objective, setup and equipment, procedure steps, pass criteria, standard referenced), Test runs (test case, unit serial number, date, tester, measured values, result: pass, fail, blocked, notes, attachments). Screens: 1) requirements list showing coverage (how many test cases and latest result each), 2) a test case editor with a 'Draft test case' button that uses AI to propose objective, setup and steps from the requirement text, with pass criteria left as [ENGINEER TO SET], 3) a test run form for recording results, 4) a summary report page showing coverage, pass rate per requirement and open failures, exportable as PDF. Include CSV import for requirements.",
      steps: [
        "Paste the prompt into Lovable and build the app",
        "Import ten requirements from your current spec",
        "Draft test cases and set pass criteria yourself",
        "Record results from your next test session",
      ],
      howToTry: "Build it and draft test cases for three requirements from your current prototype.",
      example:
        "An electrical engineer imports 'REQ-021: Unit shall operate from 9 to 36 VDC input'; the drafted test case sets up a programmable supply and load sweep, she sets pass criteria, and the report shows REQ-021 passed on two of three units.",
      difficulty: "Intermediate",
      benefits: [
        "Traceability from requirement to result",
        "Test cases drafted faster",
        "A summary report without spreadsheet gymnastics",
      ],
      whyItHelps:
        "Requirements, test procedures and results often live in separate files, and coverage gaps are found late. One traceable view makes design reviews and certification prep smoother.",
      whatToBuild:
        "Screens: Requirements list with coverage, Test case editor with 'Draft test case', Test run form, Summary report with PDF export, CSV import. Data: Requirements, Test cases and Test runs tables linked by IDs. Actions: 'Import CSV' loads requirements; 'Draft test case' sends requirement text to an AI step that proposes objective, setup and steps while leaving pass criteria for the engineer; 'Record run' saves measured values and result; the report recalculates coverage and pass rates.",
    },
    {
      id: "engineering-standards-watch",
      kind: "agent",
      title: "Standards, codes and recalls watch for your discipline",
      subtitle: "A weekly digest of public updates to codes, standards, recalls and safety notices",
      description:
        "An agent that reads public RSS feeds and newsletters from standards bodies, regulators and recall databases, filters for your discipline and products, and sends a weekly digest with what to check.",
      prompt:
        "You are a technical librarian for a [discipline] engineering team working on [types of projects or products] in [countries or states]. Standards and codes we rely on: [list, e.g. ASCE 7, ACI 318, IEC 62368-1, NFPA 70]. Here are this week's items from public feeds of standards bodies, regulators, recall databases and industry news: [pass in the items].\n\nKeep only items relevant to our codes, products or projects. For each: what changed or was announced, source and link, effective date if stated, which of our standards or project types it touches, and a suggested check (for example, review clause changes before the next design submission). Clearly separate confirmed changes from proposals or drafts out for comment. Do not interpret the technical content beyond the item; a qualified engineer must read the source.",
      steps: [
        "Collect public RSS feeds or newsletters from your standards bodies and regulators",
        "Add recall or safety notice feeds relevant to your products",
        "In Relay.app, run a weekly workflow that gathers the items",
        "Add the AI step and email the digest to yourself",
      ],
      howToTry: "Paste this month's newsletter from one standards body into the prompt and see what it flags.",
      example:
        "An electrical engineer's digest notes a recall of a breaker model used in two past projects (check installed units) and a draft revision of a product safety standard out for public comment until March.",
      difficulty: "Intermediate",
      benefits: [
        "Code and standard changes never surprise you",
        "Relevant recalls spotted quickly",
        "Uses public feeds only",
      ],
      whyItHelps:
        "Code cycles, recalls and safety notices affect designs and installed equipment, but tracking them is nobody's full-time job. A filtered weekly digest keeps the team informed.",
      whatToDo:
        "Trigger: every Monday at 8am. Steps: 1) read the past week's items from public RSS feeds and newsletters (standards bodies, regulators, recall and safety notice databases, trade press), 2) an AI step filters for your codes, products and project types and writes a short entry with a suggested check for each, 3) email the digest to you or post it to a team channel. Output: a weekly standards and safety digest, built only from public sources.",
    },
    {
      id: "engineering-meeting-actions",
      kind: "agent",
      title: "Design review minutes and action tracker",
      subtitle: "From a meeting transcript to minutes, decisions and tracked actions",
      description:
        "An agent that takes the transcript or notes of a design review or coordination meeting, drafts minutes with decisions and actions, adds actions to a tracker and sends reminders. You approve the minutes before they go out.",
      prompt:
        "You are the project engineer taking minutes for a [design review / coordination meeting] on [project]. Here is the transcript or notes: [pass in the transcript or notes].\n\nWrite minutes with: 1) attendees and roles, 2) decisions made, each with the reason given, 3) action items with owner, due date and the drawing, document or part number they relate to (write [OWNER?] or [DATE?] when not stated), 4) risks and open issues raised, 5) items deferred to the next meeting. Be precise with numbers, units and references exactly as stated; if something is unclear or contradictory in the transcript, list it under 'To confirm' instead of guessing. Keep the tone neutral and factual.",
      steps: [
        "Record or take notes in your meeting tool and save the transcript to a folder",
        "In Relay.app, trigger on new transcripts in that folder",
        "Add the AI step and a human approval step for the minutes",
        "Add approved actions to a Google Sheet tracker and email reminders before due dates",
      ],
      howToTry: "Paste the notes from your last design review into the prompt and compare with the official minutes.",
      example:
        "A mechanical design review transcript becomes minutes recording the decision to switch the bracket from 6061 to 7075 aluminum 'for fatigue margin', with an action for the stress engineer to rerun the analysis by the 14th, and 'To confirm: torque value for M8 bolts'.",
      difficulty: "Advanced",
      benefits: [
        "Minutes out within the hour",
        "Decisions recorded with their reasons",
        "Actions tracked and chased automatically",
      ],
      whyItHelps:
        "Design decisions without recorded reasons get reopened, and actions without owners slip. Fast, accurate minutes keep the project moving and auditable.",
      whatToDo:
        "Trigger: a new transcript or notes file in your 'Meeting transcripts' folder. Steps: 1) read the file, 2) an AI step drafts minutes with decisions, actions, risks and items to confirm, 3) a human approval step lets you edit before anything is shared, 4) approved actions are added as rows to a Google Sheet tracker, 5) two days before each due date, the owner gets a reminder email. Output: approved minutes and a live action tracker. Use a company-approved AI tool for confidential projects.",
    },
    {
      id: "engineering-explain-to-client",
      kind: "creative",
      title: "Explain your design to a 10-year-old, then to your client",
      subtitle: "A playful way to find plain words for tricky engineering trade-offs",
      description:
        "Ask AI to explain a design choice you made as if to a curious 10-year-old, then to a non-technical client. Fun to read, and great practice for the next client or stakeholder meeting.",
      prompt:
        "I am a [civil / mechanical / electrical] engineer. Here is a design decision I made and why: [describe the decision, the options considered and the trade-offs, without confidential details].\n\nExplain it three ways: 1) to a curious 10-year-old, using an everyday analogy (toys, kitchens, sports), in about 100 words, 2) to a non-technical client or building owner who cares about cost, schedule and risk, in about 120 words, 3) as a one-sentence version for a slide. Keep the engineering correct: if an analogy oversimplifies something important, say what it leaves out. Finally, suggest two questions the client is likely to ask and short, honest answers.",
      steps: [
        "Pick a recent design choice you had to defend",
        "Describe the options and the trade-offs in a few sentences",
        "Run the prompt and check the analogies are fair",
        "Use the client version in your next meeting or email",
      ],
      howToTry: "Describe the last design decision a client questioned and run the prompt now.",
      example:
        "A structural engineer explaining why a transfer beam is deeper than the architect wanted gets 'it's like a bookshelf holding more books: a thicker shelf sags less', plus a client version about avoiding costly column changes below.",
      difficulty: "Beginner",
      benefits: [
        "A fun, low-risk first try with AI",
        "Plainer language for clients and stakeholders",
        "Anticipated questions with honest answers",
      ],
      whyItHelps:
        "Good engineering is often lost in translation to clients and managers. Practicing plain explanations makes meetings shorter and decisions faster.",
    },
  ],
};
