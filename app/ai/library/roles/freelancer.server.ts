import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "freelancer",
  label: "Freelancer or Solopreneur",
  matchPhrases: [
    "freelancer",
    "freelance",
    "solopreneur",
    "self-employed",
    "self employed",
    "independent contractor",
    "independent professional",
    "one-person business",
    "solo business",
    "upwork",
    "fiverr",
  ],
  summary:
    "You are the talent, the salesperson, the project manager and the accounts department, whatever your craft. AI helps you with everything around the work: tighter proposals, clear scopes that prevent scope creep, client updates, invoices and follow-ups, and content that keeps new clients finding you. You still set your prices and sign your contracts, so have anything legal or tax-related checked by a professional, and keep client-confidential material out of public AI tools.",
  useCases: [
    "Turn a client brief into a proposal with a clear scope and price options",
    "Handle scope creep with a polite, firm change request",
    "Send short weekly client updates without the Sunday-night scramble",
    "Keep a simple pipeline of leads, proposals and invoices",
    "Repurpose finished projects into case studies and posts",
  ],
  ideas: [
    {
      id: "freelancer-proposal-builder",
      kind: "prompt",
      title: "Turn a client brief into a proposal with three options",
      subtitle: "Scope, deliverables, timeline and good-better-best pricing from a discovery call",
      description:
        "Paste a client's brief or your discovery call notes and get a proposal with a clear problem statement, scope, exclusions, timeline and three pricing options. You set the prices.",
      prompt:
        "You are an experienced freelance [your craft, e.g. brand designer / copywriter / developer / bookkeeper] who writes proposals that win work without overpromising. Here are my notes from the discovery call or the client's brief: [paste notes, without confidential details].\nMy rates or package prices: [paste]\nMy availability: [e.g. can start May 6, about 15 hours a week]\n\nWrite a proposal with: 1) the client's goal in their words, 2) my understanding of the problem, 3) three options (essential, recommended, premium) with deliverables, number of revision rounds, timeline and the price from my rates (write [PRICE?] if unclear), 4) what is not included, 5) what I need from the client and by when, 6) payment terms: [e.g. 50% upfront], 7) next step to get started. Keep it to about one page, confident and plain.",
      steps: [
        "Paste your notes from the discovery call or the client brief",
        "Add your rates, availability and payment terms",
        "Check every deliverable and price before sending",
        "Send within 24 hours of the call",
      ],
      howToTry: "Use the notes from your most recent discovery call and compare the draft with the proposal you sent.",
      example:
        "A freelance web designer pastes notes from a call with a yoga studio and gets three options: a 5-page site refresh, a refresh plus booking integration (recommended) and a full rebuild with copywriting, each with two revision rounds and clear exclusions like 'no photography'.",
      difficulty: "Beginner",
      benefits: [
        "Proposals out faster, while the client is keen",
        "Options that make 'yes' easier than 'no'",
        "Clear exclusions that prevent scope creep",
      ],
      whyItHelps:
        "Freelancers lose work to slow proposals and lose money to vague scopes. A structured proposal with options fixes both.",
    },
    {
      id: "freelancer-scope-creep-reply",
      kind: "prompt",
      title: "Reply to scope creep kindly and firmly",
      subtitle: "A friendly change request that protects the relationship and your time",
      description:
        "Paste the client's new request and your original scope, and get a warm reply that says yes to the idea, explains it is outside scope and offers clear options with a price and timeline.",
      prompt:
        "You are a calm, experienced freelancer coach. Help me reply to a client request that is outside our agreed scope.\n\nOriginal scope and price: [paste the relevant part of the proposal or contract]\nThe client's new request: [paste their message]\nHow I feel about the work: [e.g. happy to do it / would rather not / only after launch]\nMy rate for extra work: [rate]\n\nWrite a reply of under 170 words that: thanks them and shows enthusiasm for the idea, explains kindly that it is outside the agreed scope with a specific reference to what was agreed, offers two or three options (add it as a paid change with price and timeline impact, swap it for something in scope, or schedule it as a phase two), and asks them to confirm in writing. Friendly and confident, not apologetic or defensive.",
      steps: [
        "Find the original scope in your proposal or contract",
        "Paste the client's request and your rate",
        "Adjust the options to what you are willing to do",
        "Send, and keep their written confirmation with your contract",
      ],
      howToTry: "Think of the last 'can you just quickly...' request you got and run it through the prompt.",
      example:
        "A freelance copywriter hired for five blog posts is asked to 'also write the newsletter'; the reply welcomes the idea, notes it is not in the five-post scope, and offers a newsletter add-on at her rate or swapping it for the fifth post.",
      difficulty: "Beginner",
      benefits: [
        "Get paid for extra work",
        "No awkward, overthought emails",
        "Relationships stay warm",
      ],
      whyItHelps:
        "Unpaid extras are one of the biggest profit leaks for freelancers. Having the words ready makes it easier to protect your time without losing the client.",
    },
    {
      id: "freelancer-pipeline-board",
      kind: "build",
      title: "A freelance pipeline and income tracker",
      subtitle: "Leads, proposals, active projects and invoices on one board with a monthly income view",
      description:
        "Build a small app to track every lead from first contact to paid invoice, with expected and actual income by month. See at a glance whether next month is full, thin or overbooked.",
      prompt:
        "Build a freelance business tracker web app for a [your craft] freelancer. Data: Clients (name, company, email, source: referral, website, platform, social), Deals (client, project name, stage: lead, discovery call, proposal sent, won, lost, value, expected start, expected end, hours estimated, notes), and Invoices (deal, number, amount, issue date, due date, status: draft, sent, paid, overdue). Screens: 1) a pipeline board with one column per stage and drag-and-drop, 2) a monthly income view showing expected income from won deals and weighted income from proposals, plus paid and overdue invoices, 3) a capacity view comparing booked hours per week with my available hours of [hours], 4) a 'Follow up' list of proposals sent more than [5] days ago and overdue invoices. Add an AI button on a deal that drafts a short, friendly follow-up email.",
      steps: [
        "Paste the prompt into Lovable and build the board",
        "Add your current leads, projects and unpaid invoices",
        "Check the income and capacity views",
        "Use the Follow up list every Monday",
      ],
      howToTry: "Build the pipeline board and add every open lead and proposal you have right now.",
      example:
        "A freelance illustrator sees that June is fully booked but August has only one small project, and the Follow up list reminds her that a children's book publisher has not answered a proposal sent nine days ago.",
      difficulty: "Intermediate",
      benefits: [
        "Feast-or-famine months spotted in advance",
        "No forgotten proposals or invoices",
        "Clear view of your real capacity",
      ],
      whyItHelps:
        "Freelance income swings because marketing stops when you are busy. Seeing next month's pipeline now tells you when to start looking for work.",
      whatToBuild:
        "Screens: Pipeline board, Monthly income view, Capacity view, Follow up list, Client and deal details. Data: Clients, Deals and Invoices tables as described. Actions: dragging a deal changes its stage; 'Won' prompts for start and end dates; 'Add invoice' creates an invoice for a deal; 'Mark paid' updates income; the Follow up list shows stale proposals and overdue invoices; 'Draft follow-up' sends deal details to an AI step for a short email you can copy.",
    },
    {
      id: "freelancer-client-portal",
      kind: "build",
      title: "A simple client portal for project updates and approvals",
      subtitle: "One link per client with status, next steps, files and approvals",
      description:
        "Build a lightweight portal where each client sees their project's status, milestones, files and what you need from them, and approves deliverables with one click. Fewer 'just checking in' emails.",
      prompt:
        "Build a client portal web app for my freelance [craft] business. Data: Projects (client name, title, start date, status, private link), Milestones (project, name, due date, status: not started, in progress, waiting on client, done), Updates (project, date, text), Deliverables (project, name, link to file, version, status: in review, changes requested, approved, client comment). Screens: 1) my admin dashboard listing all projects and anything waiting on clients, 2) a project editor where I add milestones, deliverables and updates, with a 'Polish update' button that uses AI to turn my rough notes into a short, friendly client update, 3) a client page reached by a private link showing status, milestones, latest updates, what I need from them and deliverables with 'Approve' or 'Request changes' buttons and a comment box. Email me when a client approves or requests changes.",
      steps: [
        "Paste the prompt into Lovable and build the portal",
        "Set up one real project with milestones",
        "Share the private link with a friendly client",
        "Post an update each week and use approvals for deliverables",
      ],
      howToTry: "Build the client page and set up your current project as a test before sharing it.",
      example:
        "A freelance video editor posts 'Cut 2 uploaded, color still to do, need logo files by Thursday'; the client sees a polished update, downloads the cut, and clicks 'Request changes' with a note about the intro music.",
      difficulty: "Intermediate",
      benefits: [
        "Clients always know where things stand",
        "Written approvals for every deliverable",
        "Looks professional next to agencies",
      ],
      whyItHelps:
        "Status questions and approvals buried in email threads cost you time and cause disputes. A portal gives clients confidence and gives you a clear record.",
      whatToBuild:
        "Screens: Admin dashboard, Project editor, Client page (private link, no login). Data: Projects, Milestones, Updates and Deliverables tables as described. Actions: 'Add milestone' and 'Add deliverable' update the client page; 'Polish update' sends rough notes to an AI step and saves the edited update; on the client page 'Approve' and 'Request changes' set the deliverable status, store the comment and email you.",
    },
    {
      id: "freelancer-lead-finder",
      kind: "agent",
      title: "Daily shortlist of freelance gigs that fit you",
      subtitle: "Filters public job boards and gig feeds, scores fit and drafts a first line for each",
      description:
        "An agent that reads new postings from public freelance job boards and RSS feeds, keeps the ones that fit your skills, rate and availability and sends a short daily shortlist with a drafted opening line for each.",
      prompt:
        "You are a business development assistant for a freelance [craft] who specializes in [niche]. My ideal projects: [describe]. My minimum budget or rate: [amount]. Red flags: [e.g. unpaid tests, 'exposure', vague scope]. Here are today's new postings: [pass in the postings].\n\nScore each posting from 0 to 5 for fit and keep only 3 and above. For each: title, client or platform, budget if stated, link, two sentences on why it fits, any red flags, and a personalized first line for my pitch that refers to something specific in the posting (no generic flattery). Sort by score. Do not guess budgets that are not stated. End with one pattern you noticed, such as a type of client or skill that keeps appearing.",
      steps: [
        "Pick public job boards or RSS feeds in your niche and send alerts to a Gmail label",
        "In Relay.app, create a daily workflow on that label or feed",
        "Add the AI step with your niche, rate and red flags",
        "Email yourself the shortlist every morning",
      ],
      howToTry: "Copy ten postings from your favorite job board and run the prompt by hand to tune your criteria.",
      example:
        "A freelance UX writer's morning email shows three postings out of forty, topped by a fintech startup needing onboarding copy (score 5), with the opener 'Your note about users dropping off at identity verification caught my eye...'",
      difficulty: "Intermediate",
      benefits: [
        "Less time scrolling job boards",
        "Better pitches with specific openers",
        "Red flags filtered out early",
      ],
      whyItHelps:
        "Searching and pitching can eat a day a week. A scored shortlist with a strong first line lets you pitch the right projects quickly.",
      whatToDo:
        "Trigger: every weekday at 7am. Steps: 1) collect new postings from public job board RSS feeds and alert emails under your 'Gigs' Gmail label, 2) an AI step scores each against your niche, rate and red flags and drafts an opening line for good fits, 3) email you the shortlist. Output: a daily email of the best three to five gigs with drafted openers. It uses only public postings and your own inbox.",
    },
    {
      id: "freelancer-weekly-client-update",
      kind: "agent",
      title: "Friday client updates drafted from your week",
      subtitle: "Turns your calendar, time log and notes into a short update for each active client",
      description:
        "An agent that gathers your week's calendar events, time entries and notes per client each Friday and drafts a short update email for each: what got done, what is next, what you need. You review and send.",
      prompt:
        "You are my assistant writing weekly client updates. For client [client name], here is this week's information: calendar events [pass in], time entries [pass in], my notes [pass in], next week's plan [pass in].\n\nWrite an update email of under 150 words with: a friendly one-line opener, 'Done this week' (three to five bullets in client-friendly language, no internal jargon), 'Next week' (two to four bullets), 'Needed from you' (specific items with the date I need them), and hours used this week and to date against the [budget or retainer] if I provided them. If anything is behind schedule, say so plainly with the new expected date. Do not invent progress that is not in my notes.",
      steps: [
        "Tag calendar events and time entries with the client name",
        "In Relay.app, schedule a workflow every Friday at 2pm",
        "Gather the week's events, time entries and notes per client",
        "Add the AI step and save each update as a Gmail draft for review",
      ],
      howToTry: "Paste this week's notes for one client into the prompt and send the update today.",
      example:
        "A freelance developer opens four Gmail drafts on Friday afternoon; one tells a client that the checkout page is done, the email integration is next, he needs API keys by Tuesday, and 22 of 40 retainer hours are used.",
      difficulty: "Intermediate",
      benefits: [
        "Clients feel informed without asking",
        "Hours and blockers stated clearly",
        "Friday admin done in minutes",
      ],
      whyItHelps:
        "Regular updates are what clients remember when they decide to rehire or refer you. Drafting them from data you already have makes consistency easy.",
      whatToDo:
        "Trigger: every Friday at 2pm. Steps: 1) for each active client, gather this week's calendar events, time tracker entries (e.g. Toggl or Harvest) and notes from a Google Doc or Notion page, 2) an AI step drafts the update, 3) save each update as a Gmail draft addressed to the client. Output: ready-to-review weekly update drafts, one per client. It uses only your own calendar, time log and notes.",
    },
    {
      id: "freelancer-alter-ego",
      kind: "creative",
      title: "Interview your future self, five years into freelancing",
      subtitle: "A playful conversation that clarifies your niche, pricing and the work you want more of",
      description:
        "Ask AI to play you, five years from now, running the freelance business you want, and interview it. Fun and a little moving, and it usually reveals your niche and next step.",
      prompt:
        "Play the role of me, five years from now, running a thriving freelance [craft] business. Here is where I am today: [describe your clients, services, rates, what you love and what drains you]. Here is what I hope for: [income, hours, type of clients, lifestyle].\n\nI will interview you. Start by introducing yourself in three sentences: what you do, for whom, and what a typical week looks like. Then answer my questions one at a time, staying realistic: no overnight success, and mention the hard decisions you made along the way (clients you stopped working with, prices you raised, skills you learned). My first question: [e.g. What was the first thing you changed?]. After five questions, step out of the role and summarize three concrete next steps for me this quarter.",
      steps: [
        "Describe your business today and what you hope for",
        "Run the prompt and ask five questions",
        "Note the decisions your future self made",
        "Pick one next step for this month",
      ],
      howToTry: "Run the prompt tonight and ask your future self 'What did you stop doing?'",
      example:
        "A generalist freelance designer's 'future self' explains she stopped taking logo-only projects, niched into packaging for food brands, and raised her day rate twice; the next step is to reach out to three local food makers.",
      difficulty: "Beginner",
      benefits: [
        "A fun, reflective first use of AI",
        "Clarity on niche and positioning",
        "Concrete next steps, not just dreams",
      ],
      whyItHelps:
        "Freelancers rarely step back from client work to think about the business. A playful conversation makes strategy feel approachable.",
    },
  ],
};
