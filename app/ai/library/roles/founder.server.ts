import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "founder",
  label: "Startup Founder",
  matchPhrases: [
    "startup founder",
    "solo founder",
    "technical founder",
    "founder and ceo",
    "co-founder",
    "cofounder",
    "founder",
    "solopreneur",
    "indie hacker",
    "bootstrapper",
    "entrepreneur",
  ],
  summary:
    "You do every job at once: selling, hiring, fundraising, building and answering investors, usually with more ideas than hours. AI gives you a fast thinking partner and a small team of helpers: it drafts investor updates, stress-tests your pitch, organizes customer conversations and keeps your inbox from running your day. You still make the bets; AI helps you make them with clearer thinking and less busywork.",
  useCases: [
    "Draft a monthly investor update from your metrics and notes",
    "Stress-test your pitch narrative the way a skeptical investor would",
    "Track early customer conversations and the pains behind them",
    "Launch a waitlist page that qualifies early users",
    "Triage your inbox so important threads never wait a week",
  ],
  ideas: [
    {
      id: "founder-investor-update",
      kind: "prompt",
      title: "Monthly investor update in 15 minutes",
      subtitle: "Turn raw metrics and scattered notes into a clear, honest update with specific asks",
      description:
        "Paste this month's numbers and your rough notes and get a well-structured investor update: highlights, lowlights, metrics, what you learned and specific asks.",
      prompt:
        "You are an experienced startup operator helping a founder write a monthly investor update. Company: [one line on what you do and your stage]. This month's metrics: [paste, e.g. MRR, customers, burn, runway, pipeline, with last month's values]. My notes: [wins, problems, hires, product changes, anything on your mind].\n\nWrite the update with these sections:\n1. TL;DR in three bullets.\n2. Highlights.\n3. Lowlights, stated plainly without spin.\n4. Metrics table with month-over-month change.\n5. What we learned.\n6. Asks: three specific requests, such as intros to [type of person], feedback on [topic] or candidates for [role].\n\nKeep it under 400 words and use only the numbers I provided. If a number seems inconsistent, point it out instead of smoothing it over.",
      steps: [
        "Pull this month's key numbers into a short list with last month's values",
        "Dump your notes without editing them",
        "Run the prompt and check every number against your source",
        "Make the asks more specific, then send",
      ],
      howToTry: "Paste last month's numbers and three sentences of notes into the prompt and see how close the draft is to sendable.",
      example:
        "A seed-stage B2B founder pastes MRR of $18k (up from $15k), a churned customer and a senior engineer hire; the draft leads with the hire, states the churn reason plainly and asks for intros to two logistics CFOs.",
      difficulty: "Beginner",
      benefits: ["Updates go out every month, not every quarter", "Honest, structured reporting builds trust", "Specific asks get investors helping"],
      whyItHelps:
        "Regular, candid updates keep investors engaged and make the next fundraise easier. The hard part is starting; a solid draft removes that.",
    },
    {
      id: "founder-pitch-stress-test",
      kind: "prompt",
      title: "Stress-test your pitch like a skeptical investor",
      subtitle: "Find the weakest parts of your story before a partner meeting does",
      description:
        "Paste your pitch narrative or deck text and get a critique from the point of view of a skeptical early-stage investor, with the hardest questions and stronger alternatives.",
      prompt:
        "You are a skeptical partner at an early-stage venture fund who has seen hundreds of pitches in [your market]. Here is my pitch narrative or deck text, slide by slide: [paste]. We are raising [amount and round] and the key traction is [traction].\n\nReview it:\n1. In one sentence, what you think the company does after reading it. If that differs from my intent, say so.\n2. The three weakest claims, quoted, and why they are weak.\n3. The ten hardest questions you would ask, ordered by how likely they are to kill the deal.\n4. Market size: does the reasoning hold up bottom-up?\n5. Which slide to cut and which slide is missing.\n6. A sharper one-line description.\n\nBe direct. Do not invent market data; tell me where I need a source.",
      steps: [
        "Copy your deck text slide by slide into one document",
        "Add your round size and key traction",
        "Run the prompt and answer the ten questions in writing",
        "Revise the weakest slides and run it again",
      ],
      howToTry: "Paste the text of your current deck into the prompt and write answers to the top three questions it asks.",
      example:
        "A climate software founder learns the AI thinks the company is a consultancy, gets asked 'why won't utilities build this in-house?', and is told the market slide uses top-down numbers without sources.",
      difficulty: "Beginner",
      benefits: ["Fewer surprises in partner meetings", "A clearer one-line story", "Practice for the hardest questions"],
      whyItHelps:
        "Investors form a view in minutes. Testing your story against a critical reader first lets you fix confusion and prepare for the questions that matter.",
    },
    {
      id: "founder-customer-conversation-tracker",
      kind: "build",
      title: "Early customer conversation tracker",
      subtitle: "Log every discovery call, score the pain, and see which segment keeps coming back",
      description:
        "Build a lightweight app to log customer conversations, rate pain and willingness to pay, and see patterns by segment, with an AI summary of what you are hearing.",
      prompt:
        "Build a web app called 'Customer Signal' for an early-stage founder doing customer discovery. Screens: (1) a Conversations list with date, company type, role, segment, pain score (1-5), willingness to pay (None, Maybe, Yes) and next step; (2) an Add Conversation form with those fields plus the problem in their words, current workaround, and notes; (3) a Patterns page showing average pain score and count by segment, the most common workarounds, and conversations with 'Yes' willingness to pay; (4) a 'Summarize what I'm hearing' button that sends the last 20 conversations' notes to an AI model and returns top themes, surprises and which segment looks strongest. My segments: [list 2-4 segments]. Do not store personal contact details; use company type and role only.",
      steps: [
        "Define 2-4 customer segments you are testing",
        "Paste the build prompt into Lovable with your segments",
        "Log your last five conversations from memory or notes",
        "Run the summary after every ten new conversations",
      ],
      howToTry: "Paste the prompt into Lovable and log the last three customer conversations you had.",
      example:
        "After 18 conversations, the Patterns page shows clinic office managers scoring pain at 4.3 while hospital admins score 2.1, and the summary notes that clinics already pay for a clumsy workaround.",
      difficulty: "Intermediate",
      benefits: ["Discovery turns into evidence", "Patterns by segment at a glance", "Less reliance on memory"],
      whyItHelps:
        "Founders often remember the most enthusiastic conversation, not the pattern. A simple log with scores shows where the real pull is.",
      whatToBuild:
        "Screens: Conversations list, Add Conversation form, Patterns dashboard and an AI summary panel. Data kept: Conversations (date, company type, role, segment, pain score, willingness to pay, problem, workaround, notes, next step). Actions: add and edit conversations, filter by segment, show averages and counts, and 'Summarize' which calls an AI step on recent notes.",
    },
    {
      id: "founder-waitlist-page",
      kind: "build",
      title: "Waitlist landing page that qualifies early users",
      subtitle: "A landing page plus a short survey that shows which sign-ups to talk to first",
      description:
        "Build a landing page with a waitlist form that asks three qualifying questions, stores responses, and ranks sign-ups so you know who to call first.",
      prompt:
        "Build a landing page and admin app called '[product name] Waitlist'. Public page: a headline '[your one-line value proposition]', three benefit bullets, a short 'who it's for' section, and a sign-up form asking for email, role, company size, and three questions: 'What do you use today for [problem]?', 'How painful is this, 1-5?', and 'Would you join a 20-minute call?' (yes or no). Show a thank-you message after sign-up. Admin page, password-protected: a table of sign-ups with a priority score (pain score plus 2 points if they agreed to a call plus 1 point if company size matches [target size]), sortable, with an 'Export CSV' button. Add a privacy note on the form saying how emails will be used. Clean, modern design.",
      steps: [
        "Write your one-line value proposition and target company size",
        "Paste the prompt into Lovable and adjust the questions",
        "Publish the page and share it in two communities where your users gather",
        "Call the top five sign-ups by priority score",
      ],
      howToTry: "Paste the prompt into Lovable with your value proposition and publish a first version today.",
      example:
        "A founder building invoicing software for freelance designers gets 60 sign-ups; the admin table shows 14 with pain 4 or 5 who agreed to a call, and those become the first interviews.",
      difficulty: "Intermediate",
      benefits: ["Test demand before building", "Know who to talk to first", "A reusable page for every experiment"],
      whyItHelps:
        "A waitlist is only useful if you learn from it. Asking qualifying questions turns sign-ups into a ranked list of people to interview.",
      whatToBuild:
        "Screens: a public landing page with the value proposition and sign-up form, a thank-you state, and a password-protected admin table. Data kept: SignUps (email, role, company size, current tool, pain score, call yes or no, priority score, date). Actions: submit the form, calculate the priority score automatically, sort the admin table, and export it as CSV.",
    },
    {
      id: "founder-inbox-triage",
      kind: "agent",
      title: "Founder inbox triage from one Gmail label",
      subtitle: "Label an email 'triage' and get a summary, a priority and a reply draft",
      description:
        "An automation that watches a Gmail label, summarizes each email, assigns a priority, drafts a reply in your voice, and sends you a daily list of what needs you.",
      prompt:
        "You are a chief of staff for a startup founder. Our priorities this quarter: [e.g. close seed round, ship v1, hire first engineer]. Here is an email: [sender's role or company, subject and body].\n\nReturn:\n- Summary: one sentence.\n- Category: Investor, Customer, Candidate, Partner, Vendor, Press, or Other.\n- Priority: Now (ties to a quarterly priority or time-sensitive), This week, or Later, with one line of reasoning.\n- Suggested action: reply, delegate to [teammate or role], schedule, or archive.\n- A reply draft under 100 words in a direct, friendly tone, if a reply is needed. Leave placeholders like [date] for anything I must decide.\n\nNever accept meetings, agree to terms or share numbers in the draft.",
      steps: [
        "Create a Gmail label called 'triage' and apply it to emails you want help with",
        "In Relay.app, trigger a flow on each newly labeled email",
        "Add an AI step with the prompt and save the reply as a Gmail draft",
        "Add a 5 p.m. step that sends you a list of 'Now' items",
      ],
      howToTry: "Paste one email you have been avoiding into the prompt with your quarterly priorities and see the draft reply.",
      example:
        "An email from an angel asking for a call is tagged Investor, Now (ties to closing the seed), with a draft reply offering [two times]; a vendor pitch is tagged Later and archived.",
      difficulty: "Intermediate",
      benefits: ["Important threads don't wait a week", "Reply drafts ready in Gmail", "Works with your personal inbox only"],
      whyItHelps:
        "A founder's inbox mixes investors, customers and noise. Triage tied to your priorities protects your focus without letting key relationships slip.",
      whatToDo:
        "Trigger: an email gets the Gmail label 'triage'. Steps: read the sender, subject and body; send them to an AI step with your quarterly priorities; save the reply draft in Gmail as a draft, never sent automatically; log the summary, category and priority to a sheet. Every day at 5 p.m., send yourself a short list of 'Now' items. Output: drafts in Gmail and a daily priority list.",
    },
    {
      id: "founder-monday-metrics-brief",
      kind: "agent",
      title: "Monday metrics brief from your revenue and product data",
      subtitle: "Every Monday, the week's key numbers with changes and one question worth asking",
      description:
        "An automation that pulls last week's key numbers from your payments tool and a metrics sheet, compares them with the week before, and sends a short brief with anything unusual.",
      prompt:
        "You are a startup finance and growth analyst. Here are last week's metrics and the previous four weeks: [paste a table with new revenue, churned revenue, MRR, new sign-ups, activated users, burn, cash on hand]. Our current goal: [e.g. reach $25k MRR by June].\n\nWrite a Monday brief under 200 words:\n1. Three headline numbers with week-over-week change.\n2. Anything unusual compared with the four-week trend, with possible explanations labeled as guesses.\n3. Progress toward the goal and the weekly pace needed to reach it.\n4. One question worth discussing with the team this week.\n\nUse only the numbers provided and show your calculation for the required pace. Do not give financial advice.",
      steps: [
        "Put your weekly metrics into one Google Sheet, or connect Stripe",
        "In Relay.app, schedule a flow for Monday at 7 a.m.",
        "Pull the last five weeks of data and send it to an AI step with the prompt",
        "Email the brief to yourself and your co-founder",
      ],
      howToTry: "Paste your last five weeks of core numbers into the prompt and read the brief it writes.",
      example:
        "The brief shows MRR up 4%, notes activation dropped from 41% to 29% the week onboarding emails changed, and says the team needs $1.6k of net new MRR per week to reach the June goal.",
      difficulty: "Advanced",
      benefits: ["A weekly rhythm around the numbers", "Unusual changes caught early", "Shared view with your co-founder"],
      whyItHelps:
        "Early-stage metrics move fast and problems hide in averages. A short weekly brief keeps the team honest about progress toward the goal.",
      whatToDo:
        "Trigger: every Monday at 7 a.m. Steps: read the last five weeks of metrics from your Google Sheet or payments tool; send the table and your goal to an AI step with the prompt; check that the numbers in the output match the input; email the brief to the founders. Output: a short Monday brief with headline numbers, unusual changes, goal pace and one discussion question. It uses your company's financial data, so keep access to the founders.",
    },
    {
      id: "founder-future-press-release",
      kind: "creative",
      title: "Write the press release from three years in the future",
      subtitle: "Work backwards from a big win to find out what has to be true",
      description:
        "Ask AI to write a press release announcing your company's big milestone three years from now, then list what had to be true to get there. It's inspiring and practical at once.",
      prompt:
        "You are a tech journalist writing a press release dated [date three years from now]. The news: [company name] has reached [your big milestone, e.g. 1,000 clinics using the product]. Today the company [one line on what you do and your current stage]. Our customers are [who].\n\nWrite a one-page press release with a headline, a customer quote, a founder quote and a short 'how they got here' paragraph. Keep it fun and vivid but believable.\n\nThen, outside the release, list: five things that had to be true to reach the milestone, the one that scares me most, and a small test I could run this month to learn whether it is true.",
      steps: [
        "Pick a milestone that would make you proud in three years",
        "Run the prompt and read the press release out loud",
        "Circle the assumption that scares you most",
        "Put the suggested small test on your calendar this month",
      ],
      howToTry: "Run the prompt with one bold milestone and share the headline with your co-founder or a friend.",
      example:
        "A founder of a scheduling tool for dental clinics gets a release about 1,000 clinics; the scariest assumption is that office managers, not dentists, make the purchase, and the test is five calls with office managers.",
      difficulty: "Beginner",
      benefits: ["A fun first use of AI", "Makes your vision concrete", "Turns vision into a small test"],
      whyItHelps:
        "Working backwards from a clear future is a proven way to focus. The playful format makes it easy to start, and the assumptions list keeps it grounded.",
    },
  ],
};
