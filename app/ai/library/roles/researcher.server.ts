import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "researcher",
  label: "Researcher or Scientist",
  matchPhrases: [
    "research scientist",
    "principal investigator",
    "postdoctoral researcher",
    "postdoctoral fellow",
    "postdoc",
    "phd candidate",
    "doctoral researcher",
    "research fellow",
    "research associate",
    "staff scientist",
    "lab manager",
    "academic researcher",
    "biologist",
    "chemist",
    "physicist",
    "neuroscientist",
    "epidemiologist",
    "researcher",
    "scientist",
    "phd",
  ],
  summary:
    "You spend your weeks reading papers, designing studies, analyzing data, writing grants and manuscripts, and answering reviewers. AI helps you triage the literature, tighten your writing, plan analyses and keep track of what is new in your field, while you stay responsible for the science. Verify every citation and claim it gives you, follow your institution's and journals' AI policies, and never paste unpublished data or participant information into public tools.",
  useCases: [
    "Triage a stack of new papers and decide which to read in full",
    "Tighten an abstract, specific aims page or cover letter",
    "Draft a point-by-point response to peer reviewers",
    "Plan an analysis and check it for common pitfalls",
    "Follow new preprints in your niche without drowning in alerts",
  ],
  ideas: [
    {
      id: "researcher-reviewer-response",
      kind: "prompt",
      title: "Draft a calm, point-by-point response to reviewers",
      subtitle: "Organize reviewer comments into a response letter and a revision to-do list",
      description:
        "Paste the decision letter and reviewer comments and get a structured response draft plus a list of the changes you need to make. You decide what to concede, what to rebut and what to actually run.",
      prompt:
        "You are an experienced academic editor in [field]. I received a [major / minor revision] decision from [journal]. Here are the editor's and reviewers' comments: [paste the decision letter]. Here is my abstract for context: [paste abstract].\n\nDo three things. 1) Number every distinct reviewer point, grouped by reviewer, and label each as: requires new analysis or experiment, requires text change, clarification only, or disagree. 2) Draft a polite, specific response for each point in the standard format (Comment, Response, Change made in the manuscript with [section/line] placeholders). Where I might disagree, draft a respectful rebuttal that I must support with evidence, marked [NEEDS MY EVIDENCE]. 3) Give me a prioritized revision to-do list with rough effort (small, medium, large). Do not invent results, references or analyses I have not done.",
      steps: [
        "Copy the full decision letter and your abstract",
        "Run the prompt and review how it labeled each point",
        "Decide yourself which points to concede or rebut",
        "Work through the to-do list, then fill the placeholders with real changes",
      ],
      howToTry: "Paste the comments from your most recent review, even an old one, and see how the draft is organized.",
      example:
        "A postdoc pastes comments from three reviewers; the AI splits them into 23 numbered points, flags four that need new analyses (including a sensitivity analysis excluding outliers), and drafts a courteous rebuttal to a request that is out of scope.",
      difficulty: "Beginner",
      benefits: [
        "Turns an upsetting letter into a clear plan",
        "No reviewer point gets missed",
        "A professional tone even when you disagree",
      ],
      whyItHelps:
        "Response letters are tedious and emotionally draining, and missing one point can cost another round. A structured draft lets you spend your energy on the science.",
    },
    {
      id: "researcher-abstract-tightener",
      kind: "prompt",
      title: "Tighten an abstract or specific aims page",
      subtitle: "Clearer gap, question, approach and significance, within the word limit",
      description:
        "Paste a draft abstract or aims page and get a line-by-line critique and a tighter version that keeps your claims accurate. Useful for papers, grants and conference submissions.",
      prompt:
        "You are a senior scientist in [field] who reviews for [journal or funder, e.g. NIH study section]. Critique and tighten my draft.\n\nDocument type: [abstract / specific aims page / conference abstract]\nWord or page limit: [limit]\nTarget readers: [e.g. specialists, broad biomedical audience]\nDraft: [paste your draft]\n\nFirst, in bullets, tell me whether a reader can find: the knowledge gap, the question or hypothesis, the approach, the main result or expected outcome, and why it matters. Then list any sentence that overclaims beyond what the data show, any jargon a reviewer outside my subfield would stumble on, and any redundancy. Finally, give a revised version within the limit that keeps every number and claim exactly as I wrote it; mark anything you were unsure about with [CHECK].",
      steps: [
        "Paste your draft and the exact limit",
        "Read the critique before the rewrite",
        "Take only the changes that keep your claims accurate",
        "Ask a colleague to read the final version cold",
      ],
      howToTry: "Run your current draft abstract through the prompt and compare the two versions side by side.",
      example:
        "A PhD candidate's 320-word conference abstract gets flagged for burying the hypothesis in sentence four and for saying 'demonstrates' where the data are correlational; the revision is 248 words with the gap stated first.",
      difficulty: "Beginner",
      benefits: [
        "Sharper framing that reviewers can follow",
        "Catches overclaiming before a reviewer does",
        "Fits the word limit without losing content",
      ],
      whyItHelps:
        "Abstracts and aims pages are read in seconds and decide whether the rest gets read. An outside critique helps you see what a busy reviewer sees.",
    },
    {
      id: "researcher-paper-tracker",
      kind: "build",
      title: "A personal literature tracker with AI summaries",
      subtitle: "Log papers, tag them by question, and see what you know and what is missing",
      description:
        "Build a small app where you add papers by DOI or pasted abstract, get a structured summary, tag them to your research questions, and see which questions have thin evidence. A lighter companion to your reference manager.",
      prompt:
        "Build a literature tracker web app for a researcher in [field]. Data: Research questions (title, notes) and Papers (title, authors, year, journal, DOI or link, abstract, my status: to read, skimmed, read in full, my rating 1 to 5, my notes, tags, linked research questions). Screens: 1) a paper list with filters by status, tag, year and research question, 2) an 'Add paper' form where I paste a title, DOI and abstract, 3) a paper detail page with an AI summary generated only from the abstract I pasted (question, method, sample, main finding, limitations) that I can edit, 4) a research question page listing linked papers and a short AI note on where the evidence is thin or conflicting, based only on my saved summaries. Add a CSV export. Make clear in the interface that summaries come from abstracts and must be checked against the full text.",
      steps: [
        "Paste the prompt into Lovable and connect its AI feature",
        "Add three research questions you are working on",
        "Add ten papers from your current reading pile",
        "Review the AI summaries and correct them against the papers",
      ],
      howToTry: "Build the first screen and add the five papers you cited most recently.",
      example:
        "An epidemiologist links 18 papers to 'air pollution and childhood asthma in rural areas'; the question page notes that most studies are urban and only two use personal exposure monitors.",
      difficulty: "Intermediate",
      benefits: [
        "Your reading mapped to your own questions",
        "Structured summaries you can search later",
        "Spot gaps that could become your next study",
      ],
      whyItHelps:
        "Reference managers store papers but rarely show how they answer your questions. Organizing by question makes literature reviews and introductions faster to write.",
      whatToBuild:
        "Screens: Paper list with filters, Add paper form, Paper detail with editable AI summary, Research question page with linked papers and an evidence-gaps note. Data: Research questions (title, notes) and Papers (title, authors, year, journal, DOI, abstract, status, rating, notes, tags, linked questions, summary). Actions: 'Add paper' saves and triggers an AI summary from the abstract; 'Link to question' connects a paper; 'Refresh gaps' asks AI to compare saved summaries for a question; 'Export CSV' downloads the list.",
    },
    {
      id: "researcher-protocol-checklist",
      kind: "build",
      title: "A study-planning checklist app for new projects",
      subtitle: "Walk through design, sample, analysis and ethics before you collect data",
      description:
        "Build an app that guides you through planning a study step by step and produces a one-page plan you can discuss with your PI, statistician or ethics office. It keeps a version of every plan.",
      prompt:
        "Build a study-planning web app for [type of researcher, e.g. a lab biologist / survey researcher]. A 'New study' wizard asks, one screen at a time: research question and hypothesis, design (e.g. experiment, cohort, survey, qualitative), outcomes and how they are measured, sample and how its size is justified, variables and controls, analysis plan, potential confounders and biases, ethics and data management needs, timeline and resources. After the wizard, an AI step reviews the answers and lists questions a careful reviewer would ask, such as an unclear primary outcome or a missing power calculation, without doing the statistics for me. Then the app shows a one-page study plan I can edit and export as PDF. Keep a list of saved plans with versions. Add a note that a statistician and the ethics board make the final call.",
      steps: [
        "Paste the prompt into Lovable and build the wizard",
        "Plan your next small study or pilot in it",
        "Read the reviewer-style questions and revise your answers",
        "Export the plan and take it to your PI or statistician",
      ],
      howToTry: "Build the wizard and run one past study through it to see which questions it raises.",
      example:
        "A graduate student planning a survey on remote work and burnout is asked how she will handle non-response and why 200 respondents is enough; she adds both to the plan before meeting her advisor.",
      difficulty: "Intermediate",
      benefits: [
        "Fewer design problems discovered after data collection",
        "Better conversations with statisticians and ethics boards",
        "A reusable record of why you designed it that way",
      ],
      whyItHelps:
        "Design flaws are expensive to fix once data are in. A structured plan with reviewer-style questions catches many of them early, while experts still make the final decisions.",
      whatToBuild:
        "Screens: Saved plans list, New study wizard (one question group per screen), AI review page, and editable one-page plan with PDF export. Data: Studies (title, created, version) and Plan answers (study, section, answer text), plus AI review notes. Actions: 'Next' saves each wizard step; 'Review my plan' sends all answers to an AI step that returns reviewer-style questions; 'Save version' stores a copy; 'Export PDF' creates the one-pager.",
    },
    {
      id: "researcher-preprint-radar",
      kind: "agent",
      title: "A weekly preprint radar for your niche",
      subtitle: "Reads arXiv, bioRxiv or journal RSS feeds and ranks what is worth your time",
      description:
        "An agent that collects new preprints and papers from public RSS feeds, scores them against your research interests and sends a short ranked digest. Only public sources, no institutional systems.",
      prompt:
        "You are a research assistant for a scientist working on [your research focus, in two or three sentences]. Keywords I care about: [keywords]. Methods I use: [methods]. Here are this week's new papers and preprints with titles and abstracts: [pass in the feed items].\n\nScore each item from 0 to 3 for relevance to my work and keep only items scoring 2 or 3. For each kept item give: title, first author, source and link, a two-sentence summary based only on the abstract, and one line on why it matters to my work (a competing result, a useful method, a dataset, or a possible collaborator). Sort by score. Flag preprints clearly as not yet peer reviewed. End with the one paper I should read in full this week and why.",
      steps: [
        "Collect RSS feeds for your arXiv or bioRxiv categories and key journals",
        "In Relay.app, create a weekly workflow that reads the feeds",
        "Add an AI step with the prompt and your interests",
        "Email the digest to yourself on Friday afternoon",
      ],
      howToTry: "Copy ten abstracts from this week's feed in your field and run the prompt by hand.",
      example:
        "A materials scientist's Friday digest lists six items out of 140, topped by a preprint using the same perovskite synthesis at lower temperature, flagged 'not yet peer reviewed', with a note that it may compete with her current manuscript.",
      difficulty: "Intermediate",
      benefits: [
        "Stay current without reading every alert",
        "Spot competing work and useful methods early",
        "Only public sources, nothing confidential",
      ],
      whyItHelps:
        "The volume of new papers is impossible to follow by hand. A ranked weekly digest tuned to your own questions keeps you current in minutes.",
      whatToDo:
        "Trigger: every Friday at 2pm. Steps: 1) read the week's new items from your chosen public RSS feeds (arXiv categories, bioRxiv or medRxiv subjects, journal tables of contents), 2) an AI step scores each title and abstract against your research description and keeps the relevant ones, 3) it writes short summaries and a 'read this one' pick, 4) email the digest to you. Output: a ranked weekly email with links, using only public feeds.",
    },
    {
      id: "researcher-grant-deadline-watch",
      kind: "agent",
      title: "Funding call watcher that matches calls to your work",
      subtitle: "Screens new funding announcements and drafts a fit note and timeline",
      description:
        "An agent that reads new funding announcements from funder newsletters or your research office's emails, keeps the ones that match your work and drafts a fit note with a backward timeline from the deadline.",
      prompt:
        "You help a [career stage, e.g. early-career] researcher in [field] find funding. My research in brief: [two or three sentences]. My eligibility: [e.g. US institution, within 10 years of PhD]. Here are new funding announcements: [pass in the announcements].\n\nFor each call, decide: strong fit, possible fit, or not a fit, with one sentence why. For strong and possible fits, give: funder and program name, deadline and any internal deadline mentioned, award size and duration as stated, eligibility points I should double-check, and a backward timeline from the deadline (internal routing, letters of support, budget, draft, final). Do not guess dates or amounts that are not in the text; write [NOT STATED] instead. Remind me to confirm details with my research office.",
      steps: [
        "Subscribe to funder newsletters and route them to a Gmail label",
        "In Relay.app, trigger on new emails with that label",
        "Add an AI step with the prompt and your research summary",
        "Add strong fits to a Google Sheet and email yourself a note",
      ],
      howToTry: "Paste the last funding newsletter you received into the prompt and see which calls it picks.",
      example:
        "A neuroscientist gets a note that a foundation's early-career award is a strong fit, with a deadline of June 1, an internal routing deadline of May 15 and a timeline to request letters by April 20.",
      difficulty: "Advanced",
      benefits: [
        "Fewer missed deadlines",
        "Quick, honest fit screening",
        "A timeline that starts early enough",
      ],
      whyItHelps:
        "Funding calls arrive scattered across newsletters and emails, and the real constraint is often an internal deadline weeks earlier. Early, structured screening gives you time to write well.",
      whatToDo:
        "Trigger: a new email arrives under your 'Funding' Gmail label (funder newsletters, public grant listings, research office bulletins). Steps: 1) extract each announcement, 2) an AI step rates fit against your research summary and eligibility and builds a backward timeline, 3) add strong and possible fits as rows in a Google Sheet, 4) email you a short note for each strong fit. Output: a running funding tracker and timely alerts.",
    },
    {
      id: "researcher-paper-as-story",
      kind: "creative",
      title: "Explain your research to a curious 12-year-old",
      subtitle: "A playful rewrite that becomes your elevator pitch and outreach text",
      description:
        "Ask AI to explain your current project as a short adventure story for a curious kid, then turn the clearest lines into a public summary or talk opener. A fun way to find plain language.",
      prompt:
        "You are a science writer who loves explaining research to kids. Here is what my research is about: [paste your abstract or describe your project in a few sentences].\n\nWrite a short story of about 200 words for a curious 12-year-old that explains what question I am asking, why it matters, and how I try to answer it, using one vivid everyday analogy. Keep it accurate: do not claim results I have not found. Then give me: a one-sentence explanation for a dinner party, a 50-word lay summary for a website or grant, and the one piece of jargon I should stop using with non-specialists and what to say instead.",
      steps: [
        "Paste your abstract or a short description",
        "Read the story and check that it is still accurate",
        "Keep the one-sentence explanation for introductions",
        "Use the lay summary on your lab page or next outreach event",
      ],
      howToTry: "Paste your current abstract and read the story to a friend outside your field.",
      example:
        "A microbiologist studying biofilms gets a story about bacteria building a 'slime city' on a river rock, plus the dinner-party line 'I study how bacteria team up to build shields against antibiotics.'",
      difficulty: "Beginner",
      benefits: [
        "A fun, no-risk first use of AI",
        "Plain language for outreach and lay summaries",
        "A better answer to 'so what do you do?'",
      ],
      whyItHelps:
        "Funders, journalists and the public all need the plain-language version of your work. Playing with a story makes that translation easier and more memorable.",
    },
  ],
};
