import type { RoleProfile } from "~/ai/library/types";

export const role: RoleProfile = {
  id: "coach",
  label: "Coach",
  matchPhrases: [
    "executive coach",
    "leadership coach",
    "career coach",
    "business coach",
    "performance coach",
    "life coach",
    "team coach",
    "certified coach",
    "icf coach",
    "coaching practice",
    "executive coaching",
    "leadership coaching",
    "career coaching",
    "coaching",
    "coach",
  ],
  summary:
    "Your work is presence with clients, but around each session sits prep, notes, follow-ups, program design and the marketing that keeps your practice full. AI helps you prepare sharper questions, turn your method into programs and content, and automate the admin around bookings, so more of your energy goes into the conversations themselves. Keep client confidentiality first: anonymize anything you paste into an AI tool, and keep the coaching judgment yours.",
  useCases: [
    "Prepare for a session from anonymized notes with themes and powerful questions",
    "Turn your coaching method into a structured group program or workshop",
    "Collect pre-session reflections automatically when a client books",
    "Create a self-assessment that attracts the right clients",
    "Turn leadership research into content in your own voice",
  ],
  ideas: [
    {
      id: "coach-session-prep",
      kind: "prompt",
      title: "Session prep from anonymized notes",
      subtitle: "Spot patterns across sessions and walk in with better questions",
      description:
        "Paste anonymized notes from a client's last few sessions and get recurring themes, shifts you may have missed, and open questions for the next conversation.",
      prompt:
        "You are a master certified coach and supervisor helping me prepare for a coaching session. Client context, anonymized: [e.g. 'Client A, a first-time director in a tech company, six sessions in']. Their stated coaching goals: [goals]. My notes from the last [number] sessions: [paste notes with names, employers and identifying details removed].\n\nHelp me prepare:\n1. Recurring themes and language the client uses, with examples from the notes.\n2. Shifts or progress toward their goals, and where they seem stuck.\n3. Possible blind spots, offered as hypotheses for me to hold lightly, not conclusions.\n4. Eight open, powerful questions for the next session, none of them leading or advice-giving.\n5. Anything in the notes that may fall outside coaching (for example signs of a mental health concern) that I should handle with care or refer.\n\nStay in a coaching stance: curious, non-directive.",
      steps: [
        "Remove names, employers and any identifying details from your notes",
        "Paste the notes and goals into the prompt",
        "Choose the two or three questions that feel right to you",
        "Go into the session with the questions, not the hypotheses",
      ],
      howToTry: "Anonymize your notes from one client's last two sessions and run the prompt before your next session with them.",
      example:
        "For 'Client B, new VP of Sales', the prep notes that 'I just need to push through' appears in four sessions and suggests asking 'What would change if you didn't have to push through?'",
      difficulty: "Beginner",
      benefits: ["Patterns across sessions become visible", "Fresher, deeper questions", "Less prep time, more presence"],
      whyItHelps:
        "Between many clients, it's easy to miss a theme that runs across sessions. A quick, anonymized review helps you show up with the client's own language and better questions.",
    },
    {
      id: "coach-program-design",
      kind: "prompt",
      title: "Turn your method into a six-week group program",
      subtitle: "From your coaching approach to sessions, exercises and a clear promise",
      description:
        "Describe your coaching method and ideal client and get a six-week group program outline with session goals, exercises, between-session practice and an honest program promise.",
      prompt:
        "You are an experienced learning designer who builds group coaching programs for [ideal client, e.g. first-time managers in tech]. My coaching approach: [describe your method, frameworks and beliefs]. What clients usually struggle with when they come to me: [list]. Format: [e.g. six weekly 90-minute live sessions for 8-12 people].\n\nDesign the program:\n1. A program name and a one-sentence promise that describes the experience, not a guaranteed outcome.\n2. For each week: theme, learning goal, one live exercise, one peer-coaching activity and a between-session practice.\n3. A pre-program self-assessment with 8 questions.\n4. How participants will notice their own progress.\n5. Who this program is not right for.\n\nKeep it practical and grounded in my method.",
      steps: [
        "Describe your method in your own words, including frameworks you use",
        "Name your ideal client and their usual struggles",
        "Run the prompt and rework the weeks to match how you coach",
        "Test one session as a free workshop before launching the full program",
      ],
      howToTry: "Write three sentences about your method, run the prompt, and pick one week's exercise to try with a client this month.",
      example:
        "A leadership coach for new managers gets 'From Expert to Leader', with week 3 on delegation including a live 'what only I can do' exercise and a practice of handing off one task.",
      difficulty: "Beginner",
      benefits: ["Scale beyond one-to-one hours", "A clear, sellable structure", "Keeps your method at the center"],
      whyItHelps:
        "Many coaches have a strong method but no time to package it. A structured draft gets you from idea to a testable program quickly.",
    },
    {
      id: "coach-self-assessment",
      kind: "build",
      title: "Leadership self-assessment that attracts the right clients",
      subtitle: "A short quiz with a personal results page and an invitation to book a call",
      description:
        "Build a 10-question self-assessment based on your coaching framework, showing each person their results and next steps, and collecting emails from those who want more.",
      prompt:
        "Build a web app called '[your assessment name]' for a leadership coach. Public flow: (1) a start page explaining the assessment takes 3 minutes and is for reflection, not diagnosis; (2) 10 statements rated 1-5 across [3-4 dimensions from your framework, e.g. clarity, delegation, feedback, energy]: [paste your statements]; (3) a results page showing a score per dimension as a simple bar chart, a short description for high and low scores in each, one reflection question per dimension, and an optional form for name and email to receive a PDF summary and a link to book a discovery call at [booking link]. Admin page, password-protected: list of submissions with scores and emails of those who opted in, and an 'Export CSV' button. Include a privacy note explaining how data is used. Warm, calm design.",
      steps: [
        "Choose 3-4 dimensions from your coaching framework",
        "Write 10 statements, or ask AI to draft them and then edit",
        "Paste the build prompt into Lovable with your statements and booking link",
        "Share the assessment in your newsletter or on LinkedIn",
      ],
      howToTry: "Paste the prompt into Lovable with five draft statements and take the assessment yourself.",
      example:
        "A career coach's 'Career Clarity Check' scores people on direction, confidence, network and energy; someone low on network sees a reflection question and a link to book a call.",
      difficulty: "Intermediate",
      benefits: ["Gives value before any sales conversation", "Attracts people who fit your work", "Shows what your audience struggles with"],
      whyItHelps:
        "People rarely book a coach on a cold call. A useful self-assessment starts the relationship with insight and invites the right people to continue.",
      whatToBuild:
        "Screens: a start page, a 10-question rating form, a results page with per-dimension scores and reflection questions, an opt-in form, and a password-protected admin list. Data kept: Submissions (answers, dimension scores, date, optional name and email, opt-in flag). Actions: calculate scores, show results, save opt-ins, and export CSV.",
    },
    {
      id: "coach-client-journey-hub",
      kind: "build",
      title: "Private client journey hub for your coaching engagements",
      subtitle: "Goals, agreed actions and reflections in one place you and each client can see",
      description:
        "Build a simple portal where each client sees their coaching goals, actions agreed in each session and a space to log reflections between sessions.",
      prompt:
        "Build a web app called 'Coaching Journey' for an independent coach. Coach view: (1) a Clients list with first name or alias, engagement start date, number of sessions and next session date; (2) a Client page with coaching goals, a session timeline (date, focus, actions agreed) and the client's reflections. Client view, each client logs in and sees only their own data: their goals, the actions from each session with a checkbox to mark them done, and a 'Reflection' form with prompts such as 'What did you notice this week?' and 'What do you want to bring to our next session?'. Add an engagement agreement page each client acknowledges on first login: [paste your confidentiality and coaching agreement summary]. Keep it private and calm; no AI features on client data.",
      steps: [
        "Write a short summary of your coaching agreement and confidentiality terms",
        "Paste the build prompt into Lovable with that summary",
        "Set up one test client using an alias",
        "Invite one willing client to try it and ask for feedback",
      ],
      howToTry: "Paste the prompt into Lovable and create a test client to see both the coach and client views.",
      example:
        "After a session, an executive coach logs 'Have the delegation conversation with the ops lead'; the client checks it off on Thursday and writes a reflection that becomes the opening of the next session.",
      difficulty: "Intermediate",
      benefits: ["Actions don't get lost between sessions", "Clients reflect more consistently", "A more professional client experience"],
      whyItHelps:
        "Much of coaching's impact happens between sessions. A simple shared space keeps commitments and reflections visible for both of you.",
      whatToBuild:
        "Screens: coach Clients list, coach Client page with goals and session timeline, client dashboard with actions and checkboxes, a Reflection form and an agreement page. Data kept: Clients (alias, start date), Goals, Sessions (date, focus, actions) and Reflections. Actions: log sessions and actions, let clients mark actions done and submit reflections, and record agreement acknowledgment. Each client can only see their own records.",
    },
    {
      id: "coach-pre-session-reflection",
      kind: "agent",
      title: "Pre-session reflections collected when a client books",
      subtitle: "A booking triggers reflection questions; you get a one-paragraph prep note",
      description:
        "An automation that sends a client three reflection questions when they book a session, then summarizes their answers into a short prep note for you the day before.",
      prompt:
        "You are an assistant to a professional coach. A client has answered pre-session reflection questions. Client alias: [alias]. Their coaching goals: [goals]. Their answers: [paste answers to: 'What has changed since our last session?', 'What do you want to leave our next session with?', 'What is taking most of your energy right now?'].\n\nWrite a prep note for the coach under 150 words:\n1. What the client wants from this session, in their words.\n2. Connections to their coaching goals.\n3. Energy or emotional tone worth noticing, described neutrally.\n4. Two possible opening questions.\n\nDo not diagnose, give advice to the client, or speculate about their personal life. If an answer suggests the client may be in distress, say only 'Check in with care; consider whether a referral is needed.'",
      steps: [
        "Create a three-question reflection form",
        "In Relay.app, trigger a flow when a new session is booked in your scheduling tool",
        "Email the client the form, then wait for responses",
        "Run the AI step on the answers and email yourself the prep note the day before",
      ],
      howToTry: "Send the three reflection questions to one client before your next session and run their answers through the prompt yourself.",
      example:
        "A client books for Tuesday and answers that a reorganization was announced; on Monday the coach gets a note saying the client wants to 'leave with a plan for the first conversation with my new boss'.",
      difficulty: "Intermediate",
      benefits: ["Clients arrive already reflecting", "You prepare in minutes", "Uses only your booking tool and a form"],
      whyItHelps:
        "Sessions go deeper when clients have already reflected. Automating the ask and the summary makes that a habit without extra admin.",
      whatToDo:
        "Trigger: a new booking in your scheduling tool such as Calendly. Steps: email the client a link to the three-question reflection form; when the form is submitted, send the answers with the client's alias and goals to an AI step with the prompt; the day before the session, email the prep note to you. Output: a short prep note in your inbox before each session. Use aliases, not full names, in the AI step, and tell clients how their answers are used.",
    },
    {
      id: "coach-research-to-content",
      kind: "agent",
      title: "Leadership research to LinkedIn post ideas each week",
      subtitle: "An agent that reads public leadership and workplace research and drafts posts in your voice",
      description:
        "An automation that gathers new articles from public leadership and workplace research feeds each week and turns the most relevant into post ideas connected to your coaching work.",
      prompt:
        "You are a ghostwriter for an [executive, career or leadership] coach who works with [ideal client]. My voice: [three words, e.g. warm, direct, grounded]. Themes I coach on: [list 3-5 themes]. Here are this week's articles from public research and leadership sources: [paste titles, sources, links and summaries].\n\nPick the two articles most relevant to my themes and for each write:\n1. Why it matters to my clients, in one sentence.\n2. A LinkedIn post draft of 120-180 words that starts with a short, honest hook, connects the research to a common coaching situation (no real client stories), and ends with a reflective question.\n3. The source link.\n\nDo not overstate what the research found. If the finding is from a single small study, say so.",
      steps: [
        "Pick 3-5 public sources with RSS feeds on leadership, careers and workplace research",
        "In Relay.app, schedule a Sunday evening flow with those feeds",
        "Add an AI step with the prompt and your voice and themes",
        "Email yourself the drafts and edit them before posting",
      ],
      howToTry: "Paste the summary of one leadership article you read this week into the prompt and edit the post it drafts.",
      example:
        "An article on manager burnout becomes a post that opens 'Your calendar is telling you something', links the research to the 'always available' habit, and asks readers what they protect on their calendar.",
      difficulty: "Intermediate",
      benefits: ["Consistent content without a blank page", "Posts grounded in research", "Works from public sources only"],
      whyItHelps:
        "Visibility brings clients, but writing competes with coaching hours. Research-based drafts give you a credible starting point in your own voice.",
      whatToDo:
        "Trigger: every Sunday at 6 p.m. Steps: gather the past week's items from your chosen public RSS feeds; remove duplicates; send titles and summaries to an AI step with your voice and themes; format two post drafts with source links. Output: one email with two ready-to-edit LinkedIn drafts for the week.",
    },
    {
      id: "coach-coached-by-your-questions",
      kind: "creative",
      title: "Get coached with your own favorite questions",
      subtitle: "Switch chairs for ten minutes and experience your method as a client would",
      description:
        "Give AI your favorite coaching questions and a small challenge of your own, and let it coach you using only your questions. It's a playful way to feel your method from the other chair.",
      prompt:
        "Please coach me for about ten minutes using my own approach. My favorite coaching questions are: [paste 5-10 questions you use often]. My coaching principles: [e.g. stay curious, no advice, reflect language back].\n\nMy topic today is something small and low-stakes: [e.g. I keep postponing writing my newsletter].\n\nRules: ask one question at a time, mostly from my list, and reflect my words back before moving on. Do not give advice. After about eight exchanges, step out of the coach role and tell me: which of my questions opened things up most, which felt flat, and one new question I might add to my toolkit.",
      steps: [
        "List your favorite coaching questions and principles",
        "Choose a small, low-stakes personal topic",
        "Answer honestly for about eight exchanges",
        "Note which questions you want to use more, or retire",
      ],
      howToTry: "Paste five of your go-to questions into the prompt, pick a small topic, and let the AI coach you for ten minutes.",
      example:
        "A career coach explores why she postpones her newsletter; the debrief says 'What would make this easy?' opened things up while 'What's the real issue?' felt abrupt from the client's side.",
      difficulty: "Beginner",
      benefits: ["A reflective, low-stakes first use of AI", "Feel your questions from the client's side", "A fresh question for your toolkit"],
      whyItHelps:
        "Coaches rarely get to experience their own method. Switching chairs shows how your questions land and keeps your practice fresh.",
    },
  ],
};
