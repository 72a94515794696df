import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "communications-pr",
  label: "Communications and PR",
  matchPhrases: [
    "public relations",
    "internal communications",
    "internal comms",
    "corporate communications",
    "communications manager",
    "communications director",
    "communications specialist",
    "head of communications",
    "media relations",
    "press officer",
    "press secretary",
    "publicist",
    "spokesperson",
    "pr manager",
    "pr director",
    "pr specialist",
    "comms",
    "communications",
    "pr",
  ],
  summary:
    "You shape what your organization says and how it lands: press releases, media pitches, executive messages, all-hands notes, newsletters and the occasional crisis statement. AI helps you draft faster, adapt one message for many audiences, test how it might be read and keep an eye on coverage. You keep the judgment: facts, legal review and anything sensitive or embargoed stay with you and your approvers, and confidential drafts stay out of public AI tools.",
  useCases: [
    "Turn a dry announcement into a press release and a media pitch",
    "Adapt one message for employees, customers and press",
    "Stress-test a statement for how critics might read it",
    "Draft a leader's all-hands note or internal newsletter",
    "Summarize daily media coverage and mentions",
  ],
  ideas: [
    {
      id: "communications-pr-message-adapter",
      kind: "prompt",
      title: "One announcement, adapted for every audience",
      subtitle: "Employee note, customer email, press release lede and social post from one brief",
      description:
        "Paste one approved set of facts and get a consistent version for employees, customers, media and social. The facts stay the same; only tone, length and emphasis change.",
      prompt:
        "You are a senior communications lead at [organization type, e.g. a 400-person healthcare software company]. Here are the approved facts about an announcement: [paste the facts, quotes and timing]. Key message: [the one thing people must remember]. Things we must not say or imply: [list].\n\nWrite four versions: 1) an internal email from [leader's title] to employees (under 250 words, answers 'what does this mean for me?'), 2) a customer email (under 180 words, practical, with what changes and when), 3) a press release headline, subhead and first two paragraphs in standard style, 4) a LinkedIn post (under 120 words). Use only the facts provided; mark anything you need to assume as [CONFIRM]. Finally, list three questions each audience is likely to ask that we should prepare answers for.",
      steps: [
        "Gather the approved facts, quotes and timing",
        "List what must not be said or implied",
        "Run the prompt and check every version against the facts",
        "Send drafts through your normal approval and legal review",
      ],
      howToTry: "Take a recent announcement you already published and compare the AI versions with what went out.",
      example:
        "A comms manager announcing a new office in Denver gets an employee note explaining relocation is voluntary, a customer email saying support hours are unchanged, a press release opening and a LinkedIn post, plus likely questions like 'Are we closing the Austin office?'",
      difficulty: "Beginner",
      benefits: [
        "Consistent facts across every channel",
        "Hours saved on rewrites",
        "Audience questions prepared before they are asked",
      ],
      whyItHelps:
        "Inconsistent messages across audiences create confusion and leaks. Starting every version from one approved fact base keeps the story straight.",
    },
    {
      id: "communications-pr-statement-stress-test",
      kind: "prompt",
      title: "Stress-test a statement before it goes out",
      subtitle: "See how a skeptical reporter, an employee and a critic might read your words",
      description:
        "Paste a draft statement and get readings from several skeptical audiences, with the phrases most likely to be quoted against you and suggested fixes. Useful before sensitive announcements.",
      prompt:
        "You are a crisis communications advisor. Here is a draft statement from [organization] about [situation]: [paste the draft]. Context: [what happened, who is affected, what is already public].\n\nRead the statement as four people: an investigative reporter, an affected customer or community member, an employee, and an online critic. For each, write in two or three sentences how they would read it and what they would question. Then list: phrases that sound evasive, defensive or corporate; any claim that could be checked and found wrong; what is missing (an apology, a next step, a timeline, a contact). Suggest a revised version that is clearer and more human but adds no new facts or commitments; mark anything that would need approval as [APPROVAL NEEDED]. Remind me that legal review still applies.",
      steps: [
        "Remove names or details that are not yet public",
        "Paste the draft and the context",
        "Read each audience's view and the risky phrases",
        "Take the revision to your approvers and legal team",
      ],
      howToTry: "Run a statement your organization published last year through the prompt to see what it catches.",
      example:
        "A draft about a website outage that says 'a small number of users may have experienced issues' is flagged as minimizing; the reviewer persona asks 'how many?', and the revision adds when it started, what was fixed and where to get help.",
      difficulty: "Beginner",
      benefits: [
        "Catch tone problems before a reporter does",
        "Prepare for the obvious follow-up questions",
        "A clearer, more human statement",
      ],
      whyItHelps:
        "Under pressure it is hard to read your own words the way outsiders will. Seeing several skeptical readings in minutes helps you fix what would otherwise be quoted.",
    },
    {
      id: "communications-pr-media-list",
      kind: "build",
      title: "A media contact and pitch tracker",
      subtitle: "Keep journalists, beats, pitches and coverage in one simple app",
      description:
        "Build a small app to track reporters and their beats, log every pitch and response, and draft a tailored pitch from a story brief. It replaces the spreadsheet nobody keeps up to date.",
      prompt:
        "Build a media relations tracker web app for a [in-house PR team / solo publicist] covering [industry]. Data: Contacts (name, outlet, beat, location, email, preferred contact method, notes on recent stories, last contacted), Stories (our story idea, angle, assets, target date), and Pitches (contact, story, date sent, status: drafted, sent, replied, declined, covered, link to coverage). Screens: 1) contacts list with filters by beat and outlet, 2) story page listing which contacts have been pitched and their status, 3) a 'Draft pitch' button on a contact and story that uses AI to write a short personalized pitch email based on the contact's beat and notes (under 150 words, no hype), 4) a coverage page listing all pieces marked covered. Add CSV import for an existing contact list.",
      steps: [
        "Paste the prompt into Lovable and build the first version",
        "Import your current media list as CSV",
        "Add one story you are pitching this month",
        "Draft, edit and send two pitches and log the replies",
      ],
      howToTry: "Build the contacts screen and import ten reporters you pitch most often.",
      example:
        "A PR specialist at a climate tech startup adds a story about a new battery pilot; the app drafts a pitch to an energy reporter that references her recent piece on grid storage, and later logs the article link as coverage.",
      difficulty: "Intermediate",
      benefits: [
        "No double-pitching the same reporter",
        "Personalized pitches in minutes",
        "Coverage and outreach history in one place",
      ],
      whyItHelps:
        "Relationships with journalists depend on relevance and memory. A tracker with tailored pitch drafts makes it easier to pitch less often and better.",
      whatToBuild:
        "Screens: Contacts list with filters, Contact detail, Story page with pitch status per contact, Coverage page, CSV import. Data: Contacts, Stories and Pitches tables as described, linked by contact and story. Actions: 'Draft pitch' sends the story angle and the contact's beat and notes to an AI step and saves the draft; 'Mark sent' and 'Log reply' update status and last contacted; 'Mark covered' adds the link to the Coverage page; 'Import CSV' loads contacts.",
    },
    {
      id: "communications-pr-internal-newsletter",
      kind: "build",
      title: "An internal newsletter builder from team submissions",
      subtitle: "Teams submit updates in a form; you get a drafted newsletter to edit",
      description:
        "Build an app where teams submit short updates and wins through a simple form, and you assemble a drafted internal newsletter with sections, headlines and a leader's note. You edit and send.",
      prompt:
        "Build an internal newsletter builder for a [size] organization. Screens: 1) a public submission form for employees with fields: name, team, type (win, launch, people news, event, reminder), headline, details (up to 150 words), optional link and image, 2) an editor dashboard listing submissions for the current issue with checkboxes to include, 3) a 'Draft issue' button that uses AI to group included items into sections, write short headlines and two-sentence summaries in a [tone, e.g. warm, clear, lightly playful] voice, and suggest an opening note for [leader's title] that I will rewrite, 4) a preview of the issue I can edit and copy as HTML or plain text for email. Store past issues. Remind submitters not to include confidential customer or personal details.",
      steps: [
        "Paste the prompt into Lovable and build the form and dashboard",
        "Share the form link with three team leads",
        "Draft an issue from their submissions",
        "Edit the draft, get sign-off and send it",
      ],
      howToTry: "Build the submission form first and fill it in yourself with last month's updates.",
      example:
        "An internal comms lead gets 14 submissions, ticks 9, and gets a draft with 'Wins', 'Launches' and 'People' sections, a headline like 'Support cut wait times before the holiday rush', and an opening note for the COO to personalize.",
      difficulty: "Intermediate",
      benefits: [
        "Updates come to you instead of being chased",
        "A first draft in minutes, not an afternoon",
        "A consistent format employees recognize",
      ],
      whyItHelps:
        "Internal newsletters often die because collecting and writing the updates takes too long. A simple pipeline keeps them regular and gives teams a voice.",
      whatToBuild:
        "Screens: Submission form, Editor dashboard, Issue preview and editor, Past issues archive. Data: Submissions (name, team, type, headline, details, link, image, issue, included) and Issues (title, date, final text, status). Actions: 'Submit' saves to the current issue; checkboxes choose items; 'Draft issue' sends included items to an AI step that groups and summarizes them; 'Copy HTML' and 'Copy text' export the final version; 'Publish' stores it in the archive.",
    },
    {
      id: "communications-pr-coverage-digest",
      kind: "agent",
      title: "Daily coverage and mentions digest",
      subtitle: "Reads Google Alerts and news feeds, then summarizes tone and what needs a response",
      description:
        "An agent that gathers mentions of your organization, leaders and topics from Google Alerts and public RSS feeds each morning and sends a short digest with tone, reach notes and anything that needs a response.",
      prompt:
        "You are a media monitoring analyst for [organization]. We track: [organization name, leaders' names, products, key issues, main competitors]. Here are today's news items and alerts: [pass in the items].\n\nRemove duplicates and irrelevant matches (for example, another company with a similar name). For each relevant item give: outlet, headline, link, a one-sentence summary, tone toward us (positive, neutral, negative, or not about us directly), and whether it needs action (respond, correct a factual error, share internally, or none). Then write a three-line summary for leadership: the main story of the day, anything negative or inaccurate, and one opportunity. Do not guess reach or audience numbers. If nothing relevant appeared, say so in one line.",
      steps: [
        "Set up Google Alerts for your names and topics, delivered as RSS or to a Gmail label",
        "In Relay.app, schedule a workflow every weekday at 7:30am",
        "Add an AI step with the prompt and your tracked names",
        "Email the digest to yourself and, once it is reliable, to your team",
      ],
      howToTry: "Create Google Alerts for your organization and CEO's names today so there is input tomorrow.",
      example:
        "A university press office receives a digest with seven items, a note that a local paper misstated the tuition increase (correct a factual error), and an opportunity: a national outlet is writing about campus mental health, where the university has an expert.",
      difficulty: "Intermediate",
      benefits: [
        "Start the day knowing what is being said",
        "Factual errors caught early",
        "Built on free, public sources",
      ],
      whyItHelps:
        "Paid monitoring tools are expensive and noisy. A filtered daily digest from public alerts covers the essentials and tells you what actually needs your attention.",
      whatToDo:
        "Trigger: every weekday at 7:30am. Steps: 1) read the last 24 hours of items from your Google Alerts RSS feeds or 'Alerts' Gmail label and any public news RSS feeds, 2) an AI step removes duplicates and false matches, classifies tone and action, and writes a leadership summary, 3) email the digest to you. Output: one morning email. It uses only public sources and your own inbox.",
    },
    {
      id: "communications-pr-exec-qa-prep",
      kind: "agent",
      title: "Interview prep briefs for your spokespeople",
      subtitle: "When an interview lands on the calendar, a briefing doc is drafted for you",
      description:
        "An agent that notices a new media interview on the calendar, researches the reporter's recent public articles and drafts a briefing with likely questions, key messages and bridges. You refine it with the spokesperson.",
      prompt:
        "You are a media trainer preparing [spokesperson's title] for an interview with [reporter name] at [outlet] about [topic]. Our approved key messages: [paste three messages]. Sensitive topics to handle carefully: [list]. The reporter's recent articles: [pass in titles and summaries].\n\nWrite a briefing with: 1) the reporter's likely angle based only on their recent public articles, 2) ten likely questions, including three tough ones, 3) a short suggested answer for each that bridges back to a key message without dodging, 4) facts and figures to have ready, marked [VERIFY] if I did not provide them, 5) three phrases to avoid. Keep it under two pages. This is a draft for the communications team to check, not final guidance.",
      steps: [
        "Use a consistent calendar event title such as 'Media: outlet, reporter'",
        "In Relay.app, trigger on new calendar events with that title",
        "Add a step that finds the reporter's recent articles via a web search or RSS",
        "Add the AI step and save the briefing as a Google Doc shared with you",
      ],
      howToTry: "Run the prompt by hand for the next interview on your calendar, pasting three of the reporter's recent headlines.",
      example:
        "A calendar event 'Media: Business Journal, J. Rivera' triggers a briefing noting Rivera has written twice about layoffs in local tech, with a tough question on hiring plans and a bridge to the company's apprenticeship program.",
      difficulty: "Advanced",
      benefits: [
        "Every spokesperson walks in prepared",
        "Tough questions rehearsed, not improvised",
        "Briefings ready before you ask for them",
      ],
      whyItHelps:
        "Interviews often get booked with little notice and prep gets squeezed. A drafted briefing means your time goes into coaching, not research.",
      whatToDo:
        "Trigger: a new calendar event whose title starts with 'Media:'. Steps: 1) read the outlet, reporter and topic from the event, 2) search public sources for the reporter's recent articles, 3) an AI step drafts the briefing with likely angle, questions, bridges and facts to verify, 4) save it as a Google Doc, attach the link to the event and email you. Output: a briefing doc ready at least a day before the interview.",
    },
    {
      id: "communications-pr-headline-remix",
      kind: "creative",
      title: "Rewrite your announcement as five very different headlines",
      subtitle: "Tabloid, trade press, a kid's newspaper and more, to find the real story",
      description:
        "Ask AI to write headlines for your next announcement in wildly different styles. It is fun, and the contrast shows what is actually newsworthy and what is corporate filler.",
      prompt:
        "Here is an announcement we are planning: [paste a short description or draft release].\n\nWrite headlines for it as they might appear in: 1) a trade publication for [industry], 2) a national business outlet, 3) a local TV news chyron, 4) a kid's newspaper, 5) a tabloid (keep it playful, not cruel), 6) a skeptical tech blog. Then tell me honestly: which element of the story every headline kept coming back to (that is probably the real news), which parts of my draft no outlet would care about, and one stronger angle I have not used. Do not invent facts that are not in my description.",
      steps: [
        "Paste a draft or a short description of your next announcement",
        "Enjoy the headlines and note what they all focus on",
        "Move the real news to the top of your draft",
        "Cut the parts no outlet would care about",
      ],
      howToTry: "Paste the first paragraph of your current press release draft and run the prompt now.",
      example:
        "A nonprofit announcing a new board member sees that every headline focuses on her work rebuilding flood-damaged schools, not her title, and rewrites the release to lead with that story.",
      difficulty: "Beginner",
      benefits: [
        "A playful, no-risk way to try AI",
        "Finds the true news angle quickly",
        "Shows where your draft sounds corporate",
      ],
      whyItHelps:
        "Communicators are often too close to a story to see its news value. Seeing it through many outlets' eyes makes the strongest angle obvious.",
    },
  ],
};
