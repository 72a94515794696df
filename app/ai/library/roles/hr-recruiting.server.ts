import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "hr-recruiting",
  label: "HR and Recruiting Professional",
  matchPhrases: [
    "hr business partner",
    "human resources business partner",
    "talent acquisition",
    "technical recruiter",
    "corporate recruiter",
    "executive recruiter",
    "recruiting coordinator",
    "chief people officer",
    "head of people",
    "vp of people",
    "people operations",
    "people ops",
    "people partner",
    "human resources",
    "hr generalist",
    "hr manager",
    "hr director",
    "talent partner",
    "talent sourcer",
    "sourcer",
    "recruiter",
    "recruiting",
    "hrbp",
    "hr",
  ],
  summary:
    "Your week moves between hiring pipelines, manager questions, onboarding, policies and the occasional hard conversation. AI helps you draft clearer job descriptions, build structured interview kits, answer routine policy questions and keep onboarding consistent, so more of your time goes to people. It drafts and organizes; hiring, pay and employee-relations decisions stay with qualified people, and employee or candidate personal data stays out of public AI tools.",
  useCases: [
    "Turn a hiring manager's intake notes into a clear, inclusive job description",
    "Build structured interview questions and scoring rubrics for a role",
    "Answer routine policy questions from the employee handbook with sources",
    "Run a consistent onboarding plan for every new hire",
    "Stay current on employment law and HR news from public sources",
  ],
  ideas: [
    {
      id: "hr-recruiting-inclusive-job-description",
      kind: "prompt",
      title: "From intake notes to a clear, inclusive job description",
      subtitle: "Separate must-haves from wish lists and remove language that narrows your pool",
      description:
        "Paste the hiring manager's intake notes and get a structured job description with outcomes, real requirements, and flags for exclusionary or inflated language.",
      prompt:
        "You are an experienced talent acquisition partner who writes clear, inclusive job descriptions. Here are the hiring manager's intake notes: [paste notes]. Company and team context: [one or two lines]. Location and work model: [e.g. hybrid, Chicago]. Pay range: [range, if you publish it].\n\nWrite:\n1. A job description with: a two-sentence role summary, what success looks like in the first 6-12 months, 5-7 responsibilities, must-have qualifications (no more than 6), nice-to-haves, and how we work.\n2. A review table flagging any wording that may discourage qualified applicants (gendered words, unnecessary degree requirements, years-of-experience inflation, jargon), with a suggested alternative.\n3. Three questions I should ask the hiring manager to tighten the requirements.\n\nDo not add benefits or pay details I did not provide. Note that pay transparency and legal requirements vary by location and need HR or legal review.",
      steps: [
        "Collect the intake notes from your kickoff with the hiring manager",
        "Fill in context, location and pay range",
        "Run the prompt and review the flagged language with the manager",
        "Check location-specific legal requirements before posting",
      ],
      howToTry: "Paste the intake notes for one open role into the prompt and compare the must-haves it lists with your current posting.",
      example:
        "Notes for a customer success manager listing '10+ years, rockstar, degree required' become a posting with outcome-based success measures, five real must-haves and flags on 'rockstar' and the degree requirement.",
      difficulty: "Beginner",
      benefits: ["Faster first drafts", "A broader, more qualified applicant pool", "Clearer alignment with hiring managers"],
      whyItHelps:
        "Job descriptions shape who applies. A structured draft with flagged language gives you a better conversation with the hiring manager and a posting that attracts the right people.",
    },
    {
      id: "hr-recruiting-interview-kit",
      kind: "prompt",
      title: "Structured interview kit with scoring rubric",
      subtitle: "Behavioral questions and anchored ratings so every candidate is assessed the same way",
      description:
        "Give the role's key competencies and get interview questions, follow-up probes and a 1-4 scoring rubric with behavior examples, ready for an interview panel.",
      prompt:
        "You are an industrial-organizational psychologist helping a recruiter build a structured interview. Role: [job title and level]. The four competencies we assess: [e.g. stakeholder management, problem solving, ownership, communication]. Interview length: [e.g. 45 minutes].\n\nFor each competency provide:\n1. Two behavioral questions ('Tell me about a time...') and one situational question.\n2. Three follow-up probes.\n3. A 1-4 rating scale with a short description of what a 1, 2, 3 and 4 answer sounds like.\n4. Red flags and green flags to listen for.\n\nThen add a one-paragraph note for interviewers on avoiding bias: rate each competency independently, take notes on evidence, and do not compare candidates until all interviews are done. Questions must be job-related and must not touch on protected characteristics.",
      steps: [
        "Agree on the four competencies with the hiring manager",
        "Run the prompt with the role and interview length",
        "Edit the questions to fit your company's context",
        "Share the kit and rubric with every interviewer before the first interview",
      ],
      howToTry: "Run the prompt for a role you are hiring now and share the rubric for one competency with the hiring manager today.",
      example:
        "For a senior data analyst, the kit includes 'Tell me about a time your analysis changed a decision' with probes and a 4-rated answer describing a measurable decision and how the analyst handled pushback.",
      difficulty: "Beginner",
      benefits: ["Fairer, more consistent interviews", "Better debriefs based on evidence", "Less prep time for each new role"],
      whyItHelps:
        "Structured interviews with clear rubrics make assessments more consistent and easier to defend. The AI drafts the kit; your interview panel still makes the hiring decision.",
    },
    {
      id: "hr-recruiting-policy-helper",
      kind: "build",
      title: "Employee handbook Q&A helper with sources",
      subtitle: "Employees ask policy questions and get answers quoted from your handbook, or a route to HR",
      description:
        "Build an internal app that answers common questions like PTO, expenses and leave from your published handbook, shows the section it used, and sends anything unclear to HR.",
      prompt:
        "Build a web app called 'Ask the Handbook' for a company's people team. Screens: (1) an Admin page where HR pastes or uploads handbook sections, each with a title and effective date: [your handbook sections]; (2) an Ask page where an employee types a question and gets an AI answer that uses only the handbook text, quotes the section title it came from, and says 'I'm not sure, please contact HR' with an email link to [HR email] when the handbook doesn't clearly answer; (3) a Questions log for HR showing each question, the answer, whether it was escalated, and a thumbs up or down from the employee. Add a banner: 'Answers come from the handbook and are not legal advice. For personal situations, talk to HR.' Do not store employee names with questions.",
      steps: [
        "Export the current, approved version of your handbook",
        "Paste the build prompt into Lovable and connect an AI step",
        "Load the handbook sections and test 15 common questions",
        "Fix unclear answers by improving the handbook text, then share the app",
      ],
      howToTry: "Paste the prompt into Lovable, load your PTO and expenses sections, and ask it three questions employees asked you this month.",
      example:
        "An employee asks 'Can I carry over unused vacation?' and gets the carry-over rule quoted from the 'Paid Time Off' section; a question about a personal leave situation is routed to HR.",
      difficulty: "Intermediate",
      benefits: ["Fewer repetitive questions for HR", "Consistent answers with sources", "Shows where the handbook is unclear"],
      whyItHelps:
        "Routine policy questions take a large share of HR time. A sourced helper answers the simple ones, and the question log shows which policies need clearer wording.",
      whatToBuild:
        "Screens: Admin (handbook sections with titles and effective dates), Ask (question box, sourced answer, escalation link) and Questions log (question, answer, escalated flag, rating). Data kept: HandbookSections and Questions without employee names. Actions: save sections, ask a question that calls an AI step limited to the handbook text, rate the answer, and escalate to HR by email.",
    },
    {
      id: "hr-recruiting-onboarding-hub",
      kind: "build",
      title: "New hire onboarding hub with 30-60-90 plans",
      subtitle: "One page per new hire with tasks for HR, the manager, IT and the new hire",
      description:
        "Build an app that creates an onboarding plan for each new hire from a template, assigns tasks to each owner, and shows what is done before and after day one.",
      prompt:
        "Build a web app called 'Onboarding Hub' for a people operations team. Screens: (1) a New Hires list with first name, role, start date, manager and percent complete; (2) a New Hire page with tasks grouped into Before day 1, Week 1, Days 30, 60 and 90; each task has an owner type (HR, Manager, IT, New hire, Buddy), due date calculated from the start date, status and notes; (3) a Templates page where HR edits default tasks by department: [list your departments and key onboarding steps]; (4) a simple read-only view for the new hire showing only their own tasks and a welcome note. Highlight overdue tasks and add a 'Copy manager reminder' button that produces a short, friendly message listing the manager's open tasks. Store only work information, no personal documents.",
      steps: [
        "Write down your current onboarding steps by department",
        "Paste the build prompt into Lovable with those steps",
        "Create a plan for your next new hire",
        "Share the read-only view with the new hire and review progress weekly",
      ],
      howToTry: "Paste the prompt into Lovable and create a test plan for a new hire starting next month.",
      example:
        "A plan for a new sales rep shows IT's laptop setup done, the manager's first-week 1:1 overdue, and the reminder button produces a message the HR partner sends to the manager.",
      difficulty: "Intermediate",
      benefits: ["Consistent onboarding for every hire", "Clear owners beyond HR", "Fewer forgotten first-week steps"],
      whyItHelps:
        "Onboarding quality often depends on the manager's memory. A shared plan with due dates makes a good first 90 days the default.",
      whatToBuild:
        "Screens: New Hires list, New Hire plan grouped by phase, Templates editor by department, and a read-only new hire view. Data kept: NewHires (first name, role, start date, manager, department) and Tasks (phase, owner type, due date, status, notes). Actions: create a plan from a template with dates calculated from the start date, update task status, flag overdue tasks, and copy a manager reminder.",
    },
    {
      id: "hr-recruiting-employment-law-digest",
      kind: "agent",
      title: "Weekly employment law and HR news digest",
      subtitle: "An agent that reads public HR and labor news feeds and flags what may affect you",
      description:
        "An automation that gathers the week's items from public HR, labor department and employment law feeds, summarizes them in plain language, and flags which may need follow-up with counsel.",
      prompt:
        "You are an HR policy analyst. Our company has employees in [states or countries], about [headcount] people, in [industry]. Here are this week's items from public HR and employment law sources: [paste titles, sources, dates and summaries].\n\nCreate a digest:\n1. Items likely to affect us, each with a plain-language summary, the jurisdiction, the effective date if stated, and what policy or process it might touch (for example handbook, payroll, hiring, leave).\n2. Items to watch, in one line each.\n3. Items that do not apply, listed briefly.\n\nEnd with: 'This digest is a summary, not legal advice. Confirm changes with employment counsel before updating policy.' Do not speculate beyond the sources.",
      steps: [
        "Pick public sources with RSS feeds, such as your labor department newsroom and reputable HR news sites",
        "In Relay.app, schedule a weekly flow and add the feeds",
        "Add an AI step with your locations and the prompt",
        "Email the digest to yourself and forward relevant items to counsel",
      ],
      howToTry: "Paste this week's headlines from one HR news site into the prompt with your locations and see what it flags.",
      example:
        "A digest for a 300-person company in Colorado and Washington flags a new paid leave rule taking effect in January that affects the leave policy, and lists two federal items to watch.",
      difficulty: "Intermediate",
      benefits: ["Fewer missed regulatory changes", "Plain-language summaries", "Works from public sources only"],
      whyItHelps:
        "Employment rules change often and vary by location. A weekly filtered digest helps you notice what matters early and bring the right questions to counsel.",
      whatToDo:
        "Trigger: every Friday morning. Steps: collect the past week's items from public HR and employment law RSS feeds; remove duplicates; send them to an AI step with your locations, size and industry; format the digest with links to each source. Output: one email with likely-relevant items, items to watch and a reminder that counsel confirms any policy change.",
    },
    {
      id: "hr-recruiting-welcome-sequence",
      kind: "agent",
      title: "New hire welcome and first-week scheduler",
      subtitle: "When an offer is accepted, the agent drafts welcome messages and books first-week sessions",
      description:
        "An automation that starts when a new hire is added to your onboarding form or sheet, drafts a personal welcome email, creates first-week calendar holds and notifies IT and the manager.",
      prompt:
        "You are a people operations coordinator writing warm, practical onboarding messages. New hire details: first name [first name], role [role], team [team], manager [manager's first name], start date [date], work model [onsite, hybrid or remote], office address or video link [location]. Company tone: [e.g. friendly and plain].\n\nWrite:\n1. A welcome email to the new hire under 180 words: what to expect on day one, what to bring or set up, who will greet them, and who to contact with questions.\n2. A short message to the manager listing their first-week to-dos: a 1:1 on day one, introducing a buddy, and setting 30-day goals.\n3. A message to IT with the role and start date.\n\nDo not include salary, personal contact details or anything from the offer letter.",
      steps: [
        "Create a simple form or sheet row that HR fills in when an offer is accepted",
        "In Relay.app, trigger the flow on each new row",
        "Add the AI step and a human review step for the welcome email",
        "Send the emails and create calendar holds for day one and week one",
      ],
      howToTry: "Fill in the prompt for your next new hire and read the welcome email before their start date.",
      example:
        "When 'Priya, Product Designer, starts March 3, hybrid' is added, the agent drafts a welcome email, a manager checklist and an IT request, and books a day-one 1:1 on the manager's calendar after HR approves.",
      difficulty: "Intermediate",
      benefits: ["Every new hire gets a warm welcome", "Managers get clear first-week tasks", "Less manual scheduling"],
      whyItHelps:
        "The time between offer and first day shapes how a new hire feels about the company. This makes a thoughtful welcome happen every time, even in busy weeks.",
      whatToDo:
        "Trigger: a new row in the onboarding sheet or a new form submission with first name, role, team, manager and start date. Steps: send the details to an AI step with the prompt; pause for HR to review the drafts; send the welcome email, the manager message and the IT request; create calendar holds for the day-one 1:1 and a week-one check-in. Output: sent messages and booked sessions. Keep only work details in the flow, and follow your company's data policy if you connect an HR system.",
    },
    {
      id: "hr-recruiting-culture-recipe",
      kind: "creative",
      title: "Write your team culture as a recipe card",
      subtitle: "A playful way to test whether your values show up in everyday behavior",
      description:
        "Ask AI to turn your company values and a few real stories into a recipe card, with ingredients, method and serving notes. It's fun, and it shows which values lack real examples.",
      prompt:
        "You are a cookbook writer with a warm sense of humor. Turn our team culture into a recipe card. Our values: [list 3-5 values]. Real examples of how we live them: [2-4 short, anonymized stories, e.g. 'an engineer paused a launch to fix an accessibility bug'].\n\nWrite the recipe with: a dish name, prep time, ingredients (each value as an ingredient with a measure), method steps based on the stories, serving suggestions, and a 'what can go wrong in the kitchen' note.\n\nThen, outside the recipe, add two honest lines: which value had no real story behind it, and a question we could ask employees to find one.",
      steps: [
        "List your values and a few short, anonymized stories",
        "Run the prompt and read the recipe",
        "Note which value lacked a story",
        "Use the suggested question in your next team meeting or pulse survey",
      ],
      howToTry: "Paste your company values and two recent team wins into the prompt and share the recipe with a colleague.",
      example:
        "A team's 'Customer Obsession Casserole' calls for two cups of listening; the notes point out that 'bold experimentation' had no story and suggest asking 'What did we try this quarter that failed?'",
      difficulty: "Beginner",
      benefits: ["A light first use of AI", "Reveals values without real examples", "A fresh prompt for culture conversations"],
      whyItHelps:
        "Values only matter when they show up in behavior. This playful format makes gaps easy to spot and easy to talk about.",
    },
  ],
};
