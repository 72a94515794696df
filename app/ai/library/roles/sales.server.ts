import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "sales",
  label: "Sales Professional",
  matchPhrases: [
    "sales development representative",
    "business development representative",
    "enterprise account executive",
    "account executive",
    "chief revenue officer",
    "vp of sales",
    "vp sales",
    "head of sales",
    "sales director",
    "director of sales",
    "sales manager",
    "sales leader",
    "sales representative",
    "sales rep",
    "inside sales",
    "enterprise sales",
    "outside sales",
    "business development",
    "account manager",
    "sales engineer",
    "solutions consultant",
    "revenue operations",
    "sales operations",
    "sdr",
    "bdr",
    "sales",
  ],
  summary:
    "Your week runs on pipeline: prospecting, discovery calls, follow-ups, forecasts and deal reviews, with too little time for the research that wins deals. AI helps you prepare for calls faster, write follow-ups that reflect what the buyer actually said, and practice hard conversations before they happen. It drafts and researches; you build the relationships and make the calls on price, terms and what you promise a customer.",
  useCases: [
    "Build a call plan and account brief from public information before discovery",
    "Turn call notes into a follow-up email and qualification gaps",
    "Practice objection handling with a realistic, tough buyer",
    "Keep battlecards and objection answers in one searchable place",
    "Get alerts on trigger events at target accounts from public news",
  ],
  ideas: [
    {
      id: "sales-discovery-call-plan",
      kind: "prompt",
      title: "Discovery call plan from public account research",
      subtitle: "A one-page brief and question plan before you meet a new prospect",
      description:
        "Paste public information about a prospect and get an account brief, likely priorities, tailored discovery questions and a short opening, so you walk into the call prepared.",
      prompt:
        "You are a top-performing enterprise account executive preparing for a first discovery call. I sell [your product in one line] to [typical buyer]. The prospect is [company name], and I am meeting [their role, no personal details needed]. Here is public information: [paste from their website, recent press releases, annual report or job postings].\n\nCreate a one-page call plan:\n1. Company snapshot in 4 bullets.\n2. Three likely business priorities, each tied to a line in the source.\n3. Hypotheses about where our product fits, labeled as guesses to validate.\n4. Eight open discovery questions, ordered from broad to specific, including one about budget and one about decision process.\n5. A 30-second opening that sets an agenda.\n6. Two things I should not assume.\n\nUse only the information given; do not invent figures.",
      steps: [
        "Gather public sources: homepage, press releases, job postings, annual report",
        "Fill in your product line and the buyer's role",
        "Run the prompt and cut the questions to the six best",
        "Check every fact against the source before the call",
      ],
      howToTry: "Pick tomorrow's first discovery call, paste the prospect's About page and latest press release into the prompt, and review the questions.",
      example:
        "For a call with a regional hospital network's IT director, the plan notes three open job postings for data engineers and suggests a question about how reporting requests are handled today.",
      difficulty: "Beginner",
      benefits: ["Better-prepared calls in 10 minutes", "Sharper discovery questions", "Hypotheses instead of a product pitch"],
      whyItHelps:
        "Buyers can tell when a rep hasn't done the homework. A quick, structured brief makes every first call more relevant without an hour of research.",
    },
    {
      id: "sales-call-to-follow-up",
      kind: "prompt",
      title: "Call notes to follow-up email and deal gaps",
      subtitle: "Turn rough notes into a buyer-friendly recap and see what you still need to learn",
      description:
        "Paste your notes from a sales call and get a clear follow-up email, next steps with owners, and a list of qualification gaps against a framework like MEDDICC.",
      prompt:
        "You are a sales coach who uses the MEDDICC framework (Metrics, Economic buyer, Decision criteria, Decision process, Identify pain, Champion, Competition). Here are my notes from a call with [company] about [topic]: [paste your notes].\n\nGive me:\n1. A follow-up email to the buyer under 150 words: thank them, recap their priorities in their words, confirm next steps with dates [proposed dates], and attach [resource]. No hype.\n2. A next-steps list with owner and date for each.\n3. A MEDDICC table: what we know, what is missing, and one question to close each gap.\n4. The biggest risk to this deal in one sentence.\n\nIf the notes do not support a field, write 'Unknown' rather than guessing.",
      steps: [
        "Write or export your notes right after the call",
        "Use your company's approved AI tool if notes contain confidential deal details",
        "Run the prompt and edit the email so it sounds like you",
        "Send the email and paste the MEDDICC table into your CRM notes",
      ],
      howToTry: "Paste the notes from your most recent call and send the follow-up email within the hour, after editing it.",
      example:
        "Notes from a call with a logistics company become a 120-word recap confirming a technical demo on Thursday, plus a table showing the economic buyer and decision process are still unknown.",
      difficulty: "Beginner",
      benefits: ["Same-day follow-ups", "Clear next steps for both sides", "Gaps visible before the forecast call"],
      whyItHelps:
        "Deals stall when follow-ups are slow or vague, and forecasts slip when gaps go unnoticed. This turns every call into a crisp recap and an honest view of the deal.",
    },
    {
      id: "sales-battlecard-library",
      kind: "build",
      title: "Searchable battlecard and objection library",
      subtitle: "One place for competitor notes, objections and the answers that worked",
      description:
        "Build a small app where your team saves competitor battlecards and proven objection responses, searches them in seconds during deal prep, and asks AI to adapt an answer to a situation.",
      prompt:
        "Build a web app called 'Deal Desk Notes' for a sales team. Screens: (1) a Battlecards list, one per competitor, showing name, where we win, where we lose and last updated date; (2) a Battlecard page with sections: their positioning, our differentiators, landmines to set, proof points, and pricing notes; (3) an Objections library with the objection, category (price, timing, competitor, security, status quo), the best response, who added it and an upvote count; (4) a search bar across both. Add an 'Adapt this answer' button on each objection that sends the response plus a short situation the rep types, such as [industry and buyer role], to an AI model and shows a tailored version. Our competitors: [list 2-5 competitors]. Keep it simple, fast and mobile-friendly.",
      steps: [
        "Collect your current battlecards and the top 10 objections you hear",
        "Paste the build prompt into Lovable with your competitor list",
        "Enter the content and test the search",
        "Ask teammates to add and upvote their best responses",
      ],
      howToTry: "Paste the prompt into Lovable and add your three most common objections with the answers you use today.",
      example:
        "Before a renewal call, an AE searches 'budget freeze', finds a response upvoted by five teammates, and adapts it for a CFO in manufacturing.",
      difficulty: "Intermediate",
      benefits: ["Team knowledge in one place", "Faster deal prep", "Best answers rise to the top"],
      whyItHelps:
        "The best objection answers usually live in one top performer's head. A shared, searchable library spreads them to the whole team.",
      whatToBuild:
        "Screens: Battlecards list, Battlecard detail, Objections library and a global search. Data kept: Competitors (name, positioning, differentiators, landmines, proof points, pricing notes, updated date) and Objections (text, category, response, author, upvotes). Actions: add and edit cards, upvote responses, search everything, and 'Adapt this answer' which calls an AI step with the rep's situation and shows a tailored draft.",
    },
    {
      id: "sales-mutual-action-plan",
      kind: "build",
      title: "Mutual action plan builder to share with buyers",
      subtitle: "A clean, shareable plan of the steps, owners and dates from now to signature",
      description:
        "Build an app that creates a mutual action plan for each deal: milestones, owners on both sides and dates, with a read-only link you can send to your champion.",
      prompt:
        "Build a web app called 'Mutual Plan' for account executives. Screens: (1) a Deals list with company, target close date, stage and percent of milestones done; (2) a Plan editor for one deal with milestones in order: each has a title, owner side (Buyer or Seller), owner name, due date, status (Not started, In progress, Done) and notes; (3) a read-only Share page with a unique link that shows the plan cleanly, with our logo and the buyer's company name, and no internal notes. Offer a template with default milestones: discovery complete, technical validation, business case, security review, legal review, order form signed, kickoff. Let me edit the template: [your usual steps]. Add a 'Days to close' counter and highlight overdue milestones in amber.",
      steps: [
        "List the steps your deals usually need before signature",
        "Paste the build prompt into Lovable with those steps",
        "Create a plan for one active deal",
        "Review it with your champion and send the share link",
      ],
      howToTry: "Paste the prompt into Lovable and build a plan for the deal you most want to close this quarter.",
      example:
        "An AE shares a plan with a buyer's IT lead showing security review due May 10 owned by the buyer; the champion forwards the link internally, and the review starts a week earlier.",
      difficulty: "Intermediate",
      benefits: ["Shared ownership of next steps", "Fewer surprise delays", "A professional buyer experience"],
      whyItHelps:
        "Deals slip on steps the buyer didn't know about, such as security or legal review. A shared plan makes the path visible to everyone involved.",
      whatToBuild:
        "Screens: Deals list with progress, Plan editor with ordered milestones, and a public read-only Share page. Data kept: Deals (company, close date, stage, share token) and Milestones (deal, title, owner side, owner name, due date, status, internal notes). Actions: create a plan from the template, reorder and update milestones, copy the share link, and highlight overdue items automatically.",
    },
    {
      id: "sales-trigger-event-alerts",
      kind: "agent",
      title: "Trigger-event alerts for your target accounts",
      subtitle: "An agent that watches public news about your accounts and suggests an outreach angle",
      description:
        "An automation that watches public news feeds and alerts for your target accounts, filters for real buying signals, and sends you a short note with a suggested outreach angle.",
      prompt:
        "You are a sales development strategist. I sell [product in one line] to [buyer role]. Here is a news item about [account name]: [paste headline, source, date and summary].\n\nDecide whether it is a buying signal. Signals include: new funding, leadership change in [relevant function], expansion or new locations, acquisitions, layoffs or restructuring, new regulations affecting them, or hiring for [relevant roles].\n\nReturn:\n- Signal: Yes or No, with a one-line reason\n- If Yes: why it might matter to them, a suggested outreach angle, and a two-sentence opening line that references the news without sounding like surveillance\n- A caution if the news is sensitive (for example layoffs), suggesting whether to wait\n\nKeep it short.",
      steps: [
        "Set up Google Alerts or news RSS feeds for 10-20 target accounts",
        "In Relay.app, trigger a flow on each new alert item",
        "Add the AI step with the prompt to filter and draft an angle",
        "Send only 'Yes' signals to your inbox or a Slack channel",
      ],
      howToTry: "Search the news for one target account, paste the latest headline into the prompt, and see if it counts as a signal.",
      example:
        "An alert that a target retailer opened two distribution centers becomes a Yes signal with an angle about scaling warehouse scheduling and a short, respectful opening line.",
      difficulty: "Intermediate",
      benefits: ["Timely outreach with a real reason", "No manual news checking", "Works from public sources only"],
      whyItHelps:
        "Outreach tied to a real event gets more replies than generic sequences. This surfaces those moments without you scanning the news every morning.",
      whatToDo:
        "Trigger: a new item in Google Alerts or a news RSS feed for any target account. Steps: read the headline and summary; send them to an AI step with the signal prompt; if the answer is No, stop; if Yes, format the reason, angle and opening line with the source link. Output: a short alert in your email or Slack for each real signal, ready for you to personalize and send.",
    },
    {
      id: "sales-call-notes-to-crm",
      kind: "agent",
      title: "After every sales call: CRM notes and a follow-up draft",
      subtitle: "An agent that turns the meeting transcript into structured notes and a draft email",
      description:
        "An automation that picks up your call transcript when a meeting ends, writes structured CRM notes and a follow-up draft, and waits for your approval before anything is sent or saved.",
      prompt:
        "You are a sales operations assistant. Here is the transcript of a sales call with [company]: [transcript]. Our qualification framework: [e.g. MEDDICC or BANT].\n\nProduce two outputs:\n1. CRM notes: attendees by role, the customer's stated pain in their words, current process and tools, decision process and timeline, budget signals, competitors mentioned, agreed next steps with owners and dates, and open risks. Mark anything not discussed as 'Not covered'.\n2. A follow-up email draft under 150 words that recaps their priorities, confirms next steps and shares [resource], in a warm, professional tone.\n\nQuote the customer only when the transcript supports it. Do not add commitments the rep did not make.",
      steps: [
        "Use a meeting recorder your company approves, such as Granola or your call recording tool",
        "In Relay.app, trigger the flow when a new transcript is ready",
        "Add the AI step, then a human approval step for the email and notes",
        "Send the approved email and update the CRM opportunity",
      ],
      howToTry: "Paste the transcript or notes from your last call into the prompt and compare its CRM notes with what you logged.",
      example:
        "After a 45-minute demo, the AE gets notes showing the buyer's team spends Mondays reconciling invoices, a decision by end of quarter, and a draft email confirming a pilot scoping call.",
      difficulty: "Advanced",
      benefits: ["Complete CRM notes without typing", "Follow-ups sent the same day", "Better forecast accuracy"],
      whyItHelps:
        "Reps lose hours each week to admin, and CRM notes are often thin. Capturing the call automatically keeps deals accurate while you focus on the buyer.",
      whatToDo:
        "Trigger: a new call transcript from your meeting recorder. Steps: check that the meeting was with an external prospect; send the transcript to an AI step with the prompt; show the notes and email to the rep for approval and edits; on approval, send the email from the rep's account and write the notes to the matching CRM opportunity. Output: a same-day follow-up and an updated CRM record. Transcripts and CRM data are confidential, so use company-approved tools and get consent to record calls where required.",
    },
    {
      id: "sales-toughest-buyer",
      kind: "creative",
      title: "Spar with the toughest buyer you'll ever meet",
      subtitle: "A low-stakes role-play to practice objections before the real call",
      description:
        "Ask AI to play a skeptical buyer who pushes back on price, timing and your competitor. Practice your responses in a safe space and get feedback after five rounds.",
      prompt:
        "Let's role-play. You are [buyer role, e.g. a skeptical VP of Finance] at [type of company]. I am selling you [product in one line] at [price range]. You are busy, politely blunt, and currently use [competitor or status quo].\n\nRules: stay in character. Raise one objection at a time, drawing on price, timing, switching effort, the competitor and 'we can build this ourselves'. React realistically to my answers: if I answer well, soften a little; if I ramble or oversell, push harder. After five exchanges, step out of character and give me feedback: my strongest answer, my weakest answer, one question I should have asked, and a better version of my weakest answer.\n\nStart by saying you have ten minutes.",
      steps: [
        "Fill in the buyer role, your product, price range and the competitor",
        "Answer each objection as you would on a real call",
        "Read the feedback and try the weakest answer again",
        "Switch the buyer role and play another round",
      ],
      howToTry: "Paste the prompt into ChatGPT or Claude, use voice mode if you have it, and play five rounds before your next call.",
      example:
        "An SDR practices against a skeptical IT director who says 'we already have Microsoft for that'; the feedback suggests asking what they tried before defending the product.",
      difficulty: "Beginner",
      benefits: ["Practice without risking a real deal", "Honest feedback on your answers", "More confidence on hard calls"],
      whyItHelps:
        "Objection handling improves with repetition, but role-play with colleagues is hard to schedule. AI makes a realistic sparring partner available anytime.",
    },
  ],
};
