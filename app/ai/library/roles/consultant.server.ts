import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "consultant",
  label: "Consultant",
  matchPhrases: [
    "management consultant",
    "independent consultant",
    "strategy consultant",
    "business consultant",
    "freelance consultant",
    "principal consultant",
    "senior consultant",
    "associate consultant",
    "management consulting",
    "strategy consulting",
    "consulting",
    "consultancy",
    "consultant",
    "fractional",
  ],
  summary:
    "Your work is turning ambiguous client problems into clear answers: scoping, interviews, analysis, storylines and the proposals that win the next engagement. AI helps you structure problems faster, synthesize interviews, draft executive summaries and keep client communication crisp, so more of your billable time goes to insight. Protect client confidentiality: anonymize details in public AI tools or use the tools your clients approve, and keep your professional judgment on every recommendation.",
  useCases: [
    "Break a client problem into a hypothesis-driven issue tree",
    "Turn findings into an executive summary and slide storyline",
    "Draft proposals and statements of work from a scoping call",
    "Synthesize stakeholder interviews into themes and evidence",
    "Send clients timely, relevant industry insights between engagements",
  ],
  ideas: [
    {
      id: "consultant-issue-tree",
      kind: "prompt",
      title: "Hypothesis-driven issue tree from a client problem",
      subtitle: "Structure a fuzzy problem into MECE branches, hypotheses and the analyses to test them",
      description:
        "Describe the client's problem and get a mutually exclusive, collectively exhaustive issue tree with hypotheses, the data needed to test each one and an interview plan.",
      prompt:
        "You are an engagement manager at a top strategy consulting firm. The client problem, anonymized: [e.g. 'A regional grocery chain's margins fell 3 points in two years']. Context: [industry, size, what the client believes is happening, constraints]. Engagement length: [weeks].\n\nProduce:\n1. A crisp key question in the form 'How can [client] ... by [when]?'.\n2. An issue tree with 3-4 first-level branches and 2-4 sub-branches each. Check that branches are mutually exclusive and collectively exhaustive, and say where they are not.\n3. A hypothesis for each leaf, labeled as a hypothesis.\n4. For each hypothesis: the analysis, the data source and whether it is likely available.\n5. A prioritized list of the five hypotheses to test first, with reasoning.\n6. Ten questions for the first round of stakeholder interviews.",
      steps: [
        "Write the problem in anonymized terms, without the client's name",
        "Run the prompt and redraw the tree in your own structure",
        "Check the prioritized hypotheses against what you know about the client",
        "Turn the data list into your first data request",
      ],
      howToTry: "Take a problem from a current or recent engagement, anonymize it, and compare the AI's tree with the one you built.",
      example:
        "For 'a mid-size insurer losing agents to competitors', the tree splits into compensation, tools, product competitiveness and service; the first hypothesis to test is that commission payment delays drive exits.",
      difficulty: "Beginner",
      benefits: ["Faster problem structuring", "Fewer missing branches", "A data request ready on day one"],
      whyItHelps:
        "The first days of an engagement set its direction. A strong starting structure lets you spend kickoff time validating hypotheses instead of drawing trees.",
    },
    {
      id: "consultant-executive-storyline",
      kind: "prompt",
      title: "Executive summary and storyline from your findings",
      subtitle: "Turn analysis into a top-down story with action titles for every slide",
      description:
        "Paste your key findings and get an executive summary built on the pyramid principle, plus a slide-by-slide storyline with action titles.",
      prompt:
        "You are a partner at a consulting firm known for clear, top-down communication using the pyramid principle. The audience: [e.g. the client's CEO and executive team]. The key question: [question]. Our findings and supporting data, anonymized if needed: [paste bullet findings with numbers]. Our recommendation: [recommendation, or 'help me form one'].\n\nProduce:\n1. An executive summary of no more than 8 lines: the answer first, then three supporting arguments, each with its strongest evidence.\n2. A storyline of 10-15 slides, each with an action title (a full sentence that states the takeaway) and the chart or content that proves it.\n3. The three objections the audience is most likely to raise, and which slide answers each.\n4. Any finding that does not support the story, and where it belongs.\n\nDo not add numbers that are not in my findings.",
      steps: [
        "List your findings as bullets with the numbers that support them",
        "State the recommendation you are leaning toward",
        "Run the prompt and test the action titles by reading only them",
        "Build the deck from the storyline and check each number against your analysis",
      ],
      howToTry: "Paste the findings from your current workstream and read only the action titles out loud to see if the story holds.",
      example:
        "Findings on a manufacturer's late deliveries become an answer-first summary ('Fix scheduling, not capacity') with action titles such as 'Two plants run at 70% while orders wait for changeovers'.",
      difficulty: "Beginner",
      benefits: ["Clear answer-first communication", "A storyline before building slides", "Objections anticipated"],
      whyItHelps:
        "Executives read the summary and the titles, often nothing else. Getting the storyline right before building slides saves late nights of rework.",
    },
    {
      id: "consultant-proposal-builder",
      kind: "build",
      title: "Proposal and statement of work builder",
      subtitle: "From scoping-call notes to a structured proposal with three pricing options",
      description:
        "Build an app that turns your scoping-call notes into a structured proposal draft: objectives, approach, deliverables, timeline, assumptions and tiered pricing you set yourself.",
      prompt:
        "Build a web app called 'Proposal Studio' for an independent consultant. Screens: (1) a Proposals list with client alias, title, value, status (Draft, Sent, Won, Lost) and date; (2) a New Proposal form: client alias, industry, scoping-call notes, objectives, constraints, and three pricing options I enter (for example Diagnostic, Full engagement, Full plus implementation support) with price and duration; (3) a Draft page where an AI model turns the notes into sections: context, objectives, approach by phase, deliverables, timeline, team, assumptions and out of scope, client responsibilities, and the three options, all editable; (4) a Library page for reusable text: my bio, case study summaries and standard terms: [paste your standard sections]. Add 'Copy as text' and 'Download as document' buttons. The AI must never set prices; it uses only the options I enter.",
      steps: [
        "Collect your standard bio, case studies and terms",
        "Paste the build prompt into Lovable with those sections",
        "Enter notes from a recent scoping call and generate a draft",
        "Edit the draft and compare it with a proposal you sent before",
      ],
      howToTry: "Paste the prompt into Lovable and generate a proposal from the notes of your last scoping call.",
      example:
        "Notes from a call with a nonprofit about donor retention become a proposal with a four-week diagnostic, an eight-week program option and clear out-of-scope items like CRM migration.",
      difficulty: "Intermediate",
      benefits: ["Proposals out within a day of the call", "Consistent structure and terms", "Tracks win rate over time"],
      whyItHelps:
        "Speed and clarity after a scoping call win work. A structured first draft lets you spend your time on the approach and the pricing judgment.",
      whatToBuild:
        "Screens: Proposals list with status, New Proposal form, an editable Draft page and a reusable text Library. Data kept: Proposals (client alias, industry, notes, objectives, options with price and duration, generated sections, status, dates) and LibraryItems. Actions: generate sections with an AI step, edit and save, copy or download the proposal, and update the status to track wins.",
    },
    {
      id: "consultant-interview-synthesizer",
      kind: "build",
      title: "Stakeholder interview tracker and synthesizer",
      subtitle: "Log interviews by stakeholder group and pull themes, quotes and disagreements",
      description:
        "Build an app that logs stakeholder interviews during an engagement, tags them by group, and uses AI to synthesize themes, differences between groups and supporting quotes.",
      prompt:
        "Build a web app called 'Interview Synth' for a consulting team. Screens: (1) an Engagements list; (2) an Engagement page with an Interviews table: date, interviewee role (no names), stakeholder group ([e.g. leadership, frontline, customers, partners]), interviewer, and status; (3) an Interview form with structured notes per question from the interview guide, which I paste per engagement: [your interview guide]; (4) a Synthesis page with a button that sends all notes to an AI model and returns: top themes with the number of interviews mentioning each, differences between stakeholder groups, the strongest anonymized quotes, and surprises. Show the interview count per group so gaps are visible. Allow export of the synthesis as text. Remind users on the form not to enter names or identifying details.",
      steps: [
        "Paste your interview guide and stakeholder groups into the build prompt",
        "Build it in Lovable and add one engagement",
        "Log interviews by role and group as you run them",
        "Run the synthesis midway and again at the end",
      ],
      howToTry: "Paste the prompt into Lovable and enter notes from two past interviews, anonymized, to test the synthesis.",
      example:
        "Midway through an operating model review, the synthesis shows leadership calls decision rights 'clear' while frontline managers describe 'three bosses', and flags that no finance interviews are logged yet.",
      difficulty: "Intermediate",
      benefits: ["Synthesis in minutes, not days", "Differences between groups made visible", "Coverage gaps spotted early"],
      whyItHelps:
        "Interview insights get lost in scattered notes. A structured log with on-demand synthesis keeps the team aligned on what stakeholders are saying.",
      whatToBuild:
        "Screens: Engagements list, Engagement page with an Interviews table and counts per group, an Interview notes form based on the guide, and a Synthesis page. Data kept: Engagements (alias, guide questions, groups) and Interviews (role, group, date, interviewer, answers). Actions: log interviews, run an AI synthesis on all notes, and export it. Use a company-approved AI provider for client data.",
    },
    {
      id: "consultant-client-insight-digest",
      kind: "agent",
      title: "Client industry insights you can share every week",
      subtitle: "An agent that reads public industry news and drafts short, useful notes for each client",
      description:
        "An automation that reads public news feeds for your clients' industries each week and drafts a short, relevant insight note you can personalize and send to stay top of mind.",
      prompt:
        "You are a senior consultant who keeps in touch with clients by sharing useful insights, never generic news. Client: [client alias], industry: [industry], their current priorities: [e.g. cost reduction, entering a new region]. This week's public news from their industry: [paste titles, sources, dates and summaries].\n\nPick the one or two items most relevant to their priorities and draft a short note under 120 words:\n1. What happened, in one sentence, with the source link.\n2. Why it might matter for their priorities.\n3. One question it raises for them.\n\nTone: helpful, brief, no selling. If nothing is relevant, reply 'Skip this week'. Do not give legal or financial advice.",
      steps: [
        "List your current and past clients' industries and priorities, using aliases",
        "Find public RSS feeds or news alerts for each industry",
        "In Relay.app, schedule a weekly flow that runs the AI step per client",
        "Review, personalize and send the notes you like from your own email",
      ],
      howToTry: "Paste three recent headlines from one client's industry into the prompt and see which note it drafts.",
      example:
        "For a hospital network client focused on staffing costs, the agent drafts a note on a new state nurse staffing rule, with the link and the question 'How would this affect your agency spend next year?'",
      difficulty: "Intermediate",
      benefits: ["Stay top of mind without selling", "Notes tied to each client's priorities", "Works from public news only"],
      whyItHelps:
        "Repeat work comes from relationships. Thoughtful, relevant notes between engagements show you understand the client's world.",
      whatToDo:
        "Trigger: every Monday morning. Steps: for each client alias, pull the past week's items from that industry's public RSS feeds or news alerts; send them with the client's priorities to an AI step with the prompt; skip clients where the answer is 'Skip this week'. Output: one email to you with draft notes per client, ready to personalize and send yourself.",
    },
    {
      id: "consultant-meeting-to-status",
      kind: "agent",
      title: "Client meeting to status update and action log",
      subtitle: "After each client meeting, get a summary, action items and a status email draft",
      description:
        "An automation that picks up notes or transcripts after a client meeting, extracts decisions and actions, updates your engagement tracker and drafts a status email for your approval.",
      prompt:
        "You are an engagement manager writing a crisp follow-up after a client meeting. Meeting: [title and date]. Engagement: [client alias and workstream]. Notes or transcript: [paste].\n\nProduce:\n1. A summary in three bullets.\n2. Decisions made, each in one line.\n3. Action items in a table: action, owner (client or our team), due date. Mark 'TBD' if no date was agreed.\n4. Open questions and risks to the timeline or scope, including any request that may be out of scope of the current statement of work.\n5. A follow-up email under 150 words to the client sponsor that recaps decisions and next steps in a professional, warm tone.\n\nDo not add commitments that were not made in the meeting.",
      steps: [
        "Use a meeting notes tool your client allows, such as Granola, or type notes",
        "In Relay.app, trigger the flow when new notes are saved after a client meeting",
        "Add the AI step and a human approval step",
        "Send the approved email and append actions to your engagement tracker",
      ],
      howToTry: "Paste your notes from your last client meeting into the prompt and check whether it caught the scope-creep risk.",
      example:
        "After a steering committee, the agent lists two decisions, five actions and flags that 'adding the Canada entity' is outside the current SOW, then drafts the sponsor email.",
      difficulty: "Advanced",
      benefits: ["Same-day follow-ups after every meeting", "Scope creep flagged early", "An up-to-date action log"],
      whyItHelps:
        "Clear follow-ups build client trust, and catching scope creep early protects the engagement. This makes both routine without late-night admin.",
      whatToDo:
        "Trigger: new notes or a transcript saved after a calendar event tagged as a client meeting. Steps: send the notes to an AI step with the prompt; show the summary, actions and email draft to you for approval; send the approved email; append the action items to your engagement tracker sheet. Output: a sent follow-up and an updated action log. Client notes are confidential, so use AI tools your contract and client allow.",
    },
    {
      id: "consultant-infomercial",
      kind: "creative",
      title: "Pitch your consulting practice as a late-night infomercial",
      subtitle: "A playful way to find the plain-language value your clients actually buy",
      description:
        "Ask AI to write an over-the-top infomercial script for your consulting services. It's fun, and the exaggeration shows which benefits are vivid and which are jargon.",
      prompt:
        "You are a comedy writer who scripts late-night infomercials. Write a 90-second infomercial for my consulting practice. What I do: [one or two lines]. Who I help: [ideal client]. The problems they have before working with me: [list 3]. What changes after: [list 3, described qualitatively].\n\nInclude a frustrated 'before' scene, an enthusiastic host, a fake customer testimonial clearly labeled as fictional, and a 'But wait, there's more!' moment. Keep it good-natured.\n\nThen, outside the script, add three honest notes: the benefit that sounded most vivid, the phrase that sounded like consulting jargon, and a plain one-line description of my value I could use on my website.",
      steps: [
        "Write two lines on what you do and for whom",
        "List the problems and the changes your clients describe",
        "Run the prompt and enjoy the script",
        "Test the plain one-line description on your website or LinkedIn headline",
      ],
      howToTry: "Run the prompt with your current service description and read the script to a friend.",
      example:
        "An operations consultant's infomercial features a COO drowning in spreadsheets; the notes flag 'operational excellence transformation' as jargon and suggest 'I help growing companies stop firefighting.'",
      difficulty: "Beginner",
      benefits: ["A fun first use of AI", "Finds your plain-language value", "Fresh copy for your website"],
      whyItHelps:
        "Consultants often describe their work in jargon clients don't use. Exaggeration makes the real, vivid benefits stand out.",
    },
  ],
};
