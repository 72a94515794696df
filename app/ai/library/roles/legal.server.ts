import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "legal",
  label: "Legal Professional",
  matchPhrases: [
    "in-house counsel",
    "in house counsel",
    "general counsel",
    "legal counsel",
    "corporate counsel",
    "associate general counsel",
    "attorney at law",
    "attorney",
    "lawyer",
    "paralegal",
    "legal assistant",
    "legal operations",
    "legal ops",
    "contracts manager",
    "contract manager",
    "law firm",
    "solicitor",
    "barrister",
    "litigator",
    "litigation",
    "esq",
    "counsel",
    "legal",
  ],
  summary:
    "In legal work, you read and write under pressure: contracts, redlines, memos, client emails, intake requests and a constant flow of new rules. AI can speed up first drafts, summaries, checklists and plain-language explanations, but the AI drafts and a lawyer decides: check every citation and clause, because AI tools can invent cases and misread terms. Keep privileged and client-identifying information out of public tools, and use only tools your firm or company has approved under your confidentiality obligations.",
  useCases: [
    "Summarize a contract's key terms into a one-page review sheet",
    "Explain a legal point in plain language to a business stakeholder",
    "Triage incoming legal requests from the business",
    "Compare a counterparty's draft against your standard positions",
    "Track public regulatory updates in your practice area",
  ],
  ideas: [
    {
      id: "legal-contract-summary",
      kind: "prompt",
      title: "One-page key terms summary of a contract",
      subtitle: "A structured first read of a redacted agreement, for a lawyer to verify",
      description:
        "Paste a redacted or template agreement and get a one-page summary of key terms, unusual clauses and questions, as a starting point for your own review.",
      prompt: `You are a careful commercial contracts attorney preparing a first-pass summary for a colleague. Review the agreement below and produce a one-page summary with: 1) Parties (as given, e.g. 'Customer' and 'Vendor'), type of agreement and term, 2) Key commercial terms: fees, payment, renewal, termination rights and notice periods, 3) Risk allocation: liability caps, indemnities, warranties, insurance, 4) Data, confidentiality and IP clauses, 5) Clauses that look unusual or one-sided for a [our side, e.g. customer], quoting the section number, 6) Questions for the business owner. Quote section numbers for every point. If something is not in the text, write 'not addressed'; do not assume. This is a draft for attorney review, not legal advice.

Agreement (client names and identifying details removed): [paste text]`,
      steps: [
        "Remove client names and identifying details, or use an approved tool",
        "Paste the agreement and say which side you are on",
        "Check every point against the section it cites",
        "Use the summary as your starting point, not your conclusion",
      ],
      howToTry: "Try it on a public template agreement or a redacted past contract you already know well.",
      example:
        "Input: a redacted SaaS subscription agreement, customer side. Output: a summary noting auto-renewal with 90 days' notice in section 11.2, a liability cap of 12 months' fees, and a question about the missing data-return clause.",
      difficulty: "Beginner",
      benefits: [
        "A faster first pass on routine agreements",
        "Section references for quick checking",
        "Questions for the business ready early",
      ],
      whyItHelps:
        "Routine contract review takes time that could go to judgment calls. A structured first pass lets you focus on the clauses that matter, while you remain the one who decides.",
    },
    {
      id: "legal-plain-language",
      kind: "prompt",
      title: "Explain a legal point to a business stakeholder",
      subtitle: "Turn a careful legal position into a short, clear answer for sales, HR or product",
      description:
        "Paste your legal analysis in your own words and get a plain-language version for a non-lawyer, with the decision they need to make and the risk in simple terms.",
      prompt: `You are an in-house lawyer who is great at explaining things to business teams. Below is my legal position on a question from [team, e.g. the sales team]. Rewrite it as a message for them: 1) The answer in one or two sentences, 2) Why, in plain language with no Latin and no section numbers unless necessary, 3) What they can do, what they cannot do, and what needs legal sign-off, 4) The risk in everyday terms. Keep it under 200 words. Do not change or soften my legal position; if anything in my text is ambiguous, list it separately instead of guessing.

Their question: [paste the question]
My position (my own analysis, no privileged client details): [paste]`,
      steps: [
        "Write your position in a few lines first; the AI does not decide it",
        "Run the prompt with the question as it was asked",
        "Check that the meaning did not change",
        "Send it in your own voice",
      ],
      howToTry: "Take the last question from a business team and your answer, and compare the plain-language version.",
      example:
        "Input: sales asks if they can promise a customer 'unlimited liability for data breaches'. Output: a short answer saying no, why it matters in everyday terms, and what alternative they can offer with legal sign-off.",
      difficulty: "Beginner",
      benefits: [
        "Clearer answers, fewer follow-ups",
        "Your position stays intact",
        "Builds trust with business teams",
      ],
      whyItHelps:
        "Business teams act on legal advice they understand. Plain-language answers make legal a partner rather than a bottleneck, while the legal analysis stays yours.",
    },
    {
      id: "legal-request-intake",
      kind: "build",
      title: "Legal request intake and triage portal",
      subtitle: "One form for the business to ask legal, with AI triage and a visible queue",
      description:
        "A request portal where colleagues submit legal requests in a structured form, an AI step suggests the type and priority, and legal sees one queue.",
      prompt: `You are a legal operations coordinator triaging requests for an in-house legal team. Our request types: [e.g. NDA, customer contract, vendor contract, employment question, marketing review, dispute, other]. Our priority rules: [e.g. high = deal closing this week or regulator involved].

For the request below, return: 1) Request type, 2) Priority with one-line reason, 3) Whether a standard template or playbook might cover it, 4) Missing information to request, 5) A short acknowledgment to the requester saying what happens next. Do not give legal advice to the requester; a lawyer reviews every request.

Request: [paste the request]`,
      steps: [
        "Write down your request types and priority rules",
        "Paste the build instructions into Lovable",
        "Host it where your company allows internal legal data",
        "Pilot it with one business team for two weeks",
      ],
      howToTry: "Run the triage prompt on five recent requests from your inbox, with names removed.",
      example:
        "Request: 'Need an NDA with a new supplier by Thursday, they sent their paper.' Triage: vendor NDA, high, check against the NDA playbook, missing the supplier's jurisdiction, with a short acknowledgment.",
      difficulty: "Intermediate",
      benefits: [
        "No more requests buried in email",
        "Workload visible to the team and leadership",
        "Complete information from the start",
      ],
      whyItHelps:
        "In-house teams lose hours to chasing details and sorting requests. A structured intake protects lawyer time for the work that needs a lawyer.",
      whatToBuild:
        "Screens: a request form for colleagues, a legal queue with filters by type, priority and status, and a request detail page. Data: requests (requester, team, description, counterparty type, deadline, attachments link, AI type and priority, assigned lawyer, status, final type and priority set by legal). Buttons: 'Submit' saves and runs the AI triage with the prompt; 'Accept triage' or 'Change' lets legal confirm; 'Assign' sets the lawyer; 'Send acknowledgment' emails the drafted message to the requester.",
    },
    {
      id: "legal-playbook-checker",
      kind: "build",
      title: "Contract playbook checker for NDAs",
      subtitle: "Compare a counterparty's NDA against your own standard positions",
      description:
        "An app that stores your NDA playbook positions and compares a counterparty's draft against them, listing deviations with suggested fallback language from your playbook.",
      prompt: `You are a contracts attorney applying our NDA playbook. Our positions: [paste playbook: for each issue, our standard position, acceptable fallback and walk-away, e.g. term, definition of confidential information, residuals clause, governing law, non-solicit].

Compare the counterparty NDA below against each playbook issue. For each: what the draft says (quote the clause number), whether it matches our standard, is within fallback or is outside the playbook, and the playbook language to propose. List clauses that the playbook does not cover separately. Do not draft new positions that are not in the playbook. An attorney makes every final call.

Counterparty NDA (identifying details removed): [paste text]`,
      steps: [
        "Write your NDA playbook as issue, standard, fallback and walk-away",
        "Paste the build instructions into Lovable and load the playbook",
        "Test it on three NDAs you have already negotiated",
        "Use it only in a tool your firm or company has approved",
      ],
      howToTry: "Paste your playbook and a public sample NDA into ChatGPT with the prompt.",
      example:
        "Input: a supplier's mutual NDA. Output: the 5-year term is within fallback, the residuals clause in section 7 is outside the playbook, and New York law matches the standard.",
      difficulty: "Intermediate",
      benefits: [
        "Consistent positions across the team",
        "Faster NDA turnaround",
        "Junior team members learn the playbook",
      ],
      whyItHelps:
        "NDAs are high volume and mostly routine. Checking them against your own playbook gets the routine ones done faster, while a lawyer reviews every deviation.",
      whatToBuild:
        "Screens: a playbook editor, a 'New review' page with a paste box, and a review result page. Data: playbook issues (issue, standard position, fallback, walk-away, preferred language) and reviews (date, counterparty type, text, result per issue, reviewer, status). Buttons: 'Check against playbook' sends the draft and playbook with the prompt to an AI step and shows a table of issues with color codes; 'Mark reviewed' records the attorney's sign-off; 'Copy redline notes' copies the proposed language.",
    },
    {
      id: "legal-regulatory-watch",
      kind: "agent",
      title: "Regulatory update digest for your practice area",
      subtitle: "A weekly summary of public regulator and court news, with links to the sources",
      description:
        "An agent that reads public RSS feeds from regulators, agencies and legal news each week and sends you a digest of updates in your practice area.",
      prompt: `You are a legal research assistant briefing a [role, e.g. privacy counsel at a US tech company]. Below are this week's items from public regulator feeds and legal news.

Select items relevant to [practice area and jurisdictions]. For each: 1) What happened, in two sentences, 2) Type: new rule, proposed rule, guidance, enforcement action, court decision or news, 3) Effective dates or comment deadlines if stated, 4) The source link. Do not draw legal conclusions or say how it applies to any client; end with 'Verify against the primary source before relying on any item.' If nothing is relevant, say so in one line.

Items: [titles, links and summaries passed in by the automation]`,
      steps: [
        "List the public RSS feeds of regulators and legal news you follow",
        "Create a weekly trigger in Relay.app and add the feeds",
        "Add the AI step with your practice area and jurisdictions",
        "Read the primary sources for anything you plan to act on",
      ],
      howToTry: "Find the press release RSS feed of one regulator in your area and set up the weekly trigger.",
      example:
        "On Monday a privacy lawyer receives four items: a state privacy rule's effective date, a regulator's guidance on cookie banners, an enforcement action and a comment deadline, each with its link.",
      difficulty: "Intermediate",
      benefits: [
        "Fewer missed developments",
        "Public sources only, nothing confidential",
        "Links to primary sources for checking",
      ],
      whyItHelps:
        "Keeping current is a professional duty that competes with billable or urgent work. A weekly digest from public sources makes it routine, while you read the primary sources for anything that matters.",
      whatToDo:
        "Trigger: every Monday at 7 a.m. Steps: 1) read new items from public RSS feeds of regulators, agencies, courts and legal news sites you choose; 2) pass titles, links and summaries to an AI step with the prompt and your practice area; 3) email you the digest. Output: a weekly list of relevant developments with source links. Uses public sources only.",
    },
    {
      id: "legal-deadline-reminders",
      kind: "agent",
      title: "Contract renewal and notice deadline reminders",
      subtitle: "Reminders before renewal and notice dates, with a short brief on each contract",
      description:
        "An agent that reads your contract register each week and sends reminders about renewal and notice deadlines coming up, with a short brief for the business owner.",
      prompt: `You are a contracts manager. Below are contracts from our register with renewal or notice deadlines in the next [number] days.

For each, write a short reminder for the business owner: 1) Contract and counterparty type, 2) The deadline and what happens if we do nothing (e.g. auto-renews for 12 months), 3) The decision they need to make and by when, 4) What legal needs from them. Sort by deadline, soonest first. Use only the register data; if a field is missing, write 'check register'. Legal confirms every deadline against the contract itself.

Register entries: [entries passed in by the automation]`,
      steps: [
        "Keep a contract register with renewal and notice dates",
        "Connect the register in Relay.app with a weekly trigger",
        "Filter to deadlines in the next 60 or 90 days, then add the AI step",
        "Send reminders to business owners after a quick legal check",
      ],
      howToTry: "Paste five rows from your contract register into ChatGPT with the prompt to see the reminders.",
      example:
        "Monday: three contracts have notice dates in the next 60 days; the marketing owner learns the analytics tool auto-renews for 12 months unless notice is given by March 1.",
      difficulty: "Advanced",
      benefits: [
        "No unwanted auto-renewals",
        "Business owners decide in time",
        "Less manual calendar tracking",
      ],
      whyItHelps:
        "Missed notice dates cost money and leverage. Regular, clear reminders put decisions in front of the right person early. This uses internal contract data, so run it only in tools your company has approved.",
      whatToDo:
        "Trigger: every Monday. Steps: 1) read the contract register (spreadsheet or contract tool) and keep rows with renewal or notice dates in the next 60 or 90 days; 2) pass them to an AI step with the prompt; 3) send a draft reminder per business owner to legal for a quick check, then email it. Output: sorted deadline reminders with the decision needed. Internal data: use approved tools only.",
    },
    {
      id: "legal-contract-as-fairy-tale",
      kind: "creative",
      title: "Retell a famous fairy tale as a contract dispute",
      subtitle: "A playful exercise: who breached what in Jack and the Beanstalk?",
      description:
        "A light way to test AI: ask it to treat a fairy tale as a contract dispute, then use your own expertise to spot where its legal reasoning holds up and where it does not.",
      prompt: `You are a witty law professor. Treat the fairy tale [e.g. Jack and the Beanstalk] as a contract and tort dispute. Write: 1) A short 'statement of facts' in a formal tone, 2) The main claims each side could bring, 3) The strongest defense for each claim, 4) How a sensible judge might resolve it, in three sentences, 5) A one-line moral for contract drafters. Keep it under 300 words and clearly humorous. Do not cite real cases; if you mention a legal principle, describe it in general terms.`,
      steps: [
        "Pick a fairy tale or a famous story",
        "Run the prompt and read the analysis",
        "Mark where the legal reasoning is right, shaky or invented",
        "Share the best version with your team",
      ],
      howToTry: "Ask for the Three Little Pigs as a construction defect dispute during your lunch break.",
      example:
        "Input: Goldilocks and the Three Bears. Output: a formal statement of facts, claims for trespass and conversion of porridge, a defense of necessity, and the moral 'define your premises'.",
      difficulty: "Beginner",
      benefits: [
        "A fun first experiment with AI",
        "Shows how confidently AI can reason, right or wrong",
        "Nothing confidential involved",
      ],
      whyItHelps:
        "Seeing AI reason about law on a harmless story is the fastest way to calibrate how far to trust it. It shows why every real output needs a lawyer's check.",
    },
  ],
};
